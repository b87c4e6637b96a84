import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { BACKOFFICE_ONLY_MESSAGE, DRIVER_ONLY_ROUTE_MESSAGE, isDriverRole } from '@plateau/contracts';
import { type SessionContext, tokenVerifier } from '../lib/access-token.ts';
import { Forbidden, SessionRevoked, Unauthorized } from '../lib/errors.ts';
import type { SessionCache } from '../db/sessions/session-cache.ts';
import { currentAuth } from '../db/sessions/session-state.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered without a token (sign-in, health, version, static files, API docs). */
    public?: boolean;
    /** The token comes in the `access_token` query parameter (the WebSocket upgrade). */
    tokenInQuery?: boolean;
    /** A route of the driver app (issue 21): only a CHAUFFEUR calls it, and a CHAUFFEUR calls nothing else. */
    driverApp?: boolean;
  }
  interface FastifyInstance {
    /** Every route registered after the auth plugin, with its protection (read by tests). */
    routeList: RouteProtection[];
  }
}

export interface RouteProtection {
  readonly method: string;
  readonly url: string;
  readonly public: boolean;
  readonly tokenInQuery: boolean;
  /** Takes an Idempotency-Key (plugins/idempotency.ts). */
  readonly idempotent: boolean;
  /** Called by the driver app only (CHAUFFEUR). */
  readonly driverApp: boolean;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim();
  return undefined;
}

function queryToken(request: FastifyRequest): string | undefined {
  const token = (request.query as { access_token?: unknown } | undefined)?.access_token;
  return typeof token === 'string' ? token : undefined;
}

/**
 * Every route requires a valid token, resolved once into request.auth, unless its route
 * config says `public: true`. The token says who; the user's current state (cached per
 * instance, db/sessions) says whether they still may, and with which role and nature.
 * Protection is read from the route the router matched, never from the URL text (which may
 * be encoded: `/%61pi/…` is `/api/…`): the check is a hook of each route. An unmatched URL
 * goes to the 404 handler, which answers without reading anything.
 */
export const authPlugin = fp(async (app, opts: { tokenSecret: string; sessions: SessionCache }) => {
  if (!opts.tokenSecret) throw new Error('tokenSecret is required');
  app.decorateRequest('auth', null as unknown as SessionContext);
  const routeList: RouteProtection[] = [];
  const verifyToken = tokenVerifier(opts.tokenSecret);
  app.decorate('routeList', { getter: () => routeList });
  const authenticate = async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    if (config.public === true) return;
    const token = config.tokenInQuery === true ? queryToken(request) : bearerToken(request);
    if (!token) throw new Unauthorized('Authentification requise');
    const claims = verifyToken(token);
    if (!claims) throw new Unauthorized('Jeton invalide ou expiré');
    const ctx = currentAuth(claims, await opts.sessions.get(claims.userId, claims.accountId));
    if (!ctx) throw new SessionRevoked();
    if (isDriverRole(ctx.role) !== (config.driverApp === true))
      throw new Forbidden(isDriverRole(ctx.role) ? BACKOFFICE_ONLY_MESSAGE : DRIVER_ONLY_ROUTE_MESSAGE);
    request.auth = ctx;
  };
  app.addHook('onRoute', (route) => {
    // First of the route's own onRequest hooks (before its guards), after the global ones, so
    // that @fastify/websocket has marked an upgrade request and closes its socket on a 401.
    const own = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [authenticate, ...own];
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read when asked: onRoute hooks of inner plugins (docs, static) may still set the config.
    for (const method of methods) {
      routeList.push({
        method,
        url: route.url,
        get public() {
          return route.config?.public === true;
        },
        get tokenInQuery() {
          return route.config?.tokenInQuery === true;
        },
        get idempotent() {
          return route.config?.idempotent === true;
        },
        get driverApp() {
          return route.config?.driverApp === true;
        },
      });
    }
  });
});
