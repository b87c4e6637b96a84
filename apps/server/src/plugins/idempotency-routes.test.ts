import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { registeredRoutes } from '../test/routes.ts';

/**
 * The POST routes that take no Idempotency-Key, each with why. Every other POST creates or sends
 * something, so a double-click would do it twice: it must say `config: { idempotent: true }`.
 */
const POST_WITHOUT_KEY: Record<string, string> = {
  'POST /oauth/token': 'sign-in: no account yet to keep a key in',
  'POST /api/iot/uplinks': 'public, called by the LoRaWAN network server (its own key, no user)',
  'POST /api/accounts/:id/token': 'its answer is a token pair, never kept in the database',
  'POST /api/iot/ingestionKey': 'its answer is a secret shown once, never kept in the database',
  'POST /api/folders/:id/messages/markAsRead': 'creates nothing; twice is the same as once',
  'POST /api/accounts/:id/connectors/:connector/test': 'saves nothing (a connection test)',
  'POST /api/e-invoicing/settings/test': 'saves nothing (a connection test)',
  'POST /api/public/sms/inbound':
    'public, called by the SMS provider (its own key, no user); STOP twice is STOP',
  'POST /api/public/payment-links/webhook':
    'public, called by the payment provider (signed; idempotent by the provider’s payment id)',
  'POST /api/public/payment-link-checkout/*':
    'public, the customer’s « Payer »: a new checkout at the provider each time, nothing recorded until paid',
  'POST /api/public/quotes/*':
    'public, the customer’s answer to a quote: accepted once, a second one is a 409',
  'POST /api/public/e-invoicing/webhook/*':
    'public, called by the approved platform (token address); each status is stored once by its key',
  'POST /api/quotes/proposal': 'saves nothing (the lines a grid proposes for a quote)',
};

/** Saves by PATCH that add rows with the changes: users, event rules, connector settings. */
const CREATING_PATCHES = [
  'PATCH /api/accounts/:id',
  'PATCH /api/accounts/:id/users',
  'PATCH /api/accounts/:id/notificationConfigurations',
];

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const name = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('which routes take an Idempotency-Key', () => {
  it('every POST route does, but the few listed with their reason', () => {
    const posts = registeredRoutes(t.app).filter((route) => route.method === 'POST');
    expect(posts.length).toBeGreaterThan(30);
    const missing = posts.filter((route) => !route.idempotent && !(name(route) in POST_WITHOUT_KEY));
    expect(missing.map(name), 'add config: { idempotent: true } to these creating routes').toEqual([]);
  });

  it('lists only POST routes that exist and take no key (the list cannot go stale)', () => {
    const routes = new Map(registeredRoutes(t.app).map((route) => [name(route), route]));
    for (const listed of Object.keys(POST_WITHOUT_KEY)) {
      expect(routes.has(listed), listed).toBe(true);
      expect(routes.get(listed)!.idempotent, listed).toBe(false);
    }
  });

  it('the saves by PATCH that create rows do too', () => {
    const idempotent = new Set(
      registeredRoutes(t.app)
        .filter((route) => route.idempotent)
        .map(name),
    );
    for (const patch of CREATING_PATCHES) expect(idempotent.has(patch), patch).toBe(true);
  });

  it('no public route does: its keys would have no user to belong to', () => {
    const publicIdempotent = registeredRoutes(t.app).filter((route) => route.public && route.idempotent);
    expect(publicIdempotent.map(name)).toEqual([]);
  });
});
