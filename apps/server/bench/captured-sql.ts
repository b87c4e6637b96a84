import { drizzle } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import pg from 'pg';
import * as schema from '../src/db/schema/index.ts';
import type { Db } from '../src/db/client.ts';

export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A Drizzle database that records every statement it runs, so the benchmark explains
 * exactly the SQL the server's own repository functions send, not a copy of it.
 */
export function capturingDatabase(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let captured: CapturedQuery[] = [];
  const logger: Logger = { logQuery: (sql, params) => captured.push({ sql, params }) };
  const db = drizzle(pool, { schema, logger }) as unknown as Db;
  return {
    db,
    pool,
    /** Runs `work` and answers the statements it sent. */
    async capture(work: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
      captured = [];
      await work(db);
      return captured;
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** PostgreSQL's own execution time of a statement (median of `runs`, cache warm), in ms. */
export async function executionTime(pool: pg.Pool, query: CapturedQuery, runs = 5): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await pool.query<{ 'QUERY PLAN': Array<{ 'Execution Time': number }> }>(
      `explain (analyze, format json) ${query.sql}`,
      query.params,
    );
    times.push(result.rows[0]!['QUERY PLAN'][0]!['Execution Time']);
  }
  return median(times);
}

/** The plan's top node, to name what PostgreSQL did when a scenario is slow. */
export async function planSummary(pool: pg.Pool, query: CapturedQuery): Promise<string> {
  const result = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (format text) ${query.sql}`,
    query.params,
  );
  return result.rows.map((row) => row['QUERY PLAN']).join('\n');
}
