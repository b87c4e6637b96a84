import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, PublicTracking, TrackingTokenParams } from '@plateau/contracts';
import { perAddressRateLimit } from '../../db/rate-limit-store.ts';
import { publicTracking } from './public-tracking.service.ts';

/**
 * The customer's tracking page's one call, without sign-in: the token in the path is the only
 * key. The page polls it every 15 s (the WebSocket needs a session), so it is limited per
 * client address (TRACKING_RATE_LIMIT a minute), which also slows anyone guessing tokens.
 */
export const publicTrackingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  await app.register(
    rateLimit,
    perAddressRateLimit(app.db, {
      namespace: 'tracking',
      max: app.config.trackingRateLimit,
      refused: 'Trop de demandes depuis votre adresse',
    }),
  );

  // A wildcard rather than a :token parameter: the router answers 414 for a parameter over 100
  // characters, and a huge token is just another link that leads nowhere (404, the page's message).
  app.get(
    '/api/public/tracking/*',
    {
      config: { public: true },
      schema: {
        tags: ['tracking'],
        summary:
          "The customer's tracking page (/suivi/{token}): step, truck, meeting point, arrival estimate",
        params: TrackingTokenParams,
        response: { 200: PublicTracking, 404: ErrorBody, 429: ErrorBody },
      },
    },
    async (request, reply) => {
      // The link must not be indexed, nor its answer kept by anyone on the way.
      reply.header('x-robots-tag', 'noindex, nofollow');
      return publicTracking({ db: app.db, routing: app.routePlanner, log: request.log }, request.params['*']);
    },
  );
};
