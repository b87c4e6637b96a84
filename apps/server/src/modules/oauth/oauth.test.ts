import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../db/schema/index.ts';
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

describe('POST /oauth/token, parallel wrong passwords', () => {
  it('checks at most the allowed number of attempts, then refuses even the right password', async () => {
    const own = await createTestApp({ loginMaxFailures: 5 });
    try {
      const attempt = (password: string) =>
        own.app.inject({
          method: 'POST',
          url: '/oauth/token',
          headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            grant_type: 'password',
            username: 'depanneur',
            password,
          }).toString(),
        });
      const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`wrong-${i}`)));
      const statuses = answers.map((a) => a.statusCode).sort();
      // Only 5 passwords were compared; the 25 others were refused before bcrypt.
      expect(statuses.filter((s) => s === 400)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(25);
      const refused = answers.find((a) => a.statusCode === 429)!.json();
      expect(refused.error).toBe('too_many_attempts');
      expect(refused.error_description).toMatch(
        /^Trop de tentatives de connexion : réessayez dans 5 minutes$/,
      );
      const right = await attempt('depanneur');
      expect(right.statusCode).toBe(429);
      // Other logins are not affected.
      expect((await own.signIn('mission')).access_token).toBeTruthy();
    } finally {
      await own.close();
    }
  });
});

describe('POST /oauth/token, bounds', () => {
  it('refuses a login over 100 characters or a password over 200, in French, and stores nothing', async () => {
    const before = await t.database.db.select().from(loginFailures);
    const long = await token({ grant_type: 'password', username: 'a'.repeat(101), password: 'x' });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      error: 'invalid_request',
      error_description: "« Identifiant » : L'identifiant ne doit pas dépasser 100 caractères",
    });
    const huge = await token({ grant_type: 'password', username: 'b'.repeat(100_000), password: 'x' });
    expect(huge.statusCode).toBe(400);
    const password = await token({ grant_type: 'password', username: 'mission', password: 'p'.repeat(201) });
    expect(password.statusCode).toBe(400);
    expect(password.json().error_description).toBe(
      '« Mot de passe » : Le mot de passe ne doit pas dépasser 200 caractères',
    );
    expect(await t.database.db.select().from(loginFailures)).toEqual(before);
  });

  it('limits the calls per client address and minute, with a French 429', async () => {
    const limited = await createTestApp({ oauthRateLimit: 3 });
    try {
      const call = (remoteAddress: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/oauth/token',
          remoteAddress,
          headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'grant_type=password&username=personne&password=x',
        });
      for (let i = 0; i < 3; i++) expect((await call('203.0.113.7')).statusCode).toBe(400);
      const refused = await call('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: 'too_many_attempts',
        error_description: expect.stringMatching(
          /^Trop de demandes de connexion depuis votre adresse : réessayez dans \d+ secondes?$/,
        ),
      });
      expect(refused.headers['retry-after']).toBeDefined();
      // Another address is not affected, nor are the API's other routes.
      expect((await call('198.51.100.2')).statusCode).toBe(400);
      const account = await limited.app.inject({
        url: '/api/account',
        remoteAddress: '203.0.113.7',
        headers: await limited.bearer('depanneur'),
      });
      expect(account.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
