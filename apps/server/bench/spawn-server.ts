import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** The server process's id (the stats bench reads its memory). */
  pid: number;
}

/** Starts bench/server-process.ts (through tsx) with these environment variables. */
export function spawnServer(env: Record<string, string>): Promise<RunningServer> {
  const script = fileURLToPath(new URL('./server-process.ts', import.meta.url));
  const child = fork(script, {
    // BENCH_CPU_PROF=dir: each server writes a V8 CPU profile there when it stops (where the time goes).
    execArgv: [
      '--import',
      'tsx',
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    // The sign-in benches measure the server, not its per-address rate limit.
    // The demo's simulator would add its own load to what is measured.
    env: { ...process.env, LOG_LEVEL: 'warn', OAUTH_RATE_LIMIT: '100000000', SIMULATOR: 'off', ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message: { address: string }) =>
      resolve({ url: message.address, stop, pid: child.pid! }),
    );
    child.once('exit', (code) =>
      reject(new Error(`the bench server exited (code ${code}) before listening`)),
    );
  });
}
