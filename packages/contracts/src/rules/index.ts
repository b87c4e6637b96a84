export * from './phone-email.ts';
export * from './fait-generateur.ts';
