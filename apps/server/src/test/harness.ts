import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import { loadConfig, type Config } from '../config.ts';
import { buildApp, type App } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed/index.ts';
import { demoExtensions } from '../demo/demo-extensions.ts';

export const onPostgres = process.env.TEST_DB === 'postgres';

/**
 * A fresh database per test file, already migrated and seeded: in-memory PGlite loaded from the
 * run's template dump, or on PostgreSQL a copy of the run's template database, dropped
 * afterwards, so test files run in parallel (test/global-setup.ts builds the templates).
 */
export async function createTestDatabase(): Promise<{
  database: Database;
  url?: string;
  drop(): Promise<void>;
}> {
  if (!onPostgres) {
    const loadDataDir = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openDatabase({ dataDir: 'memory://', loadDataDir });
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
  const name = `plateau_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplate')}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      // pool.end() resolves before its sockets close; dropping with force then kills them mid-goodbye.
      for (let tries = 0; tries < 100; tries++) {
        const { rows } = await admin.query<{ n: number }>(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
  config: Config;
  /** A token pair for a demo login. */
  signIn(login: string): Promise<{ access_token: string; refresh_token: string }>;
  /** The Authorization header of a demo login. */
  bearer(login: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** The secret test servers sign with (production refuses to start without its own). */
export const TEST_TOKEN_SECRET = 'plateau-test-secret';

/** The key test servers seal stored secrets with (32 bytes, base64). */
export const TEST_SECRETS_KEY = Buffer.alloc(32, 7).toString('base64');

export const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestContext> {
  const { database, drop } = await createTestDatabase();
  await migrate(database);
  await seedDemo(database.db);
  const config: Config = {
    ...loadConfig({}),
    webDir: '/nonexistent',
    tokenSecret: TEST_TOKEN_SECRET,
    secretsKey: TEST_SECRETS_KEY,
    // A test drives the simulator itself (simulator.test.ts), never in the background.
    simulator: { enabled: false, seed: 1, pace: 1 },
    // Report tests run the schedule themselves (report-schedule.test.ts).
    reports: { scheduleSeconds: 0, demoSftpPort: undefined },
    // Connector tests run the polls themselves (runConnector).
    connectors: { schedule: false },
    ...overrides,
  };
  // Tests sign in far more often than a person: the per-address limit has its own test.
  config.oauthRateLimit = overrides.oauthRateLimit ?? 1_000_000;
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: 'error' } : false,
    extensions: demoExtensions(config),
  });
  const tokens = new Map<string, { access_token: string; refresh_token: string }>();
  const signIn = async (login: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: login, password: login }).toString(),
    });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${login} failed: ${response.body}`);
    return response.json<{ access_token: string; refresh_token: string }>();
  };
  return {
    app,
    database,
    config,
    signIn,
    async bearer(login) {
      if (!tokens.has(login)) tokens.set(login, await signIn(login));
      return { authorization: `Bearer ${tokens.get(login)!.access_token}` };
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
