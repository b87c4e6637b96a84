import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** A database the bench server runs on, given to it through its environment. */
export interface BenchDatabase {
  label: string;
  env: Record<string, string>;
  drop(): Promise<void>;
}

export function freshPglite(): BenchDatabase {
  const dir = mkdtempSync(join(tmpdir(), 'plateau-bench-'));
  return {
    label: 'PGlite (embedded)',
    env: { DATABASE_URL: '', DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A new database next to the one `adminUrl` names, dropped afterwards. */
export async function freshPostgres(adminUrl: string): Promise<BenchDatabase> {
  const name = `plateau_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label: `PostgreSQL (${url.host})`,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export const postgresAdminUrl = () =>
  process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;
