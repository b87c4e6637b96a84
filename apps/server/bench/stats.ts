import { bulkLogin } from '../src/demo/seed/bulk/bulk-accounts.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

const P95_AIM_MS = 150;
const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
const DAY_MS = 86_400_000;

/** The server's resident memory, asked from its process through /proc (Linux). */
async function serverRss(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * 'Mon tableau de bord' on the bulk data (issue 8): the by-truck and by-provider figures of the
 * largest account over the last 30 days, under load; then MissionReport.csv over a month and over
 * a year, read to the end, with rows per second and the server's peak memory while it streams.
 */
export async function benchStats(databaseUrl: string, seconds: number): Promise<void> {
  console.log('\nStatistics dashboard — PostgreSQL, bulk data (largest account)');
  const server = await spawnServer({ DATABASE_URL: databaseUrl });
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=password&username=${bulkLogin(1)}&password=bulk`,
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const headers = { authorization: `Bearer ${access_token}` };
    const now = Date.now();
    const period = (days: number) =>
      new URLSearchParams({
        startDate: new Date(now - days * DAY_MS).toISOString(),
        endDate: new Date(now).toISOString(),
      });

    for (const view of ['byTruck', 'byAssistanceProvider', 'byDay']) {
      const url = `${server.url}/api/stats/${view}?${period(30)}`;
      const sample = (await (await fetch(url, { headers })).json()) as {
        data?: { rows: { total: number }[] };
        rows?: { total: number }[];
      };
      const rows = sample.data?.rows ?? sample.rows ?? [];
      const missions = rows.reduce((sum, row) => sum + row.total, 0);
      const figures = await runLoad({ url, headers, connections: 10, seconds });
      const verdict = figures.p95 <= P95_AIM_MS ? 'within' : 'OVER';
      console.log(
        `  GET /api/stats/${view.padEnd(20)} 30 days, ${missions} missions  10 conn  ${formatFigures(figures)}  (${verdict} the ${P95_AIM_MS} ms aim)`,
      );
    }

    for (const days of [30, 365]) {
      const pid = server.pid;
      const before = await serverRss(pid);
      let peak = before;
      const sampler = setInterval(() => void serverRss(pid).then((rss) => (peak = Math.max(peak, rss))), 50);
      const started = performance.now();
      const response = await fetch(`${server.url}/api/stats/exportByMission?${period(days)}`, { headers });
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body!) {
        bytes += chunk.length;
        for (const byte of chunk) if (byte === 10) lines++;
      }
      clearInterval(sampler);
      const elapsed = (performance.now() - started) / 1000;
      const rows = lines - 1;
      const mb = (n: number) => (n / 1048576).toFixed(0);
      console.log(
        `  exportByMission ${String(days).padStart(3)} days: ${rows} rows, ${mb(bytes)} MB in ${elapsed.toFixed(2)} s = ${Math.round(rows / elapsed)} rows/s; server RSS ${mb(before)} MB before, peak ${mb(peak)} MB`,
      );
    }
  } finally {
    await server.stop();
  }
}
