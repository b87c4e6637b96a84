import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { AppError } from './errors.ts';

/**
 * bcrypt off the event loop (issue 12, point 4): a comparison costs tens of milliseconds of CPU,
 * and a flood of sign-ins ran them on the main thread, so every other user's call waited behind
 * them. They run in a small pool of worker threads instead (bcrypt-worker.js, copied next to
 * dist/main.js by build.mjs); the main thread keeps answering.
 */

type Task =
  | { op: 'compare'; password: string; hash: string }
  | { op: 'hash'; password: string; rounds: number };
interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Past this many comparisons waiting, a sign-in is refused at once rather than queued for long. */
const MAX_QUEUED = 500;
const WORKER_URL = new URL('./bcrypt-worker.js', import.meta.url);

const size = Math.max(1, Math.min(4, availableParallelism() - 1));
const slots: Array<Slot | undefined> = [];
let nextId = 1;

function start(index: number): Slot {
  const worker = new Worker(WORKER_URL);
  // The pool never keeps the process alive: a server or a test run ends without closing it.
  worker.unref();
  const slot: Slot = { worker, pending: new Map() };
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const task = slot.pending.get(message.id);
    if (!task) return;
    slot.pending.delete(message.id);
    if (message.error !== undefined) task.reject(new Error(message.error));
    else task.resolve(message.result);
  });
  const fail = (error: Error) => {
    // A dead worker is replaced by the next task; what it held fails.
    if (slots[index] === slot) slots[index] = undefined;
    for (const task of slot.pending.values()) task.reject(error);
    slot.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)));
  slots[index] = slot;
  return slot;
}

/** The least busy worker, started when first needed. */
function pick(): Slot {
  let best: Slot | undefined;
  for (let index = 0; index < size; index++) {
    const slot = slots[index] ?? start(index);
    if (!best || slot.pending.size < best.pending.size) best = slot;
    if (slot.pending.size === 0) break;
  }
  return best!;
}

function run<T>(task: Task): Promise<T> {
  const slot = pick();
  if (slot.pending.size >= MAX_QUEUED / size) {
    return Promise.reject(
      new AppError(503, 'temporarily_unavailable', 'Trop de connexions en cours : réessayez dans un instant'),
    );
  }
  const id = nextId++;
  return new Promise<T>((resolve, reject) => {
    slot.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
    slot.worker.postMessage({ id, ...task });
  });
}

/** bcrypt.compare in a worker thread. */
export const comparePassword = (password: string, hash: string): Promise<boolean> =>
  run<boolean>({ op: 'compare', password, hash });

/** bcrypt.hash in a worker thread. */
export const hashPassword = (password: string, rounds = 10): Promise<string> =>
  run<string>({ op: 'hash', password, rounds });
