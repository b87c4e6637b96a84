export * from './accounts.ts';
export * from './users.ts';
export * from './notifications.ts';
