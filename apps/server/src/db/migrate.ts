import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Database } from './client.ts';

/** The committed migrations, found from this file whether it runs from src/ or from the dist bundle. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return join(dir, 'src/db/migrations');
}

/**
 * The advisory lock key the instances of one database take while they migrate ('plateau-migrate'
 * as a number): several instances started together migrate one after the other, the later ones
 * finding nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 7_245_861_330_915;

/** PGlite has one process: its migrations are kept one after the other by a promise chain instead. */
const pgliteMigrations = new WeakMap<object, Promise<void>>();

export async function migrate(database: Database): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (database.kind === 'pglite') {
    const previous = pgliteMigrations.get(database.client) ?? Promise.resolve();
    const current = previous
      .catch(() => undefined)
      .then(() => migratePglite(database.db as unknown as PgliteDatabase, config));
    pgliteMigrations.set(database.client, current);
    await current;
    return;
  }
  // The lock belongs to a session: one connection of the pool holds it while others migrate.
  const lock = await database.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as unknown as NodePgDatabase, config);
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    lock.release();
  }
}
