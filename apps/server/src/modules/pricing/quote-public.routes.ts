import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, PublicQuote, PublicQuoteDecision, TrackingTokenParams } from '@plateau/contracts';
import { perAddressRateLimit } from '../../db/rate-limit-store.ts';
import { decideQuote, publicQuote } from './quote-public.service.ts';

/**
 * The customer's quote page (/devis/{token}) without sign-in: the token is the only key, limited
 * per client address like the tracking page, which also slows anyone guessing tokens.
 */
export const publicQuoteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  await app.register(
    rateLimit,
    perAddressRateLimit(app.db, {
      namespace: 'quotes',
      max: app.config.trackingRateLimit,
      refused: 'Trop de demandes depuis votre adresse',
    }),
  );

  app.get(
    '/api/public/quotes/*',
    {
      config: { public: true },
      schema: {
        tags: ['quotes'],
        summary: 'The quote a public link leads to',
        params: TrackingTokenParams,
        response: { 200: PublicQuote, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex, nofollow');
      return publicQuote(app.db, request.params['*']);
    },
  );

  app.post(
    '/api/public/quotes/*',
    {
      config: { public: true },
      schema: {
        tags: ['quotes'],
        summary: 'The customer accepts (name and « Bon pour accord ») or refuses the quote, once',
        params: TrackingTokenParams,
        body: PublicQuoteDecision,
        response: { 200: PublicQuote, 400: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody },
      },
    },
    async (request) => decideQuote(app.db, request.params['*'], request.body, request.ip),
  );
};
