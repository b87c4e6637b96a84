import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UNIT_PRICE, MAX_VAT_RATE, TEXT_INVALID_MESSAGE } from '@plateau/contracts';
import { startFakeGeocoder, type FakeGeocoder } from '../demo/fakes/fake-geocoder.ts';
import { DEMO_INGESTION_KEYS } from '../demo/seed/places-things.ts';
import { signAccessToken } from '../lib/access-token.ts';
import { DATABASE_CONFLICT_MESSAGE, DATABASE_REFUSED_MESSAGE } from '../plugins/errors.ts';
import { createTestApp, TEST_TOKEN_SECRET, type TestContext } from '../test/harness.ts';
import {
  apiOperations,
  OMIT,
  sampleOf,
  type Edge,
  type FieldHint,
  type JsonSchema,
  type Operation,
} from '../test/openapi-samples.ts';
import { routeIdsOf, type RouteIds } from '../test/route-ids.ts';
import { registeredRoutes } from '../test/routes.ts';

/**
 * The attacker's pass over every route, signed in as an administrator: ids past 2^31, negative,
 * not numbers, NUL bytes and encoded slashes in every path parameter; NUL bytes and a wrong shape
 * in every body. Each answer is a 4xx with a French error body, never a 5xx nor a stack trace.
 */
let t: TestContext;
let geocoder: FakeGeocoder;
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ geocoderUrl: geocoder.url });
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

const HOSTILE_PARAMS = ['2147483648', '99999999999999999999', '-1', 'abc', '%00', '1%2F..%2F2', '1.5'];
const HOSTILE_BODIES: unknown[] = [{ name: 'a\u0000b', text: '\u0000', id: 2147483648 }, [1, 2], 'texte'];

const parseJson = (body: string) => {
  try {
    return JSON.parse(body) as { error?: string; error_description?: string };
  } catch {
    return {};
  }
};

/**
 * A 5xx, a 4xx without a French error body or with a stack trace, or the error plugin's last word
 * on a database refusal: that one keeps the user from a 500, but a contract should have spoken.
 */
function fail(response: { statusCode: number; body: string }): boolean {
  if (response.statusCode >= 500) return true;
  if (response.statusCode < 400) return false;
  const body = parseJson(response.body);
  if ([DATABASE_CONFLICT_MESSAGE, DATABASE_REFUSED_MESSAGE].includes(body.error_description ?? ''))
    return true;
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

/**
 * The attacker's pass from the API's OpenAPI document (issue 18 §5): every query parameter and
 * every body field of every route, at and past the edges its schema allows, with the caller's
 * real ids in the path so that what the contract lets through reaches the services and the
 * database. Then another account's ids, an expired token and the wrong role on every route.
 */
/** What a field of Plateau must hold that JSON Schema cannot say (a refinement), by its name. */
const plateauHint: FieldHint = (key, edge) => {
  if (/phone/i.test(key)) return '04 78 00 00 00';
  if (/email/i.test(key)) return 'atelier@exemple.fr';
  if (/^openHour/.test(key)) return '08h00-12h00;14h00-20h00';
  if (key === 'externalNumber') return '5016405818*02';
  if (key === 'tvaIntracommunautaire') return 'FR40303265045';
  if (key === 'passwordHash') return `$2b$10$${'a'.repeat(53)}`;
  if (key === 'devEUI' || key === 'abeewayId') return '20635F0106000A01';
  // The server computes it; one sent must be the one it would compute.
  if (key === 'dueDate') return OMIT;
  const past = edge === 'beyond' ? 0.01 : 0;
  if (key === 'taux') return edge === 'min' ? 0 : MAX_VAT_RATE + past;
  if (key === 'montantHT') return edge === 'min' ? 0 : MAX_UNIT_PRICE + past;
  return undefined;
};
const sample = (schema: JsonSchema, edge: Edge, text?: string) =>
  sampleOf(schema, edge, { hint: plateauHint, text });

describe("the attacker's pass, route by route from the OpenAPI document", () => {
  let operations: Operation[];
  let depanneurIds: RouteIds;
  let missionIds: RouteIds;
  let dupontIds: RouteIds;
  beforeAll(async () => {
    operations = (await apiOperations(t.app)).filter(
      (o) => o.url.startsWith('/api/') && !o.url.startsWith('/api/docs'),
    );
    const accountOf = async (login: string) =>
      (await t.app.inject({ url: '/api/account', headers: await t.bearer(login) })).json().id as number;
    depanneurIds = await routeIdsOf(t, await accountOf('depanneur'));
    missionIds = await routeIdsOf(t, await accountOf('mission'));
    dupontIds = await routeIdsOf(t, await accountOf('dupont'));
  });

  /** Who may call the route at all: its guard answers before the body is read. */
  const SUPERVISOR_ROUTES = [
    'POST /api/accounts/',
    'POST /api/accounts/:id/token',
    'GET /api/things/accounts',
  ];
  // The driver app's routes answer a CHAUFFEUR only (issue 21): their bodies are tried as one.
  const loginFor = (operation: Operation, login: string) =>
    SUPERVISOR_ROUTES.includes(`${operation.method} ${operation.url}`)
      ? 'superviseur'
      : operation.url.startsWith('/api/driver/')
        ? 'chauffeur'
        : login;
  /** The request, with `payload` as JSON (or text for a text/plain route), or `raw` as it is. */
  const send = async (operation: Operation, url: string, login: string, payload?: unknown, raw?: string) => {
    const json = operation.bodyType !== 'text/plain';
    const body =
      raw ?? (payload === undefined ? undefined : json ? JSON.stringify(payload) : String(payload));
    return t.app.inject({
      method: operation.method as 'POST',
      url,
      headers: {
        ...(await t.bearer(loginFor(operation, login))),
        // The uplinks are public, behind their ingestion key.
        ...(operation.url === '/api/iot/uplinks' ? { 'x-ingestion-key': DEMO_INGESTION_KEYS.iot! } : {}),
        ...(body === undefined ? {} : { 'content-type': json ? 'application/json' : 'text/plain' }),
      },
      ...(body === undefined ? {} : { payload: body }),
    });
  };
  const describeFailure = (
    operation: Operation,
    url: string,
    response: { statusCode: number; body: string },
  ) => `${operation.method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;

  it('documents every API route it walks', () => {
    const documented = new Set(operations.map((o) => `${o.method} ${o.url}`));
    const undocumented = registeredRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !documented.has(route));
    // The WebSocket and the public pages (tracking, quotes, the PV's PDF, payment links) are walked by their own tests.
    expect(undocumented.sort()).toEqual(
      [
        'GET /api/webSocket',
        'GET /api/public/tracking/*',
        'GET /api/public/quotes/*',
        'POST /api/public/quotes/*',
        'GET /api/public/conditionReports/*',
        'GET /api/public/payment-links/*',
        'GET /api/public/payment-link-pdf/*',
        'POST /api/public/payment-link-checkout/*',
        'POST /api/public/e-invoicing/webhook/*',
      ].sort(),
    );
    expect(operations.length).toBeGreaterThan(100);
  });

  it('every query parameter past its bounds, not a number, or with a NUL byte: a 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const operation of operations.filter((o) => Object.keys(o.query).length > 0 && o.method === 'GET')) {
      const path = depanneurIds(operation.url);
      for (const [name, schema] of Object.entries(operation.query)) {
        const numeric = schema.type === 'integer' || schema.type === 'number';
        for (const value of [
          '2147483648',
          '99999999999999999999',
          '1e400',
          '-1',
          '1.5',
          'a%00b',
          '%ED%A0%80',
          '',
        ]) {
          const url = `${path}?${name}=${value}`;
          const response = await send(operation, url, 'depanneur');
          probed += 1;
          // Past 2^31, not finite, or holding a NUL: refused whatever the parameter is.
          const mustRefuse =
            value === 'a%00b' || (numeric && ['2147483648', '99999999999999999999', '1e400'].includes(value));
          if (fail(response) || (mustRefuse && response.statusCode < 400))
            failures.push(describeFailure(operation, url, response));
        }
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(300);
  });

  it('every body at the edges its schema allows and just past them (ids of 2^31), with real ids, as each kind of user: never a 5xx', async () => {
    const failures: string[] = [];
    const passes: Array<[login: string, ids: () => RouteIds]> = [
      ['depanneur', () => depanneurIds],
      ['operateur', () => depanneurIds],
      ['superviseur', () => missionIds],
      ['mission', () => missionIds],
    ];
    let accepted = 0;
    for (const [login, ids] of passes) {
      for (const operation of operations.filter((o) => o.body)) {
        const url = ids()(operation.url);
        for (const edge of ['max', 'min', 'beyond'] as const) {
          const response = await send(operation, url, login, sample(operation.body!, edge));
          if (response.statusCode < 300) accepted += 1;
          if (fail(response)) failures.push(`${login} ${describeFailure(operation, url, response)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The samples reach the services: a pass that only met validation errors would prove nothing.
    expect(accepted).toBeGreaterThan(20);
    // It walks every body route four times three: its time grows with the API, it is no speed check.
  }, 120_000);

  it('a NUL byte or a lone surrogate in any string of any body: a French 400 before anything runs', async () => {
    const failures: string[] = [];
    let probed = 0;
    for (const operation of operations.filter((o) => o.body)) {
      const url = depanneurIds(operation.url);
      // A lone surrogate cannot travel as text/plain: UTF-8 has no bytes for it.
      const bads = operation.bodyType === 'text/plain' ? ['a\u0000b'] : ['a\u0000b', '\ud800'];
      for (const bad of bads) {
        const body = sample(operation.body!, 'min', bad);
        if (!JSON.stringify(body).includes(JSON.stringify(bad).slice(1, -1))) continue;
        const response = await send(operation, url, 'depanneur', body);
        probed += 1;
        if (response.statusCode !== 400 || !response.json().error_description?.includes(TEXT_INVALID_MESSAGE))
          failures.push(describeFailure(operation, url, response));
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(60);
  });

  it('ids of another account in every path: never a 2xx, never a 5xx; 404 when nothing else is wrong', async () => {
    const failures: string[] = [];
    const statuses = new Set<number>();
    // A supervisor acts on the accounts it manages by design: its routes are not another's here.
    const others = operations.filter(
      (o) =>
        o.pathParams.length > 0 &&
        o.url !== '/api/referentials/:key' &&
        !SUPERVISOR_ROUTES.includes(`${o.method} ${o.url}`),
    );
    for (const operation of others) {
      const url = dupontIds(operation.url);
      const response = await send(
        operation,
        url,
        'depanneur',
        operation.body ? sample(operation.body, 'max') : undefined,
      );
      statuses.add(response.statusCode);
      // A route that reads nothing but its path must say « not found » (or « forbidden »).
      const bodiless =
        !operation.body &&
        Object.keys(operation.query).length === 0 &&
        !['POST', 'PUT', 'PATCH'].includes(operation.method);
      if (
        fail(response) ||
        response.statusCode < 400 ||
        (bodiless && ![403, 404].includes(response.statusCode))
      )
        failures.push(describeFailure(operation, url, response));
    }
    expect(failures).toEqual([]);
    expect(statuses.has(404)).toBe(true);
  });

  it('an expired or forged token: a French 401 on every protected route', async () => {
    const failures: string[] = [];
    const expired = signAccessToken(
      {
        userId: 1,
        accountId: 1,
        nature: 'DEPANNEUR',
        assistanceProvider: null,
        role: 'ADMIN',
        sessionEpoch: 0,
      },
      TEST_TOKEN_SECRET,
      -60,
    );
    const forged = `${expired.slice(0, -4)}AAAA`;
    for (const route of registeredRoutes(t.app).filter((r) => !r.public)) {
      const path = depanneurIds(route.url.replace(/\*$/, 'x'));
      // As written, and with its first letter percent-encoded (`/%61pi/…` is `/api/…` to the router).
      const spellings = [
        path,
        path.replace(/^\/(.)/, (_m, c: string) => `/%${c.charCodeAt(0).toString(16)}`),
      ];
      for (const [token, spelling] of [expired, forged].flatMap((k) =>
        spellings.map((p) => [k, p] as const),
      )) {
        const url = `${spelling}${route.tokenInQuery ? `?access_token=${token}` : ''}`;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (response.statusCode !== 401 || response.json().error_description !== 'Jeton invalide ou expiré')
          failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the wrong kind of user: a French 403 on the routes of administrators, supervisors, operators', async () => {
    const forbidden: Array<[login: string, method: string, url: string]> = [
      ['operateur', 'PATCH', '/api/accounts/:id/users'],
      ['operateur', 'GET', '/api/accounts/:id/users'],
      ['operateur', 'POST', '/api/places/synchronize'],
      ['operateur', 'POST', '/api/trucks/synchronize'],
      ['operateur', 'POST', '/api/iot/ingestionKey'],
      ['operateur', 'POST', '/api/tva/'],
      ['operateur', 'PATCH', '/api/accounts/:id'],
      ['operateur', 'GET', '/api/factures/fec'],
      ['operateur', 'POST', '/api/accounts/:id/reportConfigurations'],
      ['depanneur', 'GET', '/api/accounts'],
      ['depanneur', 'POST', '/api/accounts/'],
      ['depanneur', 'POST', '/api/accounts/:id/token'],
      ['depanneur', 'GET', '/api/things/accounts'],
      ['assisteur', 'POST', '/api/folders'],
      ['assisteur', 'POST', '/api/trucks/:id/sendMessage'],
      ['assisteur', 'POST', '/api/legalentities/'],
      ['assisteur', 'GET', '/api/factures'],
    ];
    const failures: string[] = [];
    for (const [login, method, pattern] of forbidden) {
      const url = depanneurIds(pattern);
      const response = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(await t.bearer(login)), 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: '{}' }),
      });
      if (response.statusCode !== 403 || response.json().error !== 'forbidden')
        failures.push(`${login} ${method} ${url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('bodies too large, nested too deep, or not JSON: a French 4xx, never a 5xx', async () => {
    const failures: string[] = [];
    const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const deepObject = `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`;
    for (const operation of operations.filter((o) => o.body && o.bodyType === 'application/json')) {
      const url = depanneurIds(operation.url);
      for (const payload of [huge, deep, deepObject, '{"a":', '\u0000']) {
        const response = await send(operation, url, 'depanneur', undefined, payload);
        const expected = payload === huge ? 413 : payload === '\u0000' ? 400 : undefined;
        if (fail(response) || response.statusCode < 400 || (expected && response.statusCode !== expected))
          failures.push(describeFailure(operation, url, response));
      }
    }
    expect(failures).toEqual([]);
    // Five payloads on every JSON route: its time grows with the API, it is no speed check.
  }, 120_000);

  it('removes with real ids, last: what is in use is a 409, never a 5xx', async () => {
    const failures: string[] = [];
    for (const operation of operations.filter((o) => o.method === 'DELETE')) {
      const url = depanneurIds(operation.url);
      const response = await send(operation, url, 'depanneur');
      if (fail(response)) failures.push(describeFailure(operation, url, response));
    }
    expect(failures).toEqual([]);
  });
});
