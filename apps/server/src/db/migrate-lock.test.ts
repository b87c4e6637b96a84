import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { migrate, migrationsFolder } from './migrate.ts';
import { onPostgres } from '../test/harness.ts';

const journalLength = () =>
  (JSON.parse(readFileSync(join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

describe('migrations started together', () => {
  it('on one embedded database, run one after the other: the second finds nothing to do', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      await Promise.all([migrate(database), migrate(database)]);
      if (database.kind !== 'pglite') throw new Error('expected PGlite');
      const applied = await database.client.query<{ n: number }>(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]!.n).toBe(journalLength());
    } finally {
      await database.close();
    }
  });

  // Several instances share a database only on PostgreSQL (deploy/nginx.conf): this case exists in
  // the PostgreSQL run only, rather than showing as skipped.
  if (onPostgres)
    it('by instances on an empty PostgreSQL database, run once: the other instance waits for the lock and finds nothing to do', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = `plateau_migrate_${randomBytes(6).toString('hex')}`;
      await admin.query(`create database ${name}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const first = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      const second = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
      try {
        // Without the lock, both create the same tables at once and one fails ("already exists").
        await Promise.all([migrate(first), migrate(second)]);
        if (first.kind !== 'postgres') throw new Error('expected PostgreSQL');
        const applied = await first.pool.query<{ n: number }>(
          'select count(*)::int as n from drizzle.__drizzle_migrations',
        );
        expect(applied.rows[0]!.n).toBe(journalLength());
        const tables = await first.pool.query<{ n: number }>(
          "select count(*)::int as n from information_schema.tables where table_name in ('folders', 'rate_limit_hits')",
        );
        expect(tables.rows[0]!.n).toBe(2);
      } finally {
        await first.close();
        await second.close();
        // pool.end() resolves before its sockets close: wait for them before dropping the database.
        for (let tries = 0; tries < 100; tries++) {
          const open = await admin.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (open.rows[0]?.n === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    });
});
