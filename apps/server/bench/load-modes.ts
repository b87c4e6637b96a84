import { freshPglite, freshPostgres, postgresAdminUrl } from './databases.ts';
import { writeResults } from './results.ts';

/**
 * The load and memory modes of `npm run bench` (issue 24): BENCH_ONLY=mixed, mixed-costs, websocket,
 * soak or demo-memory. True when `only` named one of them and it ran.
 */
export async function runLoadMode(only: string | undefined, seconds: number): Promise<boolean> {
  // BENCH_ONLY=mixed: the mixed load (issue 24 §3) on PostgreSQL, one instance at 150 req/s, then two
  // behind nginx at 300 req/s (BENCH_MIXED_SECONDS, default 60).
  if (only === 'mixed') {
    const mixedUrl = postgresAdminUrl();
    if (!mixedUrl) throw new Error('BENCH_ONLY=mixed needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const { benchMixed } = await import('./mixed.ts');
    const mixedSeconds = Number(process.env.BENCH_MIXED_SECONDS) || 60;
    await benchMixed(await freshPostgres(mixedUrl), {
      rate: 150,
      seconds: mixedSeconds,
      instances: 1,
      p95GoalMs: 100,
    });
    await benchMixed(await freshPostgres(mixedUrl), {
      rate: 300,
      seconds: mixedSeconds,
      instances: 2,
      p95GoalMs: 250,
    });
    writeResults('Plateau benchmark — mixed load');
    return true;
  }

  // BENCH_ONLY=mixed-costs: each kind of request of the mix alone, the server's and PostgreSQL's CPU per
  // request (where the mixed load's time goes), BENCH_SECONDS each.
  if (only === 'mixed-costs') {
    const costsUrl = postgresAdminUrl();
    if (!costsUrl) throw new Error('BENCH_ONLY=mixed-costs needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const { benchMixedCosts } = await import('./mixed-costs.ts');
    await benchMixedCosts(await freshPostgres(costsUrl), Math.min(seconds, 5));
    return true;
  }

  // BENCH_ONLY=websocket: 1,000 live screens while 50 folder changes a second are committed (issue 24 §4),
  // on PostgreSQL (BENCH_WS_CLIENTS, default 1000; BENCH_WS_SECONDS, default 60).
  if (only === 'websocket') {
    const wsUrl = postgresAdminUrl();
    if (!wsUrl) throw new Error('BENCH_ONLY=websocket needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const { benchWebsocket } = await import('./websocket.ts');
    await benchWebsocket(await freshPostgres(wsUrl), {
      clients: Number(process.env.BENCH_WS_CLIENTS) || 1000,
      changesPerSecond: 50,
      seconds: Number(process.env.BENCH_WS_SECONDS) || 60,
    });
    writeResults('Plateau benchmark — live screens');
    return true;
  }

  // BENCH_ONLY=soak: the mixed load at 100 req/s for BENCH_SOAK_SECONDS (default 600) on PostgreSQL, RSS
  // growth after the first minute (issue 24 §5). BENCH_ONLY=demo-memory: the embedded demo with the
  // simulator for BENCH_DEMO_SECONDS (default 1800), its RSS. Both on the built server (npm run build).
  if (only === 'soak') {
    const soakUrl = postgresAdminUrl();
    if (!soakUrl) throw new Error('BENCH_ONLY=soak needs BENCH_DATABASE_URL or TEST_DATABASE_URL');
    const { benchSoak } = await import('./memory.ts');
    await benchSoak(await freshPostgres(soakUrl), Number(process.env.BENCH_SOAK_SECONDS) || 600);
    writeResults('Plateau benchmark — soak');
    return true;
  }
  if (only === 'demo-memory') {
    const { benchDemoMemory } = await import('./memory.ts');
    await benchDemoMemory(freshPglite(), Number(process.env.BENCH_DEMO_SECONDS) || 1800);
    writeResults('Plateau benchmark — embedded demo memory');
    return true;
  }

  return false;
}
