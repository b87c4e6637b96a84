import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/demo/seed/index.ts';
import type { RunningServer } from './spawn-server.ts';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/**
 * The built server (`npm start`: dist/main.js), as users run it: memory and capacity are measured on
 * it, not on a tsx process, whose compiler and per-module source maps hold tens of MB more.
 * BENCH_CPU_PROF=dir: it writes a V8 CPU profile there when it stops.
 */
export async function startBuilt(env: Record<string, string>): Promise<RunningServer> {
  const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));
  if (!existsSync(main)) throw new Error('dist/main.js is missing: npm run build first');
  const port = await freePort();
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const flags = (process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...profile, main], {
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

/**
 * The built server seeds the demo only on its embedded database: on PostgreSQL the bench migrates
 * and seeds before starting it, as an operator's first deployment would load its data.
 */
export async function seedDemoDatabase(databaseUrl: string): Promise<void> {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await migrate(database);
    await seedDemo(database.db);
  } finally {
    await database.close();
  }
}
