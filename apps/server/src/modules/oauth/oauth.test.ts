import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_CLIENT, createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: 3 });
});
afterAll(() => t.close());

const token = (form: Record<string, string>, authorization = BASIC_CLIENT) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('POST /oauth/token, password grant', () => {
  it('answers a bearer token pair for a demo login', async () => {
    const response = await token({ grant_type: 'password', username: 'depanneur', password: 'depanneur' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 1800 });
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toHaveLength(43);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong password with invalid_grant and the French message', async () => {
    const response = await token({ grant_type: 'password', username: 'mission', password: 'nope' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_grant',
      error_description: "L'identifiant ou le mot de passe est incorrect",
    });
  });

  it('refuses an unknown login the same way', async () => {
    const response = await token({ grant_type: 'password', username: 'personne', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('invalid_grant');
  });

  it('refuses a wrong client with 401 invalid_client', async () => {
    const wrong = `Basic ${Buffer.from('backoffice:wrong').toString('base64')}`;
    const response = await token(
      { grant_type: 'password', username: 'depanneur', password: 'depanneur' },
      wrong,
    );
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_client');
    const none = await token({ grant_type: 'password', username: 'depanneur', password: 'depanneur' }, '');
    expect(none.statusCode).toBe(401);
  });

  it('answers invalid_request when fields are missing', async () => {
    const forms: Array<Record<string, string>> = [
      { grant_type: 'password', username: 'depanneur' },
      { username: 'a', password: 'b' },
      {},
    ];
    for (const form of forms) {
      const response = await token(form);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
  });

  it('answers unsupported_grant_type for another grant', async () => {
    const response = await token({ grant_type: 'client_credentials' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('unsupported_grant_type');
  });

  it('locks a login after repeated failures, even with the right password, and not other logins', async () => {
    for (let i = 0; i < 3; i++) await token({ grant_type: 'password', username: 'iot', password: 'bad' });
    const locked = await token({ grant_type: 'password', username: 'iot', password: 'iot' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error_description).toMatch(/Trop de tentatives/);
    const other = await token({ grant_type: 'password', username: 'assisteur', password: 'assisteur' });
    expect(other.statusCode).toBe(200);
  });

  it('resets the failure count after a successful sign-in', async () => {
    await token({ grant_type: 'password', username: 'superviseur', password: 'bad' });
    await token({ grant_type: 'password', username: 'superviseur', password: 'bad' });
    expect(
      (await token({ grant_type: 'password', username: 'superviseur', password: 'superviseur' })).statusCode,
    ).toBe(200);
    await token({ grant_type: 'password', username: 'superviseur', password: 'bad' });
    await token({ grant_type: 'password', username: 'superviseur', password: 'bad' });
    expect(
      (await token({ grant_type: 'password', username: 'superviseur', password: 'superviseur' })).statusCode,
    ).toBe(200);
  });
});

describe('POST /oauth/token, refresh_token grant', () => {
  it('rotates: the new pair works, and the old refresh token is spent', async () => {
    const first = (await token({ grant_type: 'password', username: 'mission', password: 'mission' })).json();
    const second = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    const account = await t.app.inject({
      url: '/api/account',
      headers: { authorization: `Bearer ${pair.access_token}` },
    });
    expect(account.json().name).toBe('Transports Lefèvre');
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const first = (await token({ grant_type: 'password', username: 'mission', password: 'mission' })).json();
    const second = (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token })).json();
    const replay = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error).toBe('invalid_grant');
    // The legitimate holder's newer token died with the family.
    const afterTheft = await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token });
    expect(afterTheft.statusCode).toBe(400);
    // Another sign-in is a new family, unaffected.
    const fresh = (await token({ grant_type: 'password', username: 'mission', password: 'mission' })).json();
    expect(
      (await token({ grant_type: 'refresh_token', refresh_token: fresh.refresh_token })).statusCode,
    ).toBe(200);
  });

  it('refuses an unknown or missing refresh token', async () => {
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'forged' })).json().error).toBe(
      'invalid_grant',
    );
    expect((await token({ grant_type: 'refresh_token' })).json().error).toBe('invalid_request');
  });

  it('refuses an expired refresh token', async () => {
    const short = await createTestApp({ refreshTokenSeconds: -1 });
    try {
      const pair = await short.signIn('depanneur');
      const response = await short.app.inject({
        method: 'POST',
        url: '/oauth/token',
        headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `grant_type=refresh_token&refresh_token=${pair.refresh_token}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('invalid_grant');
    } finally {
      await short.close();
    }
  });
});
