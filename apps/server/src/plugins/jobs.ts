import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import { pgBossExecutorOn } from '../db/pg-boss-pglite.ts';

/** Background work, behind one small interface (pg-boss today). */
export interface Jobs {
  /**
   * Runs `handler` about every `seconds`, on one server instance at a time, until the server
   * closes. A failure is logged and the next run comes all the same.
   */
  every(name: string, seconds: number, handler: () => Promise<void>): Promise<void>;
  /**
   * Names the handler of the one-off jobs of queue `name` (at start: no database work). With
   * `retry`, a handler that throws is run again, up to `limit` more times, `delaySeconds` apart
   * (doubling); without, a failure is logged and the job ends.
   */
  define<T extends object>(name: string, handler: (data: T) => Promise<void>, options?: JobOptions): void;
  /**
   * Queues one job for the handler `define` named; it runs soon, on one instance. Workers of a
   * queue start with its first job sent by this instance, so test servers that send none never
   * start pg-boss.
   */
  send<T extends object>(name: string, data: T): Promise<void>;
}

export interface JobOptions {
  retry?: { limit: number; delaySeconds: number };
  /** Jobs taken together at each poll and run side by side (default 1): for many short jobs. */
  batchSize?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** pg-boss keeps its queues in this schema of the application's database. */
export const JOBS_SCHEMA = 'pgboss';

function createBoss(database: Database): PgBoss {
  const common = { schema: JOBS_SCHEMA, application_name: 'plateau-jobs' };
  if (database.kind === 'pglite') return new PgBoss({ ...common, db: pgBossExecutorOn(database.client) });
  return new PgBoss({ ...common, connectionString: database.url, max: 2 });
}

/**
 * Creates queue `name` unless it exists. Instances started together create the same queues at
 * once, and pg-boss's create_queue (a new partition each) can then deadlock: the loser finds the
 * queue made by the winner, or tries again.
 */
async function ensureQueue(boss: PgBoss, name: string, options: Parameters<PgBoss['createQueue']>[1]) {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name, options);
      return;
    } catch (error) {
      if (attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}

/**
 * A recurring job is a chain: each run queues the next one `seconds` later. The queue is
 * 'stately' (at most one job waiting and one running), so several instances, or the minutely
 * schedule that restarts a chain broken by a crash, never make two runs at once.
 */
async function startChain(
  boss: PgBoss,
  log: FastifyBaseLogger,
  name: string,
  seconds: number,
  handler: () => Promise<void>,
) {
  await ensureQueue(boss, name, { name, policy: 'stately' });
  const pollingIntervalSeconds = Math.max(0.5, Math.min(2, seconds / 2));
  await boss.work(name, { pollingIntervalSeconds }, async () => {
    try {
      await handler();
    } catch (error) {
      log.error({ err: error, job: name }, 'la tâche de fond a échoué');
    } finally {
      await boss.send(name, {}, { startAfter: seconds });
    }
  });
  await boss.schedule(name, '* * * * *');
  await boss.send(name, {});
}

/**
 * A one-off queue's worker: by default a failure is logged, not retried (the handler reports its
 * own outcome to the user; a second run would only repeat the same message). A queue defined
 * with `retry` lets pg-boss run a failed job again (sending an SMS to a provider that was down).
 */
async function startWorker(
  boss: PgBoss,
  log: FastifyBaseLogger,
  name: string,
  { handler, options }: Definition,
) {
  const retry = options?.retry;
  await ensureQueue(
    boss,
    name,
    retry
      ? { name, retryLimit: retry.limit, retryDelay: retry.delaySeconds, retryBackoff: true }
      : { name, retryLimit: 0 },
  );
  const batchSize = options?.batchSize ?? 1;
  await boss.work<object>(name, { pollingIntervalSeconds: 0.5, batchSize }, async (jobs) => {
    // Each job of a batch stands alone: one failing is failed (and retried) by itself.
    const outcomes = await Promise.allSettled(jobs.map((job) => handler(job.data)));
    for (const [index, outcome] of outcomes.entries()) {
      if (outcome.status === 'fulfilled') continue;
      log.error({ err: outcome.reason, job: name }, 'la tâche de fond a échoué');
      if (retry)
        await boss.fail(name, jobs[index]!.id, { message: String((outcome.reason as Error)?.message) });
    }
  });
}

interface Definition {
  handler: (data: object) => Promise<void>;
  options?: JobOptions;
}

/** pg-boss starts with the first job (most test servers never schedule one) and stops with the server. */
export const jobsPlugin = fp(async (app, opts: { database: Database }) => {
  let started: Promise<PgBoss> | null = null;
  const boss = () =>
    (started ??= (async () => {
      const instance = createBoss(opts.database);
      instance.on('error', (error) => app.log.error({ err: error }, 'erreur du gestionnaire de tâches'));
      await instance.start();
      return instance;
    })());
  const handlers = new Map<string, Definition>();
  const workers = new Map<string, Promise<void>>();
  const workerOf = async (name: string) => {
    const handler = handlers.get(name);
    if (!handler) throw new Error(`aucune tâche « ${name} » n'est définie`);
    const instance = await boss();
    let worker = workers.get(name);
    if (!worker) workers.set(name, (worker = startWorker(instance, app.log, name, handler)));
    await worker;
    return instance;
  };
  app.decorate('jobs', {
    every: async (name, seconds, handler) => startChain(await boss(), app.log, name, seconds, handler),
    define: (name, handler, options) =>
      void handlers.set(name, { handler: handler as (data: object) => Promise<void>, options }),
    send: async (name, data) => void (await (await workerOf(name)).send(name, data)),
  } satisfies Jobs);
  // Before the database closes: a running job finishes, nothing new starts.
  app.addHook('onClose', async () => {
    if (started) await (await started).stop({ graceful: true, wait: true, timeout: 10_000 });
  });
});
