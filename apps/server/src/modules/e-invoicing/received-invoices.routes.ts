import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  ReceivedInvoice,
  ReceivedInvoiceAnswerBody,
  ReceivedInvoiceFileParams,
  ReceivedInvoiceList,
  ReceivedInvoiceListQuery,
  ReceivedInvoiceParams,
} from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { eInvoicingAccess } from './e-invoicing.routes.ts';
import {
  answerReceivedInvoice,
  listReceivedInvoices,
  loadReceivedInvoice,
  receivedInvoiceFile,
} from './received-invoices.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** « Factures reçues »: the suppliers' invoices from the platform, their files, and our answers. */
export const receivedInvoiceRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['e-invoicing'];

  app.get(
    '/api/factures-recues',
    {
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary: 'Received supplier invoices, newest first',
        querystring: ReceivedInvoiceListQuery,
        response: { 200: ReceivedInvoiceList, ...errors },
      },
    },
    async (request) =>
      listReceivedInvoices(app.db, request.auth.accountId, request.query.page, request.query.limit),
  );

  app.get(
    '/api/factures-recues/:id',
    {
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary: 'One received invoice and its statuses',
        params: ReceivedInvoiceParams,
        response: { 200: ReceivedInvoice, ...errors },
      },
    },
    async (request) => loadReceivedInvoice(app.db, request.auth.accountId, request.params.id),
  );

  app.get(
    '/api/factures-recues/:id/:file',
    {
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary: 'The readable PDF or the XML, as received',
        params: ReceivedInvoiceFileParams,
      },
    },
    async (request, reply) => {
      const file = await receivedInvoiceFile(
        app.db,
        request.auth.accountId,
        request.params.id,
        request.params.file,
      );
      return reply
        .header('content-type', file.type)
        .header('content-disposition', contentDisposition(file.name, 'inline'))
        .send(file.bytes);
    },
  );

  app.post(
    '/api/factures-recues/:id/status',
    {
      config: { idempotent: true },
      onRequest: eInvoicingAccess,
      schema: {
        tags,
        summary:
          '« Approuver » (205), « En litige » (207) or « Refuser » (210, official reason): sent back as a CDAR',
        params: ReceivedInvoiceParams,
        body: ReceivedInvoiceAnswerBody,
        response: { 200: ReceivedInvoice, ...errors },
      },
    },
    async (request) => answerReceivedInvoice(app, request.auth, request.params.id, request.body),
  );
};
