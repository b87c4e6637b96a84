import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { FolderList } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (query: string, login = 'depanneur') =>
  t.app.inject({ url: `/api/folders?${query}`, headers: await t.bearer(login) });

/** What the zod serializer (validation, then JSON.stringify) writes for the same answer. */
const zodSerialize = serializerCompiler({
  schema: FolderList,
  method: 'GET',
  url: '/api/folders',
  httpStatus: '200',
} as Parameters<typeof serializerCompiler>[0]);

describe('GET /api/folders: the compiled serializer', () => {
  it('writes exactly what the zod serializer writes, nulls included', async () => {
    for (const [query, login] of [
      ['limit=100', 'depanneur'],
      ['limit=100&order=asc', 'depanneur'],
      ['limit=100', 'assisteur'],
      ['', 'superviseur'],
    ] as const) {
      const response = await get(query, login);
      expect(response.statusCode).toBe(200);
      const body = response.json() as FolderList;
      expect(body.rows.length, `${login} ${query}`).toBeGreaterThan(0);
      expect(response.body).toBe(zodSerialize(body));
      expect(FolderList.safeParse(body).success).toBe(true);
    }
    const all = (await get('limit=100')).json() as FolderList;
    // The demo data has null fields to write (no truck yet, no mission date…).
    expect(all.rows.some((r) => Object.values(r).includes(null))).toBe(true);
  });

  it('keeps the zod path for errors: a 400 in French', async () => {
    const response = await get('limit=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      error_description: expect.any(String),
    });
  });
});

describe('GET /api/folders: one statement for the page and its count', () => {
  it('still counts when the page is past the end', async () => {
    const first = (await get('limit=10')).json() as FolderList;
    expect(first.total).toBeGreaterThan(10);
    const past = await get('limit=10&page=1000');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual({ rows: [], total: first.total, totalCapped: first.totalCapped });
  });

  it('sends one statement to the database per list', async () => {
    const database = t.database;
    const spy =
      database.kind === 'postgres' ? vi.spyOn(database.pool, 'query') : vi.spyOn(database.client, 'query');
    try {
      const headers = await t.bearer('depanneur');
      spy.mockClear();
      const depanneur = await accountIdOf(t, 'depanneur');
      spy.mockClear();
      const response = await t.app.inject({
        url: `/api/folders?folderState=CREATED,WAITING&text=e&accountId=${depanneur}`,
        headers,
      });
      expect(response.statusCode).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });
});
