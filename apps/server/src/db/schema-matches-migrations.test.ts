import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, onPostgres } from '../test/harness.ts';
import { migrationsFolder } from './migrate.ts';
import * as schema from './schema/index.ts';

/** The snapshot `npm run db:generate` diffs the schema against: the last one in meta/. */
function latestSnapshot(): Parameters<typeof generateMigration>[0] {
  const meta = join(migrationsFolder(), 'meta');
  const last = readdirSync(meta)
    .filter((name) => name.endsWith('_snapshot.json'))
    .sort()
    .at(-1)!;
  return JSON.parse(readFileSync(join(meta, last), 'utf8'));
}

/**
 * What drizzle-kit's introspection cannot read back and so always proposes again, though the
 * database holds it: GIN indexes with an operator class (it loses `gin_trgm_ops`) and a column
 * default that is an expression. Anything else it proposes is a real difference.
 */
const INTROSPECTION_BLIND_SPOTS = [
  /^DROP INDEX "[a-z_]+_trgm_idx";$/,
  /^CREATE INDEX "[a-z_]+_trgm_idx" ON "[a-z_]+" USING gin \(.*gin_trgm_ops\);$/,
  /^ALTER TABLE "folders" ALTER COLUMN "order_no" SET DEFAULT \('OT' \|\| nextval\('folders_order_no_seq'\)::text\);$/,
];

/**
 * The statements `drizzle-kit push` finds it must run for this (throwaway) database to match the
 * schema, read from its verbose output; it then runs them, which a copy of the template can take.
 */
function schemaDifferences(url: string): string[] {
  const cli = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
  const args = ['push', '--dialect', 'postgresql', '--schema', SCHEMA_FILE, '--url', url, '--verbose'];
  const run = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', timeout: 60_000 });
  const output = `${run.stdout}${run.stderr}`;
  if (output.includes('No changes detected')) return [];
  const listed = /You are about to execute current statements:([\s\S]*?)\[✓\]/.exec(output);
  if (!listed) throw new Error(`drizzle-kit push said:\n${output}`);
  return listed[1]!
    .split('\n')
    .map((statement) => statement.trim())
    .filter(
      (statement) => statement && !INTROSPECTION_BLIND_SPOTS.some((pattern) => pattern.test(statement)),
    );
}

const SCHEMA_FILE = fileURLToPath(new URL('./schema/index.ts', import.meta.url));

describe('the migrations', () => {
  it('are in step with the schema: `npm run db:generate` on a clean tree writes nothing', async () => {
    const previous = latestSnapshot();
    const current = generateDrizzleJson(schema, previous.id);
    expect(await generateMigration(previous, current)).toEqual([]);
  });

  // drizzle-kit reads a live database's catalogue with its own PostgreSQL client (its API's push
  // cannot run on PGlite's driver); the SQL files are the same on both databases.
  if (onPostgres)
    it('build exactly the tables, columns, keys and indexes the Drizzle schema describes', async () => {
      const { url, drop } = await createTestDatabase();
      try {
        expect(schemaDifferences(url!)).toEqual([]);
      } finally {
        await drop();
      }
    });
});
