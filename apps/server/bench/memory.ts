import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/db/seed/index.ts';
import type { BenchDatabase } from './databases.ts';
import { prepareMix } from './mixed.ts';
import { mb, rssOf, runOpenLoop } from './open-loop.ts';
import { record } from './results.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The built server (`npm start`: dist/main.js), as users run it: memory is measured on it, not on
 * the bench's tsx process, whose compiler holds tens of MB more.
 */
async function startBuilt(env: Record<string, string>) {
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  if (!existsSync(main)) throw new Error('dist/main.js is missing: npm run build first');
  const port = await freePort();
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      OAUTH_RATE_LIMIT: '100000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${url}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (child.exitCode !== null || tries > 600) throw new Error('the built server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** RSS every `everyMs` until stopped: the samples, in MB. */
function sampleRss(pid: number, everyMs: number) {
  const samples: { at: number; rss: number }[] = [];
  const start = performance.now();
  const timer = setInterval(
    () => void rssOf(pid).then((rss) => samples.push({ at: (performance.now() - start) / 1000, rss })),
    everyMs,
  );
  return { samples, stop: () => clearInterval(timer) };
}

/**
 * §5 soak: the mixed load at 100 req/s for `seconds` (600 for the goal) on PostgreSQL; memory may
 * grow by less than 10 % from the end of the first minute to the end.
 */
export async function benchSoak(bench: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nSoak — ${bench.label}: the mixed load at 100 req/s for ${seconds} s, built server`);
  const database = await openDatabase({ databaseUrl: bench.env.DATABASE_URL, dataDir: '' });
  await migrate(database);
  await seedDemo(database.db);
  await database.close();
  const server = await startBuilt({
    ...bench.env,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    SECRETS_KEY: randomBytes(32).toString('base64'),
  });
  try {
    const plan = await prepareMix(server.url, bench.env.DATABASE_URL!);
    const sampler = sampleRss(server.pid, 5000);
    const figures = await runOpenLoop(server.url, 100, seconds, plan);
    sampler.stop();
    const afterMinute = sampler.samples.find((s) => s.at >= 60)?.rss ?? sampler.samples[0]?.rss ?? 0;
    const end = await rssOf(server.pid);
    const growth = afterMinute ? ((end - afterMinute) / afterMinute) * 100 : NaN;
    console.log(
      `  ${figures.requests} requests, p95 ${figures.p95.toFixed(1)} ms, ${figures.errors} errors; RSS ${mb(afterMinute)} after the first minute, ${mb(end)} at the end (${growth.toFixed(1)} %)`,
    );
    console.log(`  RSS every 5 s: ${sampler.samples.map((s) => (s.rss / 1048576).toFixed(0)).join(' ')}`);
    record(
      `Soak, mixed load at 100 req/s for ${seconds} s: RSS growth after the first minute`,
      `${growth.toFixed(1)} % (${mb(afterMinute)} → ${mb(end)}), ${figures.errors} errors`,
      '< 10 %',
      growth < 10 && figures.errors === 0,
    );
  } finally {
    await server.stop();
    await bench.drop();
  }
}

/**
 * §5 demo: the embedded demo (PGlite, the simulator on) left running `seconds` (1,800 for the
 * goal): RSS after start, at the end, and at its peak; goal ≤ 350 MB at the end.
 */
export async function benchDemoMemory(bench: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nEmbedded demo — ${bench.label}, the simulator on, ${seconds} s, built server`);
  const server = await startBuilt({ ...bench.env, SIMULATOR: 'on' });
  try {
    const started = await rssOf(server.pid);
    const sampler = sampleRss(server.pid, 10_000);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    sampler.stop();
    const end = await rssOf(server.pid);
    const peak = Math.max(end, ...sampler.samples.map((s) => s.rss));
    console.log(`  RSS ${mb(started)} after start, ${mb(end)} after ${seconds} s, peak ${mb(peak)}`);
    record(
      `Embedded demo, simulator on, RSS after ${seconds} s`,
      `${mb(end)} (${mb(started)} after start, peak ${mb(peak)})`,
      '≤ 350 MB',
      end <= 350 * 1048576,
    );
  } finally {
    await server.stop();
    await bench.drop();
  }
}
