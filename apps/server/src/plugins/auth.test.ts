import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { concretePath, pathVariants, registeredRoutes } from '../test/routes.ts';

let t: TestContext;
const parseJson = (text: string): { error?: string; error_description?: string } => {
  try {
    return JSON.parse(text) as { error?: string; error_description?: string };
  } catch {
    return {};
  }
};
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('authentication is decided by the matched route', () => {
  // POST /api/iot/uplinks checks its own ingestion key (modules/things/iot-uplinks.routes.ts).
  it('only the sign-in, health, version and documentation routes are public', () => {
    const publicRoutes = registeredRoutes(t.app)
      .filter((route) => route.public)
      .map((route) => `${route.method} ${route.url}`);
    expect(publicRoutes).toContain('POST /oauth/token');
    expect(publicRoutes).toContain('GET /health');
    expect(publicRoutes).toContain('GET /actuator/info');
    for (const route of publicRoutes) {
      expect(route).toMatch(
        /^(POST \/oauth\/token|GET \/health|GET \/actuator\/info|GET \/api\/docs(\/.*)?|POST \/api\/iot\/uplinks|GET \/api\/public\/tracking\/\*|GET \/api\/public\/conditionReports\/\*|(GET|POST) \/api\/public\/quotes\/\*|POST \/api\/public\/sms\/inbound|GET \/api\/public\/(payment-links|payment-link-pdf)\/\*|POST \/api\/public\/payment-link-checkout\/\*|POST \/api\/public\/payment-links\/webhook|POST \/api\/public\/e-invoicing\/webhook\/\*)$/,
      );
    }
  });

  it('has protected routes to check (the API is registered)', () => {
    const protectedRoutes = registeredRoutes(t.app).filter((route) => !route.public);
    expect(protectedRoutes.length).toBeGreaterThan(20);
    expect(protectedRoutes.map((route) => route.url)).toContain('/api/geocode');
    expect(protectedRoutes.map((route) => route.url)).toContain('/api/webSocket');
  });

  it('every protected route, however its path is spelled, answers 401 (or 404) without a token', async () => {
    const failures: string[] = [];
    for (const route of registeredRoutes(t.app).filter((r) => !r.public)) {
      for (const url of pathVariants(concretePath(route.url))) {
        const withBody = !['GET', 'DELETE'].includes(route.method);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: route.url === '/api/geocode' ? `${url}?q=lyon` : url,
          ...(withBody ? { payload: {} } : {}),
        });
        const ok = response.statusCode === 401 || response.statusCode === 404;
        const body = parseJson(response.body);
        if (!ok || !body.error || !body.error_description) {
          failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('a forged or expired token is refused on an encoded path too', async () => {
    for (const url of ['/api/geocode?q=lyon', '/%61pi/geocode?q=lyon', '/%61pi/folders']) {
      const response = await t.app.inject({ url, headers: { authorization: 'Bearer a.b.c' } });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'unauthorized',
        error_description: 'Jeton invalide ou expiré',
      });
    }
  });

  it('an encoded path reaches the route with a token (same route, same answer)', async () => {
    const headers = await t.bearer('depanneur');
    const plain = await t.app.inject({ url: '/api/account', headers });
    const encoded = await t.app.inject({ url: '/%61pi/account', headers });
    expect(plain.statusCode).toBe(200);
    expect(encoded.statusCode).toBe(200);
    expect(encoded.json()).toEqual(plain.json());
  });

  it('the WebSocket route takes its token from the query only', async () => {
    const headers = await t.bearer('depanneur');
    const response = await t.app.inject({ url: '/%61pi/webSocket', headers });
    expect(response.statusCode).toBe(401);
  });

  it('an unknown path needs no token and answers a French 404', async () => {
    for (const url of ['/api/nothing', '/%61pi/nothing', '//api/folders']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
      expect(response.json<{ error_description: string }>().error_description).toMatch(/^Route inconnue/);
    }
  });

  it('public routes answer without a token', async () => {
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/actuator/info' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
