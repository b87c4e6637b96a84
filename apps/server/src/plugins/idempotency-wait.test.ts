import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { accountOfLogin } from '../test/invoice-fixtures.ts';
import { createTestDatabase } from '../test/harness.ts';
import { errorsPlugin } from './errors.ts';
import { idempotencyPlugin } from './idempotency.ts';

/** A gate a route waits at, and a signal that the route has started. */
function gate() {
  let open!: () => void;
  let started!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const running = new Promise<void>((resolve) => (started = resolve));
  return { open, opened, started, running };
}

let database: Database;
let drop: () => Promise<void>;
let app: FastifyInstance;
let slow = gate();
let slowRuns = 0;
let flakyRuns = 0;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  const accountId = await accountOfLogin(database.db, 'depanneur');
  app = Fastify();
  app.decorate('db', database.db);
  await app.register(errorsPlugin);
  app.decorateRequest('auth', null as never);
  app.addHook('onRequest', async (request) => {
    request.auth = {
      accountId,
      userId: 1,
      nature: 'DEPANNEUR',
      assistanceProvider: null,
      role: 'ADMIN',
      sessionEpoch: 0,
    };
  });
  await app.register(idempotencyPlugin, { waitMs: 400, pollMs: 20 });
  app.post('/slow', { config: { idempotent: true } }, async () => {
    slowRuns += 1;
    slow.started();
    await slow.opened;
    return { run: slowRuns };
  });
  app.post('/flaky', { config: { idempotent: true } }, async () => {
    flakyRuns += 1;
    if (flakyRuns === 1) throw new Error('la base a lâché');
    return { run: flakyRuns };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
});

const call = (url: string, key: string) =>
  app.inject({ method: 'POST', url, headers: { 'idempotency-key': key }, payload: { a: 1 } });

describe('a call whose key is still in use', () => {
  it('waits for the first call and answers its result, without running the route again', async () => {
    slow = gate();
    slowRuns = 0;
    const key = crypto.randomUUID();
    const first = call('/slow', key);
    await slow.running;
    const second = call('/slow', key);
    setTimeout(slow.open, 100);
    const [a, b] = await Promise.all([first, second]);
    expect([a.statusCode, a.json()]).toEqual([200, { run: 1 }]);
    expect([b.statusCode, b.body]).toEqual([200, a.body]);
    expect(b.headers['idempotent-replayed']).toBe('true');
    expect(slowRuns).toBe(1);
  });

  it('answers 409 « Requête déjà en cours » when the first call takes too long, then its result once there', async () => {
    slow = gate();
    slowRuns = 0;
    const key = crypto.randomUUID();
    const first = call('/slow', key);
    await slow.running;
    const busy = await call('/slow', key);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({
      error: 'request_in_progress',
      error_description: expect.stringMatching(/^Requête déjà en cours/),
    });
    slow.open();
    expect((await first).statusCode).toBe(200);
    const later = await call('/slow', key);
    expect([later.statusCode, later.json()]).toEqual([200, { run: 1 }]);
    expect(slowRuns).toBe(1);
  });

  it('is free again when the first call failed on the server (a 500 created nothing): the retry runs', async () => {
    const key = crypto.randomUUID();
    const failed = await call('/flaky', key);
    expect(failed.statusCode).toBe(500);
    const retried = await call('/flaky', key);
    expect([retried.statusCode, retried.json()]).toEqual([200, { run: 2 }]);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
  });
});

describe('the route config', () => {
  it('refuses idempotent on a public route: no user to keep its keys apart', async () => {
    const other = Fastify();
    other.decorate('db', database.db);
    await other.register(idempotencyPlugin);
    expect(() =>
      other.post('/open', { config: { idempotent: true, public: true } }, async () => ({})),
    ).toThrow(/public route/);
    await other.close();
  });
});
