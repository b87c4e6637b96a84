import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WS_CLOSE_SESSION_REVOKED } from '@plateau/contracts';
import { LiveConnection, retryDelay, webSocketUrl, type SocketLike } from './websocket.ts';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({} as CloseEvent);
  }
  /** The server closes the connection because its token expired. */
  expire() {
    this.readyState = 3;
    this.onclose?.({ code: 4001 } as CloseEvent);
  }
  /** The server closes the connection because the session was revoked. */
  revoke() {
    this.readyState = 3;
    this.onclose?.({ code: 4003 } as CloseEvent);
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
}

let sockets: FakeSocket[];
function last(): FakeSocket {
  const socket = sockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}
let sessionToken: string | null;
let revocations: number;
const connection = () =>
  new LiveConnection(
    (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    (token) => `ws://test/api/webSocket?access_token=${token}`,
    () => sessionToken,
    () => revocations++,
  );

beforeEach(() => {
  sockets = [];
  sessionToken = null;
  revocations = 0;
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('live connection', () => {
  it('subscribes its topics once open and delivers their events', () => {
    const live = connection();
    const received: unknown[] = [];
    live.subscribe('/accounts/events', (event) => received.push(event));
    live.connect('t1');
    last().open();
    expect(last().url).toBe('ws://test/api/webSocket?access_token=t1');
    expect(last().sent).toEqual([{ type: 'subscribe', topic: '/accounts/events' }]);

    last().receive({
      type: 'event',
      topic: '/accounts/events',
      event: { folderId: 4, eventType: 'FOLDER_UPDATED' },
    });
    last().receive({
      type: 'event',
      topic: '/folders/dto',
      event: { folderId: 4, eventType: 'FOLDER_UPDATED' },
    });
    expect(received).toEqual([{ folderId: 4, eventType: 'FOLDER_UPDATED' }]);
  });

  it('asks each subscriber to reload when it opens and reopens, not once it has left', () => {
    const live = connection();
    let reloads = 0;
    const stop = live.subscribe(
      '/folders/7/dto',
      () => {},
      () => reloads++,
    );
    live.connect('t1');
    expect(reloads).toBe(0);
    last().open();
    expect(reloads).toBe(1);
    last().drop();
    vi.advanceTimersByTime(1_000);
    last().open();
    expect(reloads).toBe(2);
    stop();
    last().drop();
    vi.advanceTimersByTime(2_000);
    last().open();
    expect(reloads).toBe(2);
  });

  it('subscribes and unsubscribes a topic opened after the connection', () => {
    const live = connection();
    live.connect('t1');
    last().open();
    const stop = live.subscribe('/folders/7/dto', () => {});
    stop();
    expect(last().sent).toEqual([
      { type: 'subscribe', topic: '/folders/7/dto' },
      { type: 'unsubscribe', topic: '/folders/7/dto' },
    ]);
  });

  it('reconnects after 1 s, 2 s, 4 s, and starts again from 1 s once connected', () => {
    const live = connection();
    live.subscribe('/accounts/events', () => {});
    live.connect('t1');
    last().drop();
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().drop();
    vi.advanceTimersByTime(2_000);
    expect(sockets).toHaveLength(3);
    last().drop();
    vi.advanceTimersByTime(4_000);
    expect(sockets).toHaveLength(4);

    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: '/accounts/events' }]);
    last().drop();
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(5);
  });

  it('reopens with the new token after a refresh', () => {
    const live = connection();
    live.connect('t1');
    last().open();
    live.connect('t1');
    expect(sockets).toHaveLength(1);
    live.connect('t2');
    expect(sockets[0]?.closed).toBe(true);
    expect(last().url).toContain('access_token=t2');
  });

  it('closed by the server at token expiry, reopens at once with the refreshed token', () => {
    const live = connection();
    live.subscribe('/accounts/events', () => {});
    sessionToken = 't1';
    live.connect('t1');
    last().open();
    sessionToken = 't2';
    last().expire();
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('access_token=t2');
    last().open();
    expect(last().sent).toEqual([{ type: 'subscribe', topic: '/accounts/events' }]);
    // The hook that follows the session then asks for t2: already open, nothing to do.
    live.connect('t2');
    expect(sockets).toHaveLength(2);
  });

  it('closed at expiry before the refresh, retries later with the token the session then holds', () => {
    const live = connection();
    sessionToken = 't1';
    live.connect('t1');
    last().open();
    last().expire();
    expect(sockets).toHaveLength(1);
    sessionToken = 't2';
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    expect(last().url).toContain('access_token=t2');
  });

  it('closed by the server because the session was revoked, ends the session and never reconnects', () => {
    const live = connection();
    sessionToken = 't1';
    live.connect('t1');
    last().open();
    last().revoke();
    expect(revocations).toBe(1);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(WS_CLOSE_SESSION_REVOKED).toBe(4003);
  });

  it('stays closed after logout', () => {
    const live = connection();
    live.connect('t1');
    last().open();
    live.close();
    expect(last().closed).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});

describe('retry delay', () => {
  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('web socket address', () => {
  it('follows the page: wss on https, ws on http', () => {
    expect(webSocketUrl('a b', { protocol: 'https:', host: 'plateau.fr' })).toBe(
      'wss://plateau.fr/api/webSocket?access_token=a%20b',
    );
    expect(webSocketUrl('t', { protocol: 'http:', host: 'localhost:5173' })).toBe(
      'ws://localhost:5173/api/webSocket?access_token=t',
    );
  });
});
