export * from './accounts.ts';
export * from './auth.ts';
export * from './support.ts';
export * from './folders.ts';
export * from './fleet.ts';
export * from './missions.ts';
export * from './folder-events.ts';
export * from './folder-documents.ts';
