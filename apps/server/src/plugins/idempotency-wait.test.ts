import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { accountOfLogin } from '../test/invoice-fixtures.ts';
import { createTestDatabase } from '../test/harness.ts';
import { errorsPlugin } from './errors.ts';
import { idempotencyPlugin } from './idempotency.ts';
import { fingerprint } from './idempotency-request.ts';
import { idempotencyKeys } from '../db/schema/index.ts';

const containsBuffer = (value: unknown): boolean =>
  Buffer.isBuffer(value) || (Array.isArray(value) && value.some(containsBuffer));

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

let accountId: number;
/** A server instance on the test database (the others of a cluster share it). */
async function instance() {
  const app = Fastify();
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
  // A lease renewed every 267 ms that survives two late renewals: a loaded 2-core machine once let a 150 ms
  // lease lapse between two renewals, and the other instance took the call over (a timing, not the rule, failed).
  await app.register(idempotencyPlugin, { waitMs: 2_400, pollMs: 20, leaseMs: 800 });
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
  return app;
}

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  accountId = await accountOfLogin(database.db, 'depanneur');
  app = await instance();
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

describe('a key whose call never answered', () => {
  /** The row a claim leaves when its instance is killed (kill -9) before answering: nothing committed. */
  const orphan = async (key: string, leaseUntil: Date) =>
    database.db.insert(idempotencyKeys).values({
      accountId,
      userId: 1,
      key,
      route: 'POST /slow',
      requestHash: fingerprint({ method: 'POST', url: '/slow', body: { a: 1 } }),
      leaseUntil,
    });

  it('is taken over by a retry once its lease ended, instead of « en cours » for 24 hours', async () => {
    slow = gate();
    slow.open();
    slowRuns = 0;
    const key = crypto.randomUUID();
    await orphan(key, new Date(Date.now() - 1_000));
    const retried = await call('/slow', key);
    expect([retried.statusCode, retried.json()]).toEqual([200, { run: 1 }]);
    expect((await call('/slow', key)).headers['idempotent-replayed']).toBe('true');
  });

  it('is not taken over while its call renews the lease, even from another instance', async () => {
    slow = gate();
    slowRuns = 0;
    const other = await instance();
    try {
      const key = crypto.randomUUID();
      const first = call('/slow', key);
      await slow.running;
      // Three leases of 800 ms pass while the other instance waits its 2.4 s.
      const busy = await other.inject({
        method: 'POST',
        url: '/slow',
        headers: { 'idempotency-key': key },
        payload: { a: 1 },
      });
      expect(busy.statusCode).toBe(409);
      slow.open();
      expect((await first).statusCode).toBe(200);
      expect(slowRuns).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('the fingerprint of a request', () => {
  it('hashes a body of bytes as it is, never as JSON (a 9.7 MB photo was a list of numbers)', () => {
    const photo = Buffer.alloc(1_000_000, 7);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const hash = fingerprint({ method: 'POST', url: '/photos', body: photo });
      expect(stringify.mock.calls.some(([value]) => containsBuffer(value))).toBe(false);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(fingerprint({ method: 'POST', url: '/photos', body: Buffer.alloc(1_000_000, 8) })).not.toBe(
        hash,
      );
    } finally {
      stringify.mockRestore();
    }
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
