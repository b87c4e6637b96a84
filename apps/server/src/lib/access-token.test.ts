import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_TOKEN_SECRET, type TestContext } from '../test/harness.ts';
import { signAccessToken, verifyAccessToken } from './access-token.ts';

/** A token signed with the right secret whose claims are whatever the attacker wrote. */
function forge(claims: Record<string, unknown>, secret = TEST_TOKEN_SECRET): string {
  const b64 = (value: string) => Buffer.from(value).toString('base64url');
  const body = `${b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64(JSON.stringify(claims))}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const valid = {
  sub: 1,
  acc: 1,
  nat: 'DEPANNEUR',
  ap: null,
  rol: 'ADMIN',
  exp: Math.floor(Date.now() / 1000) + 600,
};

describe('access token claims', () => {
  it('a well-formed token gives its context', () => {
    const token = signAccessToken(
      {
        userId: 3,
        accountId: 2,
        nature: 'DEPANNEUR',
        assistanceProvider: null,
        role: 'ADMIN',
        sessionEpoch: 4,
      },
      'secret',
      60,
    );
    expect(verifyAccessToken(token, 'secret')).toMatchObject({
      userId: 3,
      accountId: 2,
      nature: 'DEPANNEUR',
      sessionEpoch: 4,
    });
    expect(verifyAccessToken(token, 'another secret')).toBeNull();
  });

  it('reads a token issued before session epochs as epoch 0, every user’s first', () => {
    expect(verifyAccessToken(forge(valid, 'secret'), 'secret')?.sessionEpoch).toBe(0);
  });

  it.each([
    ['a string account', { ...valid, acc: '1' }],
    ['a string user', { ...valid, sub: '1' }],
    ['an object account', { ...valid, acc: { id: 1 } }],
    ['an account beyond int4', { ...valid, acc: 2 ** 31 }],
    ['a fractional account', { ...valid, acc: 1.5 }],
    ['an unknown nature', { ...valid, nat: 'ROOT' }],
    ['an unknown assistance provider', { ...valid, ap: 'NOBODY' }],
    ['an unknown role', { ...valid, rol: 'ROOT' }],
    ['no role', { sub: 1, acc: 1, nat: 'DEPANNEUR', ap: null, exp: valid.exp }],
    ['a string expiry', { ...valid, exp: String(valid.exp) }],
    ['no expiry', { sub: 1, acc: 1, nat: 'DEPANNEUR', ap: null }],
    ['a negative session epoch', { ...valid, sep: -1 }],
    ['a string session epoch', { ...valid, sep: '1' }],
    ['an array', [1, 2]],
    ['null', null],
  ])('refuses %s', (_name, claims) => {
    expect(verifyAccessToken(forge(claims as Record<string, unknown>, 'secret'), 'secret')).toBeNull();
  });
});

describe('a forged token with wrong claim types', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 401, never 500', async () => {
    for (const claims of [
      { ...valid, acc: '1' },
      { ...valid, acc: "1' or 1=1" },
      { ...valid, sub: null },
      { ...valid, nat: 'SUPERVISOR', acc: [1, 2] },
    ]) {
      for (const url of ['/api/account', '/api/folders', '/api/alarms']) {
        const response = await t.app.inject({ url, headers: { authorization: `Bearer ${forge(claims)}` } });
        expect(response.statusCode, `${url} ${JSON.stringify(claims)}`).toBe(401);
        expect(response.json()).toEqual({
          error: 'unauthorized',
          error_description: 'Jeton invalide ou expiré',
        });
      }
    }
  });

  it('a well-formed forged token is accepted (the secret is what protects)', async () => {
    const response = await t.app.inject({
      url: '/api/account',
      headers: { authorization: `Bearer ${forge(valid)}` },
    });
    expect(response.statusCode).toBe(200);
  });
});
