import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  ErrorBody,
  Receivables,
  ReceivablesExportQuery,
  ReceivablesQuery,
} from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requireNature } from '../../lib/route-guards.ts';
import { receivablesFile } from './receivables-export.ts';
import { receivablesOn } from './receivables.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
/** As the invoice list: the operators' accounts (MISSION, DEPANNEUR), every user of them (ADMIN and OPERATEUR). */
const receivablesAccess = [requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR)];

/** « Encours clients » (issue 29 §4): what customers owe by age at a day, and its export. */
export const receivableRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];

  app.get(
    '/api/factures/encours',
    {
      onRequest: receivablesAccess,
      schema: {
        tags,
        summary:
          'Receivables per customer by age (not due, 1–30, 31–60, 61–90, > 90 days) at a day, with days to pay',
        querystring: ReceivablesQuery,
        response: { 200: Receivables, ...errors },
      },
    },
    async (request) => receivablesOn(app.db, request.auth, request.query.date),
  );

  app.get(
    '/api/factures/encours/export',
    {
      onRequest: receivablesAccess,
      schema: {
        tags,
        summary: 'The receivables table as an .xlsx or a CSV file (text cells formula-safe)',
        querystring: ReceivablesExportQuery,
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
      },
    },
    async (request, reply) => {
      const receivables = await receivablesOn(app.db, request.auth, request.query.date);
      const file = await receivablesFile(receivables, request.query.format);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(file.bytes);
    },
  );
};
