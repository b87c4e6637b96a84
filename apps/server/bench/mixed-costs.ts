import { Agent, request as httpRequest } from 'node:http';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { seedDemoDatabase, startBuilt } from './built-server.ts';
import type { BenchDatabase } from './databases.ts';
import { prepareMix } from './mixed.ts';
import type { PlannedRequest } from './open-loop.ts';
import { cpuMs } from './process-cpu.ts';

/**
 * Where the mixed load's time goes (issue 24 §3): each kind of request of the mix alone, one at a
 * time for `seconds`, with the CPU it costs the server and PostgreSQL (every backend of the bench
 * database, pg-boss's included) per request, and the statements it sends (pg_stat_database's
 * transactions). CPU time changes less than latency with other work on the machine.
 */
export async function benchMixedCosts(bench: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nMixed load, cost of each kind of request — ${bench.label}, built server, ${seconds} s each`);
  const databaseUrl = bench.env.DATABASE_URL!;
  await seedDemoDatabase(databaseUrl);
  const server = await startBuilt({
    ...bench.env,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
    SIMULATOR: 'off',
  });
  const probe = new pg.Client({ connectionString: databaseUrl });
  await probe.connect();
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const postgresCpu = async () => {
    const { rows } = await probe.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [databaseName],
    );
    const times = await Promise.all(rows.map((row) => cpuMs(row.pid)));
    return new Map(rows.map((row, i) => [row.pid, times[i]!]));
  };
  const commits = async () =>
    Number(
      (
        await probe.query<{ n: string }>(
          'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
          [databaseName],
        )
      ).rows[0]!.n,
    );
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const plan = await prepareMix(server.url, databaseUrl);
    const kinds = new Map<string, number>();
    for (let i = 0; kinds.size < 10 && i < 1000; i++)
      if (!kinds.has(plan(i).label)) kinds.set(plan(i).label, i);
    const idle = await measure(seconds, async () => new Promise((r) => setTimeout(r, 50)));
    console.log(
      `  idle (background jobs): server ${idle.server.toFixed(0)} ms, PostgreSQL ${idle.postgres.toFixed(0)} ms, ${idle.transactions} transactions in ${seconds} s`,
    );
    for (const [label, first] of kinds) {
      let index = first;
      const sent = await measure(seconds, async () => {
        await send(server.url, agent, plan(index));
        // The same kind again (the mix's wheel comes back to it every few requests).
        do index++;
        while (plan(index).label !== label);
      });
      // What the background jobs cost meanwhile is not the request's.
      const share = sent.elapsedMs / idle.elapsedMs;
      const per = (value: number, background: number) =>
        ((value - background * share) / Math.max(1, sent.count)).toFixed(2);
      console.log(
        `  ${label.padEnd(20)} ${String(sent.count).padStart(5)} requests  server ${per(sent.server, idle.server)} ms  PostgreSQL ${per(sent.postgres, idle.postgres)} ms  ${per(sent.transactions, idle.transactions)} transactions  (${(sent.elapsedMs / Math.max(1, sent.count)).toFixed(1)} ms each)`,
      );
    }
  } finally {
    agent.destroy();
    await probe.end();
    await server.stop();
    await bench.drop();
  }

  async function measure(forSeconds: number, step: () => Promise<void>) {
    const serverBefore = await cpuMs(server.pid);
    const postgresBefore = await postgresCpu();
    const commitsBefore = await commits();
    const start = performance.now();
    let count = 0;
    while (performance.now() - start < forSeconds * 1000) {
      await step();
      count++;
    }
    const elapsedMs = performance.now() - start;
    const postgresAfter = await postgresCpu();
    let postgres = 0;
    for (const [pid, after] of postgresAfter) postgres += after - (postgresBefore.get(pid) ?? 0);
    return {
      count,
      elapsedMs,
      server: (await cpuMs(server.pid)) - serverBefore,
      postgres,
      // The probe's own two reads are not the server's.
      transactions: (await commits()) - commitsBefore - 2,
    };
  }
}

function send(baseUrl: string, agent: Agent, planned: PlannedRequest) {
  const url = new URL(planned.path, baseUrl);
  const body = planned.body === undefined ? undefined : JSON.stringify(planned.body);
  const headers: Record<string, string> = { ...planned.headers };
  if (body) headers['content-type'] = 'application/json';
  if (planned.method === 'POST') headers['idempotency-key'] = randomBytes(12).toString('hex');
  return new Promise<void>((resolve, reject) => {
    const req = httpRequest(url, { method: planned.method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode && res.statusCode < 400
          ? resolve()
          : reject(new Error(`${planned.label}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}
