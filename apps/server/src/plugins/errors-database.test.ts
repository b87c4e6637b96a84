import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { DATABASE_CONFLICT_MESSAGE, DATABASE_REFUSED_MESSAGE, errorsPlugin } from './errors.ts';

/**
 * The error plugin's last word on what the database refused (when no contract or service said
 * it first), with the driver's real errors as Drizzle wraps them, on PGlite and on PostgreSQL.
 */
let t: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  app = Fastify({ logger: false });
  await app.register(errorsPlugin);
  app.get('/numeric', async () => db.execute(sql`select ${'100000000000000'}::numeric(14, 2)`));
  app.get('/nul', async () => db.execute(sql`select ${'a\u0000b'}::text`));
  app.get('/integer', async () => db.execute(sql`select ${'2147483648'}::integer`));
  app.get('/unique', async () =>
    db
      .insert(users)
      .values({ accountId: 1, login: 'depanneur', name: 'Double', role: 'ADMIN', passwordHash: 'x' }),
  );
  app.get('/missing', async () => db.execute(sql`select * from no_such_table`));
});
afterAll(async () => {
  await app.close();
  await t.close();
});

describe('what the database refused, when nothing said it first', () => {
  it.each(['/numeric', '/nul', '/integer'])('a value that does not fit (%s): a French 400', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_request',
      error_description: DATABASE_REFUSED_MESSAGE,
    });
  });

  it('a unique index deciding between two requests: a French 409', async () => {
    const response = await app.inject({ url: '/unique' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: 'conflict', error_description: DATABASE_CONFLICT_MESSAGE });
  });

  it('any other database error stays a 500, without its words', async () => {
    const response = await app.inject({ url: '/missing' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('no_such_table');
  });
});
