import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, TokenRequest, TokenResponse } from '@plateau/contracts';
import { authenticateClient } from './client-auth.ts';
import { grantToken } from './oauth.service.ts';

export const oauthRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const client = { id: app.config.oauthClientId, secret: app.config.oauthClientSecret };

  app.post(
    '/oauth/token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in (password grant) or refresh the session (refresh_token grant)',
        security: [{ basic: [] }],
        body: TokenRequest.optional(),
        response: { 200: TokenResponse, 400: ErrorBody, 401: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      authenticateClient(request, client);
      reply.header('cache-control', 'no-store');
      return grantToken(app.db, app.config, request.body ?? {});
    },
  );
};
