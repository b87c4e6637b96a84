export * from './accounts.ts';
export * from './users.ts';
export * from './report-configurations.ts';
export * from './connectors.ts';
export * from './notifications.ts';
