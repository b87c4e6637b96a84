import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNotifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const firstFolderOf = async (login: string): Promise<number> => {
  const list = await t.app.inject({ url: '/api/folders', headers: await t.bearer(login) });
  const id = list.json().rows[0]?.id;
  if (typeof id !== 'number') throw new Error(`${login} has no folder in the demo data`);
  return id;
};

describe('POST /api/errorNotification', () => {
  it("refuses another account's folder (or an unknown one) with 404, and stores nothing", async () => {
    const before = (await t.database.db.select().from(errorNotifications)).length;
    const othersFolder = await firstFolderOf('mission');
    const mine = await firstFolderOf('depanneur');
    expect(othersFolder).not.toBe(mine);
    for (const folderId of [othersFolder, 2_000_000_000]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/errorNotification',
        headers: await t.bearer('depanneur'),
        payload: { error: 'conflict', folderId },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'not_found', error_description: "Ce dossier n'existe pas" });
    }
    expect(await t.database.db.select().from(errorNotifications)).toHaveLength(before);
    const withoutFolder = await t.app.inject({
      method: 'POST',
      url: '/api/errorNotification',
      headers: await t.bearer('depanneur'),
      payload: { error: 'server_error', folderId: null },
    });
    expect(withoutFolder.statusCode).toBe(200);
  });

  it('stores the reported error with user, account, folder and user agent', async () => {
    const headers = { ...(await t.bearer('depanneur')), 'user-agent': 'Chromium test' };
    const folderId = await firstFolderOf('depanneur');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errorNotification',
      headers,
      payload: {
        error: 'conflict',
        error_description: 'Le dossier a été modifié',
        status: 409,
        folderId,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const rows = (await t.database.db.select().from(errorNotifications)).filter(
      (row) => row.userAgent === 'Chromium test',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      folderId,
      userAgent: 'Chromium test',
      body: { error: 'conflict', error_description: 'Le dossier a été modifié', status: 409 },
    });
    const account = (await t.app.inject({ url: '/api/account', headers })).json();
    expect(rows[0]!.accountId).toBe(account.id);
  });

  it('refuses bad input with a French 400 and stores nothing', async () => {
    const before = (await t.database.db.select().from(errorNotifications)).length;
    const headers = await t.bearer('mission');
    const cases = [
      { payload: { error: 42 }, contentType: 'application/json' },
      { payload: { unknownField: 'x' }, contentType: 'application/json' },
      { payload: '{"error": ', contentType: 'application/json' },
    ];
    for (const { payload, contentType } of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/errorNotification',
        headers: { ...headers, 'content-type': contentType },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_request');
      expect(response.json().error_description).not.toMatch(/at .*\.ts|Error:/);
    }
    expect(await t.database.db.select().from(errorNotifications)).toHaveLength(before);
  });

  it('answers 413 for an oversized body, never a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errorNotification',
      headers: { ...(await t.bearer('mission')), 'content-type': 'application/json' },
      payload: JSON.stringify({ error_description: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error_description).toBe('Le corps de la requête est trop volumineux');
  });

  it('answers 415 for an unsupported content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errorNotification',
      headers: { ...(await t.bearer('mission')), 'content-type': 'application/xml' },
      payload: '<error/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toBe('invalid_request');
  });
});
