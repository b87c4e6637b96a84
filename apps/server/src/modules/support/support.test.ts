import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorNotifications } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/errorNotification', () => {
  it('stores the reported error with user, account, folder and user agent', async () => {
    const headers = { ...(await t.bearer('depanneur')), 'user-agent': 'Chromium test' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/errorNotification',
      headers,
      payload: {
        error: 'conflict',
        error_description: 'Le dossier a été modifié',
        status: 409,
        folderId: 12,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const rows = await t.database.db.select().from(errorNotifications);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      folderId: 12,
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
