import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WS_CLOSE_TOKEN_EXPIRED } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  // Tokens live 2 seconds.
  t = await createTestApp({ accessTokenSeconds: 2 });
});
afterAll(() => t.close());

describe('a WebSocket connection lives as long as its token', () => {
  it('is closed with code 4001 when its token expires', async () => {
    const { access_token } = await t.signIn('depanneur');
    const opened = Date.now();
    const socket = await t.app.injectWS(`/api/webSocket?access_token=${access_token}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    socket.send(JSON.stringify({ type: 'subscribe', topic: '/accounts/events' }));
    const { code, reason } = await closed;
    expect(code).toBe(WS_CLOSE_TOKEN_EXPIRED);
    expect(WS_CLOSE_TOKEN_EXPIRED).toBe(4001);
    expect(reason).toBe('Jeton expiré');
    expect(Date.now() - opened).toBeLessThan(3_500);
  });

  it('a fresh token opens a new connection that stays open until its own expiry', async () => {
    const { access_token } = await t.signIn('depanneur');
    const socket = await t.app.injectWS(`/api/webSocket?access_token=${access_token}`);
    let closedAt = 0;
    socket.on('close', () => (closedAt = Date.now()));
    const opened = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(closedAt).toBe(0);
    await new Promise((resolve) => socket.on('close', resolve));
    expect(closedAt - opened).toBeGreaterThan(500);
  });
});
