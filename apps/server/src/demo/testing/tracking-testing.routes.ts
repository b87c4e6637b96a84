import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody, MissionIdParams } from '@plateau/contracts';
import { missions } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { trackingUrlFor } from '../../modules/tracking/tracking-links.ts';

/**
 * Browser tests only (E2E_FIXTURES=1, registered by testing.routes.ts): the tracking link an SMS
 * would carry for the caller's mission, made by the same trackingUrlFor.
 */
export const trackingTestingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/testing/missions/:id/trackingLink',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary: "Browser tests only (E2E_FIXTURES=1): the tracking link of the caller's mission",
        params: MissionIdParams,
        response: { 200: z.object({ url: z.string() }), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const [own] = await app.db
        .select({ id: missions.id, accountId: missions.accountId })
        .from(missions)
        .where(and(eq(missions.id, request.params.id), eq(missions.accountId, request.auth.accountId)));
      if (!own) throw new NotFound("Cette mission n'existe pas");
      return {
        url: await trackingUrlFor(app.db, app.config.publicUrl, {
          accountId: own.accountId,
          missionId: own.id,
        }),
      };
    },
  );
};
