import {
  WS_CLOSE_SESSION_REVOKED,
  WS_CLOSE_TOKEN_EXPIRED,
  type AccountEvent,
  type ClientMessage,
  type ServerMessage,
} from '@plateau/contracts';
import { clearSession, getAccessToken } from './session.ts';

export type EventHandler = (event: AccountEvent, topic: string) => void;

/** The part of the browser's WebSocket the connection uses; tests pass a fake. */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(): void;
}
export type SocketFactory = (url: string) => SocketLike;

const OPEN = 1;
export const FIRST_RETRY_MS = 1_000;
export const MAX_RETRY_MS = 30_000;

/** 1 s, 2 s, 4 s … capped at 30 s. */
export const retryDelay = (attempt: number) => Math.min(FIRST_RETRY_MS * 2 ** attempt, MAX_RETRY_MS);

export function webSocketUrl(
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}/api/webSocket?access_token=${encodeURIComponent(token)}`;
}

function parseServerMessage(data: unknown): ServerMessage | null {
  if (typeof data !== 'string') return null;
  try {
    const message = JSON.parse(data) as ServerMessage;
    return message && typeof message === 'object' && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

/** One connection per tab; features subscribe to topics and the connection (re)subscribes them on every open. */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  /** What each subscriber reloads when the connection (re)opens: events sent while it was closed are lost. */
  private readonly resyncs = new Set<() => void>();

  constructor(
    private readonly createSocket: SocketFactory,
    private readonly urlFor: (token: string) => string = webSocketUrl,
    /** The session's token now: after an expiry the connection reopens with it. */
    private readonly currentToken: () => string | null = () => null,
    /** The server closed the connection because the session was revoked: no reconnection. */
    private readonly onRevoked: () => void = () => undefined,
  ) {}

  /** Opens the connection, or reopens it when the token changed (after a refresh). */
  connect(token: string): void {
    if (token === this.token && this.socket) return;
    this.stop();
    this.token = token;
    this.attempt = 0;
    this.open();
  }

  close(): void {
    this.stop();
    this.token = null;
  }

  /**
   * `onResync` runs each time the connection opens or reopens, once its topics are subscribed: what
   * changed while it was closed (a first connection slower than the page's data, a network drop) was
   * never sent, so the subscriber reloads what it shows.
   */
  subscribe(topic: string, handler: EventHandler, onResync?: () => void): () => void {
    if (onResync) this.resyncs.add(onResync);
    let topicHandlers = this.handlers.get(topic);
    if (!topicHandlers) {
      topicHandlers = new Set();
      this.handlers.set(topic, topicHandlers);
      this.send({ type: 'subscribe', topic });
    }
    topicHandlers.add(handler);
    return () => {
      if (onResync) this.resyncs.delete(onResync);
      topicHandlers.delete(handler);
      if (topicHandlers.size > 0 || this.handlers.get(topic) !== topicHandlers) return;
      this.handlers.delete(topic);
      this.send({ type: 'unsubscribe', topic });
    };
  }

  private open(): void {
    if (!this.token) return;
    const socket = this.createSocket(this.urlFor(this.token));
    this.socket = socket;
    socket.onopen = () => {
      this.attempt = 0;
      for (const topic of this.handlers.keys()) this.send({ type: 'subscribe', topic });
      this.resyncs.forEach((resync) => resync());
    };
    socket.onmessage = ({ data }) => {
      const message = parseServerMessage(data);
      if (message?.type !== 'event') return;
      this.handlers.get(message.topic)?.forEach((handler) => handler(message.event, message.topic));
    };
    socket.onclose = (event) => {
      if (this.socket !== socket) return;
      this.socket = null;
      if (event?.code === WS_CLOSE_SESSION_REVOKED) {
        this.token = null;
        this.onRevoked();
        return;
      }
      if (event?.code === WS_CLOSE_TOKEN_EXPIRED) {
        // The server closed at the token's expiry: reopen at once if the session holds a newer
        // token, else after the usual delay (the session refresh brings one meanwhile).
        const current = this.currentToken();
        if (current && current !== this.token) {
          this.token = current;
          this.attempt = 0;
          this.open();
          return;
        }
      }
      this.retryTimer = setTimeout(() => {
        const current = this.currentToken();
        if (current) this.token = current;
        this.open();
      }, retryDelay(this.attempt++));
    };
  }

  private stop(): void {
    clearTimeout(this.retryTimer);
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private send(message: ClientMessage): void {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(message));
  }
}

export const liveConnection = new LiveConnection(
  (url) => new WebSocket(url),
  webSocketUrl,
  getAccessToken,
  // The server says it at once (user removed, password changed…): the sign-in page says it too.
  () => clearSession('revoked'),
);

export const subscribeTopic = (topic: string, handler: EventHandler, onResync?: () => void) =>
  liveConnection.subscribe(topic, handler, onResync);
