export * from './errors.ts';
export * from './auth.ts';
export * from './account.ts';
export * from './alarms.ts';
export * from './support.ts';
export * from './events.ts';
export * from './referentials/index.ts';
export * from './rules/index.ts';
