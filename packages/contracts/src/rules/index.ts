export * from './phone-email.ts';
export * from './fait-generateur.ts';
export * from './folder-actions.ts';
export * from './folder-outside-moves.ts';
export * from './mission-rules.ts';
export * from './acceptance.ts';
export * from './folder-checks.ts';
export * from './folder-tabs.ts';
