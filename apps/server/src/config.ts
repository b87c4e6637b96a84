import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ConfigError } from './lib/config-error.ts';
import type { Resolver } from './lib/outbound/outbound-guard.ts';

/** All configuration comes from the environment (see .env.example). */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** DATABASE_POOL_MAX: connections each instance keeps to PostgreSQL for requests (default 10). */
  databasePoolMax: number;
  /**
   * TRUST_PROXY: the addresses of the reverse proxies (nginx) whose X-Forwarded-For and
   * X-Forwarded-Proto are believed (Fastify's trustProxy: `127.0.0.1`, a list or a CIDR; `true`
   * trusts any). Empty: none, request.ip is the socket's address.
   */
  trustProxy: string | boolean;
  dataDir: string;
  oauthClientId: string;
  oauthClientSecret: string;
  tokenSecret: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  loginMaxFailures: number;
  loginLockSeconds: number;
  /** POST /oauth/token calls allowed per client address and minute. */
  oauthRateLimit: number;
  geocoderUrl: string;
  geocoderTimeoutMs: number;
  /** Webfleet.connect credentials; without a URL, truck messages go to an in-memory fake. */
  webfleet: {
    url: string | undefined;
    account: string;
    username: string;
    password: string;
    apiKey: string;
    /** WEBFLEET_TIMEOUT_MS: past it Webfleet counts as not answering (502, nothing changed). */
    timeoutMs?: number;
  };
  /** Nomad, where assistance companies receive reports; no URL: an in-memory fake. */
  nomad: { url: string | undefined; token: string };
  webDir: string | undefined;
  /** The map's tile URL (the same TILE_URL the web app is built with): the CSP allows its origin. */
  tileUrl: string;
  logLevel: string;
  seedDemo: boolean;
  /** E2E_FIXTURES=1: registers POST /api/testing/folders for the browser tests. Never in production. */
  e2eFixtures: boolean;
  /** The other side, live: assistance companies and drivers played by the server (src/simulator). */
  simulator: SimulatorConfig;
  /**
   * SECRETS_KEY: 32 bytes (base64 or hex) that encrypt the connectors' and SFTP passwords at rest
   * (lib/secret-box.ts). Required on a real server; the embedded demo keeps one in DATA_DIR.
   */
  secretsKey: string;
  /** CONNECTORS_SCHEDULE=off: the connectors' scheduled polls do not run on this instance. */
  connectors: {
    schedule: boolean;
    /** Where the connectors reach Webfleet and Nomad when WEBFLEET_URL / NOMAD_URL are empty (the demo's fakes). */
    demoWebfleetUrl?: string;
    demoNomadUrl?: string;
    /** The demo's fake approved platform (XP Z12-013), which the seeded account is pointed at on start. */
    demoPlatformUrl?: string;
  };
  /** PUBLIC_URL: where customers reach this server; tracking links sent by SMS start with it. */
  publicUrl: string;
  /** SMTP_URL (smtp://user:password@host:port); none: main.ts starts an in-process fake SMTP server. */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * Scheduled reports: REPORT_SCHEDULE_SECONDS between two checks of the due configurations (0:
   * none); DEMO_SFTP_PORT: main.ts starts a fake SFTP server there (login demo / demo) for the demo.
   */
  reports: { scheduleSeconds: number; demoSftpPort: number | undefined };
  /** ROUTING_URL: an OSRM-compatible route service for arrival estimates; none: the straight line. */
  routing: { url: string | undefined; timeoutMs: number };
  /** GET /api/public/tracking/{token} calls allowed per client address and minute. */
  trackingRateLimit: number;
  /**
   * Where a tenant's setting (Praxedo domain, SFTP server) may make the server connect:
   * public addresses only, plus OUTBOUND_ALLOW's `host:port` entries (lib/outbound). main.ts
   * adds the demo's own loopback fakes; `resolve` replaces DNS in tests. OUTBOUND_TIMEOUT_MS:
   * how long such a host may take to answer a call (Praxedo).
   */
  outbound: { allow: string[]; timeoutMs?: number; resolve?: Resolver };
  /** SMS_API_URL and SMS_API_TOKEN (SMSFactor's JSON API); no URL: main.ts starts an in-process fake. */
  sms: { apiUrl: string | undefined; apiToken: string };
  /**
   * PAYMENT_PROVIDER_URL: Stripe's API (https://api.stripe.com) for payment links; none: main.ts starts an
   * in-process fake of it. Each account's keys are its own settings. `demo`: the fake's keys, set by the demo.
   */
  paymentProvider: { url: string | undefined; demo?: { secretKey: string; webhookSecret: string } };
}

export interface SimulatorConfig {
  /** SIMULATOR=on|off; on by default for the embedded demo database only. */
  enabled: boolean;
  /** SIMULATOR_SEED: the same seed plays the same demo. */
  seed: number;
  /** SIMULATOR_PACE: simulated seconds per real second. */
  pace: number;
}

const int = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && value !== undefined && value !== '' ? n : fallback;
};

function simulatorConfig(env: NodeJS.ProcessEnv): SimulatorConfig {
  const pace = int(env.SIMULATOR_PACE, 1);
  return {
    // A real server never invents folders unless asked to.
    enabled: env.SIMULATOR ? env.SIMULATOR === 'on' : !env.DATABASE_URL,
    seed: Math.trunc(int(env.SIMULATOR_SEED, 1)),
    pace: pace > 0 ? pace : 1,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: Math.max(2, int(env.DATABASE_POOL_MAX, 10)),
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || false,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    oauthClientId: env.OAUTH_CLIENT_ID ?? 'backoffice',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET ?? 'backoffice',
    // Empty: resolveTokenSecret() refuses to start on a real server, or keeps one in DATA_DIR.
    tokenSecret: env.TOKEN_SECRET ?? '',
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 1800),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_SECONDS, 30 * 24 * 3600),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginLockSeconds: int(env.LOGIN_LOCK_SECONDS, 300),
    oauthRateLimit: int(env.OAUTH_RATE_LIMIT, 60),
    // Empty: main.ts starts a local fake of the address API (the demo has no internet).
    geocoderUrl: env.GEOCODER_URL ?? '',
    geocoderTimeoutMs: int(env.GEOCODER_TIMEOUT_MS, 5000),
    webfleet: {
      url: env.WEBFLEET_URL || undefined,
      account: env.WEBFLEET_ACCOUNT ?? '',
      username: env.WEBFLEET_USERNAME ?? '',
      password: env.WEBFLEET_PASSWORD ?? '',
      apiKey: env.WEBFLEET_APIKEY ?? '',
      timeoutMs: int(env.WEBFLEET_TIMEOUT_MS, 10_000),
    },
    nomad: { url: env.NOMAD_URL || undefined, token: env.NOMAD_TOKEN ?? '' },
    webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : undefined,
    tileUrl: env.TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    // Quiet by default: warnings and errors only; LOG_LEVEL=info logs every request.
    logLevel: env.LOG_LEVEL || 'warn',
    seedDemo: env.SEED_DEMO !== 'false',
    e2eFixtures: env.E2E_FIXTURES === '1',
    simulator: simulatorConfig(env),
    // Empty: resolveSecretsKey() refuses to start on a real server, or keeps one in DATA_DIR.
    secretsKey: env.SECRETS_KEY ?? '',
    connectors: { schedule: env.CONNECTORS_SCHEDULE !== 'off' },
    publicUrl: (env.PUBLIC_URL || `http://localhost:${int(env.PORT, 8080)}`).replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM || 'Plateau <noreply@plateau.local>' },
    reports: {
      scheduleSeconds: int(env.REPORT_SCHEDULE_SECONDS, 60),
      demoSftpPort: env.DEMO_SFTP_PORT ? int(env.DEMO_SFTP_PORT, 0) : undefined,
    },
    routing: { url: env.ROUTING_URL || undefined, timeoutMs: int(env.ROUTING_TIMEOUT_MS, 3000) },
    trackingRateLimit: int(env.TRACKING_RATE_LIMIT, 60),
    sms: { apiUrl: env.SMS_API_URL || undefined, apiToken: env.SMS_API_TOKEN ?? '' },
    paymentProvider: { url: env.PAYMENT_PROVIDER_URL || undefined },
    outbound: {
      allow: (env.OUTBOUND_ALLOW ?? '').split(/[\s,]+/).filter((entry) => entry !== ''),
      timeoutMs: int(env.OUTBOUND_TIMEOUT_MS, 10_000),
    },
  };
}

export { ConfigError };

export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * A secret the server needs from the environment (`name`). Required with DATABASE_URL or
 * NODE_ENV=production (a public default would be a public secret); the embedded demo generates
 * one on first start and keeps it in DATA_DIR/`file` (mode 0600), so it survives a restart.
 */
function resolveStoredSecret(
  config: Config,
  env: NodeJS.ProcessEnv,
  secret: { name: string; file: string; generate: () => string; french: string; english: string },
): string {
  const given = env[secret.name];
  if (given) return given;
  if (config.databaseUrl || env.NODE_ENV === 'production') {
    throw new ConfigError(
      `${secret.name} est obligatoire avec DATABASE_URL ou NODE_ENV=production : ${secret.french}\n` +
        `${secret.name} is required with DATABASE_URL or NODE_ENV=production: ${secret.english}`,
    );
  }
  const file = join(config.dataDir, secret.file);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const value = secret.generate();
  writeFileSync(file, `${value}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return value;
}

/** The secret that signs access tokens (TOKEN_SECRET). */
export function resolveTokenSecret(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  return resolveStoredSecret(config, env, {
    name: 'TOKEN_SECRET',
    file: TOKEN_SECRET_FILE,
    generate: () => randomBytes(32).toString('base64url'),
    french: 'définissez une valeur secrète et aléatoire (par exemple `openssl rand -hex 32`).',
    english: 'set a random secret value (e.g. `openssl rand -hex 32`).',
  });
}

export const SECRETS_KEY_FILE = 'secrets-key';

/** The key that encrypts stored secrets (SECRETS_KEY, lib/secret-box.ts). */
export function resolveSecretsKey(config: Config, env: NodeJS.ProcessEnv = process.env): string {
  return resolveStoredSecret(config, env, {
    name: 'SECRETS_KEY',
    file: SECRETS_KEY_FILE,
    generate: () => randomBytes(32).toString('base64'),
    french: 'définissez une clé aléatoire de 32 octets (par exemple `openssl rand -base64 32`).',
    english: 'set a random 32-byte key (e.g. `openssl rand -base64 32`).',
  });
}
