import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from '../demo/seed/index.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data directory dump, migrated and seeded once per run. */
    pgliteTemplate: string;
    /** A PostgreSQL database, migrated and seeded once per run, that each test file copies. */
    postgresTemplate: string;
  }
}

async function prepare(database: Database): Promise<void> {
  await migrate(database);
  await seedDemo(database.db);
}

/**
 * Every API test file starts from the migrated demo database. Building it once per run and
 * copying it per file (a data-directory dump for PGlite, `CREATE DATABASE … TEMPLATE` on
 * PostgreSQL) spares each file PGlite's initdb, the migrations and the seed's bcrypt hashes.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.name === 'server-postgres') return postgresTemplate(project);
  const database = await openDatabase({ dataDir: 'memory://' });
  await prepare(database);
  if (database.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = await database.client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(join(tmpdir(), 'plateau-pglite-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function postgresTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the server-postgres project');
  const name = `plateau_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  await prepare(database);
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
}
