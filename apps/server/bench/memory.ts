import { randomBytes } from 'node:crypto';
import { seedDemoDatabase, startBuilt } from './built-server.ts';
import type { BenchDatabase } from './databases.ts';
import { prepareMix } from './mixed.ts';
import { mb, rssOf, runOpenLoop } from './open-loop.ts';
import { record } from './results.ts';

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
  await seedDemoDatabase(bench.env.DATABASE_URL!);
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
    for (const [kind, f] of figures.byLabel)
      if (f.errors) console.log(`    ${kind.padEnd(22)} ${f.errors} errors of ${f.count}`);
    for (const error of figures.firstErrors) console.log(`    error: ${error}`);
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
