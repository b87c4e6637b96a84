import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { BusinessNature } from '@plateau/contracts';
import { type AuthContext, verifyAccessToken } from '../lib/access-token.ts';
import { Forbidden, Unauthorized } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set for every /api call; routes read tenancy from here and nowhere else. */
    auth: AuthContext;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
}

/** Every /api route requires a valid bearer token, resolved once into request.auth. */
export const authPlugin = fp(async (app, opts: { tokenSecret: string }) => {
  app.decorateRequest('auth', null as unknown as AuthContext);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
    // The WebSocket upgrade authenticates with its query parameter (plugins/websocket.ts).
    if (request.url.startsWith('/api/webSocket')) return;
    const token = bearerToken(request);
    if (!token) throw new Unauthorized('Authentification requise');
    const ctx = verifyAccessToken(token, opts.tokenSecret);
    if (!ctx) throw new Unauthorized('Jeton invalide ou expiré');
    request.auth = ctx;
  });
});

/** Route guard: only these natures may call the route. */
export const requireNature =
  (...natures: BusinessNature[]) =>
  async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!natures.includes(request.auth.nature)) throw new Forbidden();
  };

/** Route guard for writes: assistance companies only read. */
export const denyAssisteurWrites = async (request: FastifyRequest, _reply: FastifyReply) => {
  if (request.auth.nature === 'ASSISTEUR') throw new Forbidden('Un compte assisteur ne peut que consulter');
};
