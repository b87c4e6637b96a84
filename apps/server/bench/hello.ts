import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatFigures, runLoad } from './load.ts';
import { setHelloWorld } from './results.ts';

/**
 * A Fastify hello-world measured in the same run, with the same client and connections as
 * GET /api/account: what this machine can do at best, so that each figure reads as a ratio.
 */
export async function benchHelloWorld(seconds: number): Promise<number> {
  const child = fork(fileURLToPath(new URL('./hello-server.ts', import.meta.url)), {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { address: string }) => resolve(message.address));
    child.once('exit', () => reject(new Error('the hello-world server exited')));
  });
  try {
    await runLoad({ url, connections: 50, seconds: 2 });
    const figures = await runLoad({ url, connections: 50, seconds });
    console.log(
      `\nFastify hello-world   50 conn ${String(seconds).padStart(2)} s  ${formatFigures(figures)}`,
    );
    setHelloWorld(figures.requestsPerSecond);
    return figures.requestsPerSecond;
  } finally {
    child.kill('SIGTERM');
  }
}
