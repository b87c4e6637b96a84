import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { BASIC_CLIENT, createTestApp } from '../test/harness.ts';

describe('the sign-in rate limit across instances', () => {
  it('counts the calls of one address on every instance of the database, and trusts only the proxy', async () => {
    // Two instances on one database, behind a proxy at 127.0.0.1 (TRUST_PROXY), 4 sign-ins a minute.
    const a = await createTestApp({ oauthRateLimit: 4, trustProxy: '127.0.0.1' });
    const b = await buildApp({ config: a.config, database: a.database, logger: false });
    try {
      // A new login each time: the per-login lock (LOGIN_MAX_FAILURES) stays out of the count.
      let attempt = 0;
      const call = (app: typeof b, forwardedFor: string, remoteAddress = '127.0.0.1') =>
        app.inject({
          method: 'POST',
          url: '/oauth/token',
          remoteAddress,
          headers: {
            authorization: BASIC_CLIENT,
            'content-type': 'application/x-www-form-urlencoded',
            'x-forwarded-for': forwardedFor,
          },
          payload: `grant_type=password&username=personne-${++attempt}&password=x`,
        });
      // The balancer alternates: 2 calls on each instance use up the 4 of the address.
      for (const app of [a.app, b, a.app, b]) expect((await call(app, '203.0.113.9')).statusCode).toBe(400);
      const refusedOnA = await call(a.app, '203.0.113.9');
      const refusedOnB = await call(b, '203.0.113.9');
      expect(refusedOnA.statusCode).toBe(429);
      expect(refusedOnB.statusCode).toBe(429);
      expect(refusedOnB.json().error).toBe('too_many_attempts');
      // Another client behind the same proxy has its own count.
      expect((await call(b, '198.51.100.4')).statusCode).toBe(400);
      // A caller that is not the proxy cannot choose its address: its own socket's address counts.
      for (let i = 0; i < 4; i++)
        expect((await call(a.app, `192.0.2.${i}`, '192.0.2.200')).statusCode).toBe(400);
      expect((await call(b, '192.0.2.99', '192.0.2.200')).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
