import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, JournalPage, JournalQuery } from '@plateau/contracts';
import { requireAdmin } from '../../lib/route-guards.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { journalCsv, listJournal } from './journal.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody };

/**
 * The journal of sensitive acts, read by the account's administrators. There is no route to
 * change or delete a row, and the database refuses it anyway (migration 0028's trigger).
 */
export const journalRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['journal'];

  app.get(
    '/api/journal',
    {
      onRequest: requireAdmin,
      schema: { tags, querystring: JournalQuery, response: { 200: JournalPage, ...errors } },
    },
    async (request) => listJournal(app.db, request.auth.accountId, request.query),
  );

  app.get(
    '/api/journal/csv',
    {
      onRequest: requireAdmin,
      schema: {
        tags,
        summary: 'The filtered journal as CSV',
        querystring: JournalQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition('journal.csv', 'attachment'))
        .send(await journalCsv(app.db, request.auth.accountId, request.query)),
  );
};
