import type { FastifyPluginAsync } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, ErrorCode, PublicTracking, TrackingTokenParams } from '@plateau/contracts';
import { AppError } from '../../lib/errors.ts';
import { databaseRateLimitStore } from '../../db/rate-limit-store.ts';
import { publicTracking } from './public-tracking.service.ts';

/**
 * The customer's tracking page's one call, without sign-in: the token in the path is the only
 * key. The page polls it every 15 s (the WebSocket needs a session), so it is limited per
 * client address (TRACKING_RATE_LIMIT a minute), which also slows anyone guessing tokens.
 */
export const publicTrackingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  await app.register(rateLimit, {
    max: app.config.trackingRateLimit,
    timeWindow: 60_000,
    // Counted in the database: the limit holds across every instance behind the load balancer.
    store: databaseRateLimitStore(app.db, 'tracking'),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        429,
        ErrorCode.tooManyAttempts,
        `Trop de demandes depuis votre adresse : réessayez dans ${seconds} seconde${seconds > 1 ? 's' : ''}`,
      );
    },
  });

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
