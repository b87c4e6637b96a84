import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { MASKED, redactUrl } from './logger.ts';

let t: TestContext;
let logged: App;
const lines: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  logged = await buildApp({ config: t.config, database: t.database, logger: { level: 'info', stream } });
  await logged.ready();
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

describe('logs never contain tokens', () => {
  it('masks the token of the WebSocket URL and of any query, and the Authorization header', async () => {
    const { access_token, refresh_token } = await t.signIn('depanneur');
    const socket = await logged.injectWS(`/api/webSocket?access_token=${access_token}`);
    socket.terminate();
    await logged.inject({
      url: `/api/account?access_token=${access_token}&refresh_token=${refresh_token}`,
      headers: { authorization: `Bearer ${access_token}` },
    });
    await logged.inject({ url: '/api/folders/abc', headers: { authorization: `Bearer ${access_token}` } });
    await new Promise((resolve) => setTimeout(resolve, 100));

    const all = lines.join('\n');
    expect(lines.length).toBeGreaterThan(3);
    expect(all).toContain(`/api/webSocket?access_token=${MASKED}`);
    expect(all).toContain(`access_token=${MASKED}&refresh_token=${MASKED}`);
    expect(all).not.toContain(access_token);
    expect(all).not.toContain(access_token.split('.')[2]);
    expect(all).not.toContain(refresh_token);
  });

  it('masks secret query parameters, keeps the others', () => {
    expect(redactUrl('/api/webSocket?access_token=a.b.c')).toBe(`/api/webSocket?access_token=${MASKED}`);
    expect(redactUrl('/x?q=lyon&ACCESS_TOKEN=abc#f')).toBe(`/x?q=lyon&ACCESS_TOKEN=${MASKED}#f`);
    expect(redactUrl('/api/folders?search=token')).toBe('/api/folders?search=token');
  });
});
