import { drizzle } from 'drizzle-orm/node-postgres';
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
  let captured: CapturedQuery[] | undefined;
  // At the pool, not in Drizzle's logger: some repositories (the folder list) send their
  // prepared statements to the pool themselves.
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown];
    const values = typeof first === 'string' ? second : (first.values ?? second);
    captured?.push({
      sql: typeof first === 'string' ? first : first.text,
      params: Array.isArray(values) ? values : [],
    });
    return query(...args);
  }) as typeof pool.query;
  const db = drizzle(pool, { schema }) as unknown as Db;
  return {
    db,
    pool,
    /** Runs `work` and answers the statements it sent. */
    async capture(work: (db: Db) => Promise<unknown>): Promise<CapturedQuery[]> {
      const statements: CapturedQuery[] = [];
      captured = statements;
      try {
        await work(db);
      } finally {
        captured = undefined;
      }
      return statements;
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
