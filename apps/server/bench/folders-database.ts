import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { bulkLogin } from '../src/demo/seed/bulk/bulk-accounts.ts';

const BENCH_FOLDERS_DATABASE = 'plateau_bench_folders';

export async function hasBulkData(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const result = await client.query('select 1 from users where login = $1', [bulkLogin(1)]);
    return result.rowCount === 1;
  } catch {
    return false; // no such database, or not migrated yet
  } finally {
    await client.end();
  }
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function runBulkSeed(url: string, folders: number, accounts: number): Promise<void> {
  const script = fileURLToPath(new URL('../src/demo/seed/bulk-cli.ts', import.meta.url));
  const child = fork(script, ['--folders', String(folders), '--accounts', String(accounts)], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: url },
  });
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`seed:bulk failed (code ${code})`)),
    ),
  );
}

/**
 * The PostgreSQL database holding the bulk folders: DATABASE_URL when it has them,
 * else `plateau_bench_folders` next to the admin URL. With BENCH_FOLDERS=1 a missing
 * load is done first (1M folders, 100 accounts; BENCH_FOLDERS_COUNT to change) and the
 * database is kept, so later runs find it. Undefined when the folders bench must not run.
 */
export async function foldersDatabase(adminUrl: string | undefined): Promise<string | undefined> {
  const requested = process.env.BENCH_FOLDERS === '1';
  const own = process.env.DATABASE_URL;
  if (own && (await hasBulkData(own))) return own;
  if (!adminUrl) return undefined;
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_FOLDERS_DATABASE}`;
  if (await hasBulkData(url.toString())) return url.toString();
  if (!requested) return undefined;
  const target = await ensureDatabase(adminUrl, BENCH_FOLDERS_DATABASE);
  console.log(
    `\nLoading the bulk folders into ${BENCH_FOLDERS_DATABASE} (kept for later runs; dropdb to remove it)`,
  );
  await runBulkSeed(target, Number(process.env.BENCH_FOLDERS_COUNT) || 1_000_000, 100);
  return target;
}
