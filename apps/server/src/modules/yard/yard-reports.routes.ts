import type { FastifyPluginAsync } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition.ts';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, YardStatistics, YardStatisticsQuery } from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { yardRegisterFile, yardStatisticsOf } from './yard-register.ts';

const errors = { 400: ErrorBody, 403: ErrorBody };
const tags = ['yard'];

/** The yard's statistics and its register's export (issue 31 §7): read by every operator. */
export const yardReportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireNature('MISSION', 'DEPANNEUR');
  app.get(
    '/api/yard/statistics',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Entries, exits, stays and storage revenue per month and per authority',
        querystring: YardStatisticsQuery,
        response: { 200: YardStatistics, ...errors },
      },
    },
    async (request) => yardStatisticsOf(app.db, request.auth.accountId, request.query),
  );
  app.get(
    '/api/yard/register/export',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The register of the yard between two days, as CSV or XLSX',
        querystring: YardStatisticsQuery,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      },
    },
    async (request, reply) => {
      const file = await yardRegisterFile(app.db, request.auth.accountId, request.query);
      return reply
        .type(file.contentType)
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(file.bytes);
    },
  );
};
