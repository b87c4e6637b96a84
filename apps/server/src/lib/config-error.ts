/** A configuration the server cannot start with; its message is printed as is. Lives in lib so that lib's own
 * checks (the outbound allow-list, the secrets key) can throw it without importing config.ts. */
export class ConfigError extends Error {}
