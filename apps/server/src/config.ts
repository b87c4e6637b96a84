import { resolve } from 'node:path';

/** All configuration comes from the environment (see .env.example). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  oauthClientId: string;
  oauthClientSecret: string;
  tokenSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  geocoderUrl: string;
  geocoderTimeoutMs: number;
  /** Webfleet.connect credentials; without a URL, truck messages go to an in-memory fake. */
  webfleet: { url: string | undefined; account: string; username: string; password: string; apiKey: string };
  webDir: string | undefined;
  logLevel: string;
  seedDemo: boolean;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'backoffice',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'backoffice',
    // A fixed default keeps tokens valid across restarts of a demo; production sets its own.
    tokenSecret: env.TOKEN_SECRET ?? 'plateau-dev-secret-change-me',
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 1800),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 300),
    // Empty: main.ts starts a local fake of the address API (the demo has no internet).
    geocoderUrl: env.GEOCODER_URL ?? '',
    geocoderTimeoutMs: int(env.GEOCODER_TIMEOUT_MS, 5000),
    webfleet: {
      url: env.WEBFLEET_URL || undefined,
      account: env.WEBFLEET_ACCOUNT ?? '',
      username: env.WEBFLEET_USERNAME ?? '',
      password: env.WEBFLEET_PASSWORD ?? '',
      apiKey: env.WEBFLEET_APIKEY ?? '',
    },
    webDir: env.WEB_DIR,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== 'false',
  };
}
