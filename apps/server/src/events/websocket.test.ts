import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { WS_MAX_TOPICS, WS_TOO_MANY_TOPICS_MESSAGE } from '@plateau/contracts';
import { buildApp, type App } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createTestApp, onPostgres, type TestContext } from '../test/harness.ts';
import { publish } from './bus.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Collects the server's messages on a socket. */
function recorder(socket: WebSocket) {
  const messages: Array<Record<string, unknown>> = [];
  socket.on('message', (data) => messages.push(JSON.parse(data.toString())));
  const waitFor = async (predicate: (m: Record<string, unknown>) => boolean, timeoutMs = 5000) => {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no matching message in ${JSON.stringify(messages)}`);
  };
  return { messages, waitFor };
}

async function connect(app: App, token: string) {
  const socket = await app.injectWS(`/api/webSocket?access_token=${token}`);
  return { socket, ...recorder(socket) };
}

async function accountId(login: string) {
  return (await t.app.inject({ url: '/api/account', headers: await t.bearer(login) })).json().id as number;
}

describe('WebSocket /api/webSocket', () => {
  it('refuses a missing or invalid token with 401 before the upgrade', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const statusOf = (query: string) =>
      new Promise<number>((resolve, reject) => {
        const socket = new WebSocket(`${address.replace('http', 'ws')}/api/webSocket${query}`);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => reject(new Error('the connection was accepted')));
        socket.on('error', () => undefined);
      });
    expect(await statusOf('')).toBe(401);
    expect(await statusOf('?access_token=forged')).toBe(401);
    const { access_token } = await t.signIn('iot');
    const accepted = new WebSocket(
      `${address.replace('http', 'ws')}/api/webSocket?access_token=${access_token}`,
    );
    await new Promise((resolve, reject) => accepted.on('open', resolve).on('error', reject));
    accepted.close();
  });

  it("delivers the account's events on the topics it subscribed to, and no other account's", async () => {
    const { access_token } = await t.signIn('depanneur');
    const client = await connect(t.app, access_token);
    for (const topic of ['/accounts/events', '/folders/7/dto'])
      client.socket.send(JSON.stringify({ type: 'subscribe', topic }));
    await client.waitFor((m) => m.type === 'subscribed' && m.topic === '/folders/7/dto');

    await publish(t.database.db, await accountId('mission'), { folderId: 7, eventType: 'FOLDER_UPDATED' });
    await publish(t.database.db, await accountId('depanneur'), { folderId: 7, eventType: 'FOLDER_UPDATED' });
    await publish(t.database.db, await accountId('depanneur'), { folderId: 8, eventType: 'FOLDER_CREATED' });

    await client.waitFor((m) => m.type === 'event' && (m.event as { folderId: number }).folderId === 8);
    const events = client.messages.filter((m) => m.type === 'event');
    expect(events).toEqual([
      { type: 'event', topic: '/accounts/events', event: { folderId: 7, eventType: 'FOLDER_UPDATED' } },
      { type: 'event', topic: '/folders/7/dto', event: { folderId: 7, eventType: 'FOLDER_UPDATED' } },
      { type: 'event', topic: '/accounts/events', event: { folderId: 8, eventType: 'FOLDER_CREATED' } },
    ]);
    client.socket.terminate();
  });

  it('answers an error to an unknown topic or a malformed message', async () => {
    const { access_token } = await t.signIn('mission');
    const client = await connect(t.app, access_token);
    client.socket.send(JSON.stringify({ type: 'subscribe', topic: '/admin/secrets' }));
    client.socket.send('not json');
    await client.waitFor((m) => m.type === 'error');
    expect(client.messages.filter((m) => m.type === 'error')).toHaveLength(2);
    client.socket.terminate();
  });

  it('refuses a subscription past WS_MAX_TOPICS with a French message, and takes one once a topic is left', async () => {
    const { access_token } = await t.signIn('mission');
    const client = await connect(t.app, access_token);
    for (let id = 1; id <= WS_MAX_TOPICS + 1; id++)
      client.socket.send(JSON.stringify({ type: 'subscribe', topic: `/folders/${id}/dto` }));
    expect(await client.waitFor((m) => m.type === 'error')).toEqual({
      type: 'error',
      error: 'invalid_request',
      error_description: WS_TOO_MANY_TOPICS_MESSAGE,
    });
    expect(client.messages.filter((m) => m.type === 'subscribed')).toHaveLength(WS_MAX_TOPICS);
    client.socket.send(JSON.stringify({ type: 'unsubscribe', topic: '/folders/1/dto' }));
    client.socket.send(JSON.stringify({ type: 'subscribe', topic: '/accounts/events' }));
    await client.waitFor((m) => m.type === 'subscribed' && m.topic === '/accounts/events');
    client.socket.terminate();
  });

  // Two server instances share a database only on PostgreSQL (an embedded PGlite belongs to one
  // process): this case exists in the PostgreSQL run only, rather than showing as skipped.
  if (onPostgres)
    it('delivers an event published by another server instance on the same database', async () => {
      if (t.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const other: Database = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
      const second = await buildApp({ config: t.config, database: other, logger: false });
      await second.ready();
      try {
        const { access_token } = await t.signIn('depanneur');
        const client = await connect(second, access_token);
        client.socket.send(JSON.stringify({ type: 'subscribe', topic: '/folders/dto' }));
        await client.waitFor((m) => m.type === 'subscribed');
        // Published through the first instance's connection pool, received by the second instance's listener.
        await publish(t.database.db, await accountId('depanneur'), {
          folderId: 42,
          eventType: 'FOLDER_UPDATED',
        });
        const event = await client.waitFor((m) => m.type === 'event');
        expect(event).toEqual({
          type: 'event',
          topic: '/folders/dto',
          event: { folderId: 42, eventType: 'FOLDER_UPDATED' },
        });
        client.socket.terminate();
      } finally {
        await second.close();
        await other.close();
      }
    });
});
