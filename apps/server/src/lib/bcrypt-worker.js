// The bcrypt worker of lib/password-hasher.ts: compares (or hashes) passwords off the main event
// loop. Plain JavaScript so that it runs as it is from the sources (tsx, vitest) and, copied by
// build.mjs, next to dist/main.js.
import { parentPort } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

parentPort.on('message', (task) => {
  try {
    const result =
      task.op === 'compare'
        ? bcrypt.compareSync(task.password, task.hash)
        : bcrypt.hashSync(task.password, task.rounds);
    parentPort.postMessage({ id: task.id, result });
  } catch (error) {
    parentPort.postMessage({ id: task.id, error: error instanceof Error ? error.message : String(error) });
  }
});
