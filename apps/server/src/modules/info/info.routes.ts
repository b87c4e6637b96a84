import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BuildInfo, ErrorBody } from '@plateau/contracts';
import { buildInfo } from '../../lib/build-info.ts';

export const infoRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const build = buildInfo();

  app.get(
    '/actuator/info',
    {
      config: { public: true },
      schema: { tags: ['info'], summary: 'Server build version', security: [], response: { 200: BuildInfo } },
    },
    async () => ({ build }),
  );

  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['info'],
        summary: 'Database reachable',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }), 503: ErrorBody },
      },
    },
    async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' as const };
      } catch {
        return reply
          .status(503)
          .send({ error: 'unavailable', error_description: 'Base de données injoignable' });
      }
    },
  );
};
