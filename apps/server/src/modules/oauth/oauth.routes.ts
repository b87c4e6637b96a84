import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, TokenRequest, TokenResponse } from '@plateau/contracts';
import { perAddressRateLimit } from '../../db/rate-limit-store.ts';
import { authenticateClient } from './client-auth.ts';
import { grantToken } from './oauth.service.ts';

export const oauthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const client = { id: app.config.oauthClientId, secret: app.config.oauthClientSecret };

  // Per client address, OAUTH_RATE_LIMIT calls a minute (default 60): a flood of sign-ins from one
  // address is refused before any database work or bcrypt. Registered here, so that it applies to
  // this module's routes only.
  await app.register(
    rateLimit,
    perAddressRateLimit(app.db, {
      namespace: 'oauth',
      max: app.config.oauthRateLimit,
      refused: 'Trop de demandes de connexion depuis votre adresse',
    }),
  );

  app.post(
    '/oauth/token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant) or refresh the session (refresh_token grant)',
        security: [{ basic: [] }],
        body: TokenRequest.optional(),
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request, reply) => {
      authenticateClient(request, client);
      reply.header('cache-control', 'no-store');
      return grantToken(app.db, app.config, request.body ?? {});
    },
  );
};
