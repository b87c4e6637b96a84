import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; client: PGlite; close(): Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; url: string; close(): Promise<void> };

/**
 * The embedded database lives in the server's own memory, and WebAssembly memory once touched is
 * never given back: PGlite's defaults (128 MB of shared buffers, 64 MB for maintenance) would end
 * up in the demo's RSS (issue 24 §5). The demo's data fits in far less.
 */
const EMBEDDED_MEMORY_SETTINGS = ['-c', 'shared_buffers=24MB', '-c', 'maintenance_work_mem=16MB'];

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL connections for requests (DATABASE_POOL_MAX); the LISTEN and pg-boss ones are extra. */
  databasePoolMax?: number;
  /** A PGlite data directory dump to start from (tests copy one prepared database). */
  loadDataDir?: Blob;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.databasePoolMax ?? 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, url: opts.databaseUrl, close: () => pool.end() };
  }
  if (!opts.dataDir.startsWith('memory://')) mkdirSync(opts.dataDir, { recursive: true });
  const client = await PGlite.create(opts.dataDir, {
    extensions: { btree_gin, pg_trgm },
    loadDataDir: opts.loadDataDir,
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_MEMORY_SETTINGS],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { kind: 'pglite', db, client, close: () => client.close() };
}
