export * from './accounts.ts';
export * from './users.ts';
