import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import {
  ClientMessage,
  ErrorCode,
  isDriverRole,
  parseTopic,
  topicsOf,
  WS_CLOSE_SESSION_REVOKED,
  WS_CLOSE_TOKEN_EXPIRED,
  WS_MAX_TOPICS,
  WS_TOO_MANY_TOPICS_MESSAGE,
  type ServerMessage,
} from '@plateau/contracts';
import type { SessionContext } from '../lib/access-token.ts';
import type { EventBus } from '../events/bus.ts';
import type { SessionCache } from '../db/sessions/session-cache.ts';
import { currentAuth } from '../db/sessions/session-state.ts';

const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

/**
 * Each event's message per topic, serialized once for all the sockets that receive it (the bus
 * hands the same event object to every socket): a thousand screens of one account cost one
 * JSON.stringify, not a thousand.
 */
const serialized = new WeakMap<object, Map<string, string>>();
function eventFrame(event: ServerMessage & { type: 'event' }): string {
  let frames = serialized.get(event.event);
  if (!frames) serialized.set(event.event, (frames = new Map()));
  let frame = frames.get(event.topic);
  if (frame === undefined) frames.set(event.topic, (frame = JSON.stringify(event)));
  return frame;
}

/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * WebSocket /api/webSocket?access_token=…: the token decides the account, and a
 * connection only ever receives that account's events, whatever topic it asks for.
 * It lives as long as its token: at expiry the server closes it (code 4001), and as soon as its
 * session is taken away (user removed or made a CHAUFFEUR, password changed, account
 * deactivated…: code 4003). It holds at most WS_MAX_TOPICS topics.
 */
export const websocketPlugin = fp(async (app, opts: { bus: EventBus; sessions: SessionCache }) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(
    '/api/webSocket',
    {
      websocket: true,
      // plugins/auth.ts reads the token from `access_token` and sets request.auth.
      config: { tokenInQuery: true },
      schema: { hide: true, querystring: z.object({ access_token: z.string().optional() }).strict() },
    },
    (socket, request) => serve(socket, request.auth, opts.bus, opts.sessions),
  );
});

function serve(socket: WebSocket, auth: SessionContext, bus: EventBus, sessions: SessionCache) {
  const topics = new Set<string>();
  const unsubscribe = bus.subscribe(({ accountId, event }) => {
    if (accountId !== auth.accountId) return;
    for (const topic of topicsOf(event))
      if (topics.has(topic)) socket.send(eventFrame({ type: 'event', topic, event }));
  });
  socket.on('message', (raw) => {
    const parsed = ClientMessage.safeParse(safeJson(raw.toString()));
    if (!parsed.success || !parseTopic(parsed.data.topic)) {
      send(socket, {
        type: 'error',
        error: ErrorCode.invalidRequest,
        error_description: 'Message ou sujet invalide',
      });
      return;
    }
    const { type, topic } = parsed.data;
    if (type === 'subscribe') {
      if (!topics.has(topic) && topics.size >= WS_MAX_TOPICS) {
        send(socket, {
          type: 'error',
          error: ErrorCode.invalidRequest,
          error_description: WS_TOO_MANY_TOPICS_MESSAGE,
        });
        return;
      }
      topics.add(topic);
      send(socket, { type: 'subscribed', topic });
    } else topics.delete(topic);
  });
  const expiry =
    auth.expiresAt === undefined
      ? undefined
      : setTimeout(
          () => socket.close(WS_CLOSE_TOKEN_EXPIRED, 'Jeton expiré'),
          Math.min(Math.max(auth.expiresAt - Date.now(), 0), MAX_TIMER_MS),
        );
  // Any forgotten session state may be this socket's: read it again (a cache hit when it was not).
  const stopChecking = sessions.onForget(() => {
    sessions.get(auth.userId, auth.accountId).then(
      (state) => {
        // A user who became a CHAUFFEUR no longer sees the back office's live events (the driver
        // app has none): closed as a removed user's, the token then opens no new one.
        const current = currentAuth(auth, state);
        if (!current || isDriverRole(current.role))
          socket.close(WS_CLOSE_SESSION_REVOKED, 'Session révoquée');
      },
      () => undefined, // The database did not answer: the next change or request decides.
    );
  });
  socket.on('close', () => {
    clearTimeout(expiry);
    unsubscribe();
    stopChecking();
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return z.NEVER;
  }
}
