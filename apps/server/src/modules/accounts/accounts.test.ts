import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accountSupervisions } from '../../db/schema/index.ts';
import { BASIC_CLIENT, createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function accountIdOf(login: string): Promise<number> {
  return (await t.app.inject({ url: '/api/account', headers: await t.bearer(login) })).json().id;
}

describe('POST /api/accounts/{id}/token (open on behalf)', () => {
  it('gives a supervisor a token pair acting as an account it manages', async () => {
    const target = await accountIdOf('depanneur');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${target}/token`,
      headers: await t.bearer('superviseur'),
    });
    expect(response.statusCode).toBe(200);
    const pair = response.json();
    const account = await t.app.inject({
      url: '/api/account',
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(account.json()).toMatchObject({ id: target, businessNature: 'DEPANNEUR' });
  });

  it('answers 404 for an account the supervisor does not manage, or that does not exist', async () => {
    for (const id of [await accountIdOf('assisteur'), await accountIdOf('superviseur'), 999999]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${id}/token`,
        headers: await t.bearer('superviseur'),
      });
      expect(response.statusCode).toBe(404);
    }
  });

  it('answers 403 to any other nature', async () => {
    const target = await accountIdOf('depanneur');
    for (const login of ['depanneur', 'mission', 'assisteur', 'iot']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/accounts/${target}/token`,
        headers: await t.bearer(login),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe('forbidden');
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/abc/token',
      headers: await t.bearer('superviseur'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_request');
  });
});

describe('refreshing an on-behalf session', () => {
  const refresh = (refreshToken: string) =>
    t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    });

  it('works while the supervision lasts, and is refused once it is removed', async () => {
    const target = await accountIdOf('depanneur');
    const supervisor = await accountIdOf('superviseur');
    const opened = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${target}/token`,
      headers: await t.bearer('superviseur'),
    });
    expect(opened.statusCode).toBe(200);
    const first = await refresh(opened.json().refresh_token);
    expect(first.statusCode).toBe(200);

    const removed = await t.database.db
      .delete(accountSupervisions)
      .where(
        and(
          eq(accountSupervisions.supervisorAccountId, supervisor),
          eq(accountSupervisions.accountId, target),
        ),
      )
      .returning();
    expect(removed).toHaveLength(1);
    try {
      const second = await refresh(first.json().refresh_token);
      expect(second.statusCode).toBe(400);
      expect(second.json()).toEqual({
        error: 'invalid_grant',
        error_description: 'Vous ne supervisez plus ce compte : reconnectez-vous à votre propre compte',
      });
      // The supervisor's own session is not affected.
      const own = await t.signIn('superviseur');
      expect((await refresh(own.refresh_token)).statusCode).toBe(200);
    } finally {
      await t.database.db.insert(accountSupervisions).values(removed);
    }
  });
});
