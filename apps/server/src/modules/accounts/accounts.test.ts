import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';

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
