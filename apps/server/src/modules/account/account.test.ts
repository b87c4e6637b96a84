import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../lib/access-token.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/account', () => {
  it('answers the signed-in account with its derived flags', async () => {
    const response = await t.app.inject({ url: '/api/account', headers: await t.bearer('depanneur') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Dépannage Martin & Fils',
      businessNature: 'DEPANNEUR',
      assistanceProvider: null,
      nomadConfiguration: { id: 1 },
      nomadActive: true,
      isNomad: true,
      isAssisteur: false,
      isSupervisor: false,
      place: { city: 'Lyon', zipCode: '69003' },
    });
  });

  it.each([
    ['mission', { businessNature: 'MISSION', isNomad: false, isAssisteur: false, isSupervisor: false }],
    ['assisteur', { businessNature: 'ASSISTEUR', assistanceProvider: 'AXA_ASSISTANCE', isAssisteur: true }],
    ['superviseur', { businessNature: 'SUPERVISOR', isSupervisor: true }],
    ['iot', { businessNature: 'IOT', isNomad: false }],
  ])('knows the %s demo account', async (login, expected) => {
    const response = await t.app.inject({ url: '/api/account', headers: await t.bearer(login) });
    expect(response.json()).toMatchObject(expected);
  });
});

describe('bearer authentication of /api', () => {
  it('answers 401 without a token, with a malformed one, a forged one, or an expired one', async () => {
    const ctx = {
      userId: 1,
      accountId: 1,
      nature: 'DEPANNEUR' as const,
      assistanceProvider: null,
      role: 'ADMIN' as const,
      sessionEpoch: 0,
    };
    const cases: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Bearer not.a.jwt' },
      { authorization: `Bearer ${signAccessToken(ctx, 'another-secret', 600)}` },
      { authorization: `Bearer ${signAccessToken(ctx, t.config.tokenSecret, -10)}` },
      { authorization: 'Basic YmFja29mZmljZTpiYWNrb2ZmaWNl' },
    ];
    for (const headers of cases) {
      const response = await t.app.inject({ url: '/api/account', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe('unauthorized');
      expect(response.json().error_description).toMatch(/Authentification requise|Jeton invalide/);
    }
  });

  it('answers a French JSON 404 for an unknown /api route once authenticated', async () => {
    const response = await t.app.inject({ url: '/api/nowhere', headers: await t.bearer('mission') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      error_description: 'Route inconnue : GET /api/nowhere',
    });
  });

  it('refuses unknown query parameters with 400', async () => {
    const response = await t.app.inject({ url: '/api/account?foo=1', headers: await t.bearer('mission') });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain('foo');
  });
});

describe('public endpoints', () => {
  it('GET /actuator/info answers the build version and time', async () => {
    const response = await t.app.inject({ url: '/actuator/info' });
    expect(response.statusCode).toBe(200);
    expect(response.json().build.version).toMatch(/^\d+\.\d+\.\d+-/);
    expect(Date.parse(response.json().build.time)).not.toBeNaN();
  });

  it('GET /health answers ok when the database answers', async () => {
    expect((await t.app.inject({ url: '/health' })).json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI document at /api/docs without a token', async () => {
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toEqual(
      expect.arrayContaining(['/oauth/token', '/api/account']),
    );
  });
});
