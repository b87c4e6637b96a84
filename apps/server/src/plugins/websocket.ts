import fp from 'fastify-plugin';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { ClientMessage, ErrorCode, parseTopic, topicsOf, type ServerMessage } from '@plateau/contracts';
import { type AuthContext, verifyAccessToken } from '../lib/access-token.ts';
import { Unauthorized } from '../lib/errors.ts';
import type { EventBus } from '../events/bus.ts';

const send = (socket: WebSocket, message: ServerMessage) => socket.send(JSON.stringify(message));

/**
 * WebSocket /api/webSocket?access_token=…: the token decides the account, and a
 * connection only ever receives that account's events, whatever topic it asks for.
 */
export const websocketPlugin = fp(async (app, opts: { bus: EventBus; tokenSecret: string }) => {
  await app.register(websocket, { options: { maxPayload: 4096 } });

  app.get(
    '/api/webSocket',
    {
      websocket: true,
      schema: { hide: true, querystring: z.object({ access_token: z.string().optional() }).strict() },
      preValidation: async (request) => {
        const token = (request.query as { access_token?: string }).access_token;
        const ctx = token ? verifyAccessToken(token, opts.tokenSecret) : null;
        if (!ctx) throw new Unauthorized('Jeton invalide ou expiré');
        request.auth = ctx;
      },
    },
    (socket, request) => serve(socket, request.auth, opts.bus),
  );
});

function serve(socket: WebSocket, auth: AuthContext, bus: EventBus) {
  const topics = new Set<string>();
  const unsubscribe = bus.subscribe(({ accountId, event }) => {
    if (accountId !== auth.accountId) return;
    for (const topic of topicsOf(event)) if (topics.has(topic)) send(socket, { type: 'event', topic, event });
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
      topics.add(topic);
      send(socket, { type: 'subscribed', topic });
    } else topics.delete(topic);
  });
  socket.on('close', unsubscribe);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return z.NEVER;
  }
}
