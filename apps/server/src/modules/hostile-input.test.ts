import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { registeredRoutes } from '../test/routes.ts';

/**
 * The attacker's pass over every route, signed in as an administrator: ids past 2^31, negative,
 * not numbers, NUL bytes and encoded slashes in every path parameter; NUL bytes and a wrong shape
 * in every body. Each answer is a 4xx with a French error body, never a 5xx nor a stack trace.
 */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOSTILE_PARAMS = ['2147483648', '99999999999999999999', '-1', 'abc', '%00', '1%2F..%2F2', '1.5'];
const HOSTILE_BODIES: unknown[] = [{ name: 'a\u0000b', text: '\u0000', id: 2147483648 }, [1, 2], 'texte'];

const parseJson = (body: string) => {
  try {
    return JSON.parse(body) as { error?: string; error_description?: string };
  } catch {
    return {};
  }
};

function fail(response: { statusCode: number; body: string }): boolean {
  if (response.statusCode >= 500) return true;
  if (response.statusCode < 400) return false;
  const body = parseJson(response.body);
  return !body.error || !body.error_description || /\bat .+\.ts:\d+/.test(response.body);
}

describe('hostile input on every route', () => {
  it('path parameters past 2^31, negative, not numbers or with NUL bytes: a 4xx, never a 5xx', async () => {
    const headers = await t.bearer('depanneur');
    const failures: string[] = [];
    const statuses = new Set<number>();
    const routes = registeredRoutes(t.app).filter((r) => r.url.includes(':') && r.url.startsWith('/api/'));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      for (const value of HOSTILE_PARAMS) {
        const url = route.url.replace(/:[A-Za-z0-9_]+/g, value);
        const withBody = !['GET', 'DELETE'].includes(route.method);
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(withBody ? { payload: {} } : {}),
        });
        statuses.add(response.statusCode);
        if (fail(response) || response.statusCode < 400)
          failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
    // Signed in and routed: refused as bad input or as nothing found, not merely unauthenticated.
    expect([...statuses]).toEqual(expect.arrayContaining([400, 404]));
    expect(statuses.has(401)).toBe(false);
  });

  it('bodies with NUL bytes, or of the wrong shape: never a 5xx', async () => {
    const headers = await t.bearer('depanneur');
    const failures: string[] = [];
    const routes = registeredRoutes(t.app).filter(
      (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.url.startsWith('/api/') && r.url.includes(':'),
    );
    for (const route of routes) {
      // Another account's or no one's id: the body is read against nothing that exists.
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, '2147483647');
      for (const payload of HOSTILE_BODIES) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        if (fail(response))
          failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
