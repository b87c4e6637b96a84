/// <reference types="vite/client" />

/** The build's version, set by vite.config.ts; the server's /actuator/info gives its own. */
declare const __BUILD_VERSION__: string;
