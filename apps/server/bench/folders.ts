import pg from 'pg';
import { FolderListQuery } from '@plateau/contracts';
import { bulkLogin } from '../src/demo/seed/bulk/bulk-accounts.ts';
import { listFolders } from '../src/modules/folders/folders.service.ts';
import type { AuthContext } from '../src/lib/access-token.ts';
import { capturingDatabase, executionTime, planSummary } from './captured-sql.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';
import { record } from './results.ts';

const P95_AIM_MS = 30;
/** A statement slower than this deserves its plan printed. */
const PG_SLOW_MS = 5;
const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;

interface Scenario {
  label: string;
  query: string;
}

/** The largest bulk account, and values of its data the scenarios search for. */
async function largestAccount(
  pool: pg.Pool,
): Promise<{ auth: AuthContext; registration: string; folders: number }> {
  const { rows } = await pool.query<{
    user_id: number;
    account_id: number;
    folders: number;
    registration: string;
  }>(
    `select u.id as user_id, u.account_id,
       (select count(*)::int from folders f where f.account_id = u.account_id) as folders,
       (select registration from folders f where f.account_id = u.account_id order by f.id offset 1234 limit 1) as registration
     from users u where u.login = $1`,
    [bulkLogin(1)],
  );
  const row = rows[0]!;
  return {
    auth: {
      accountId: row.account_id,
      userId: row.user_id,
      nature: 'DEPANNEUR',
      assistanceProvider: null,
      role: 'ADMIN',
    },
    registration: row.registration,
    folders: row.folders,
  };
}

function scenarios(registration: string): Scenario[] {
  const day = 24 * 3600_000;
  const now = Date.now();
  const iso = (t: number) => new Date(t).toISOString();
  return [
    { label: 'default page', query: '' },
    { label: 'state filter (ACCEPTED)', query: 'folderState=ACCEPTED' },
    {
      label: `text: registration "${registration.slice(0, 6)}"`,
      query: `text=${encodeURIComponent(registration.slice(0, 6))}`,
    },
    { label: 'text: customer name "durand"', query: 'text=durand' },
    { label: 'date range (last 30 days)', query: `startDate=${iso(now - 30 * day)}&endDate=${iso(now)}` },
  ];
}

/**
 * GET /api/folders on the bulk data, as the largest account: autocannon's figures over
 * HTTP beside PostgreSQL's own execution time of the statements the list runs.
 */
export async function benchFolders(databaseUrl: string, seconds: number): Promise<void> {
  const capturing = capturingDatabase(databaseUrl);
  const server = await spawnServer({ DATABASE_URL: databaseUrl });
  try {
    const account = await largestAccount(capturing.pool);
    console.log(
      `\nGET /api/folders — PostgreSQL, largest bulk account (${account.folders} folders), 10 conn ${seconds} s`,
    );
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=password&username=${bulkLogin(1)}&password=bulk`,
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    const slow: string[] = [];
    for (const scenario of scenarios(account.registration)) {
      const url = `${server.url}/api/folders${scenario.query ? `?${scenario.query}` : ''}`;
      const check = await fetch(url, { headers });
      if (!check.ok) throw new Error(`${scenario.label}: HTTP ${check.status} ${await check.text()}`);
      const query = FolderListQuery.parse(Object.fromEntries(new URLSearchParams(scenario.query)));
      const statements = await capturing.capture((db) => listFolders(db, account.auth, query));
      const times = await Promise.all(statements.map((s) => executionTime(capturing.pool, s)));
      // One untimed second first: every pool connection prepares its statement and the JIT warms up.
      await runLoad({ url, headers, connections: 10, seconds: 1 });
      const figures = await runLoad({ url, headers, connections: 10, seconds });
      // One connection, no queueing: what a single request costs beside PostgreSQL's share.
      const alone = await runLoad({ url, headers, connections: 1, seconds: Math.min(seconds, 3) });
      const pgTotal = times.reduce((a, b) => a + b, 0);
      const each = times.map((t) => t.toFixed(1)).join(' + ');
      console.log(`  ${scenario.label.padEnd(34)} ${formatFigures(figures)}`);
      record(
        `GET /api/folders, bulk data: ${scenario.label}`,
        `p95 ${figures.p95.toFixed(1)} ms, ${figures.requestsPerSecond.toFixed(0)} req/s (10 conn)`,
        `p95 ≤ ${P95_AIM_MS} ms`,
        figures.p95 <= P95_AIM_MS && figures.failures === 0,
        figures.requestsPerSecond,
      );
      console.log(
        `  ${''.padEnd(34)} 1 conn: p50 ${alone.p50.toFixed(1)} ms; PostgreSQL executes it in ${pgTotal.toFixed(1)} ms ` +
          `(${each}): ${(alone.p50 / pgTotal).toFixed(1)}×`,
      );
      if (figures.p95 > P95_AIM_MS) {
        const slowestTime = Math.max(...times);
        const slowest = statements[times.indexOf(slowestTime)]!;
        slow.push(
          slowestTime < PG_SLOW_MS
            ? `${scenario.label}: p95 ${figures.p95.toFixed(1)} ms, PostgreSQL only ${pgTotal.toFixed(1)} ms: the time goes to the server or to waiting for a CPU`
            : `${scenario.label}: p95 ${figures.p95.toFixed(1)} ms, slowest statement ${slowestTime.toFixed(1)} ms:\n${await planSummary(capturing.pool, slowest)}`,
        );
      }
    }
    if (slow.length) console.log(`\nAbove the ${P95_AIM_MS} ms p95 aim:\n${slow.join('\n\n')}`);
  } finally {
    await server.stop();
    await capturing.pool.end();
  }
}
