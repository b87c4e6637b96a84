import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  ReceivedInvoice,
  ReceivedInvoiceAnswerBody,
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

  // One literal route per file kind: a path parameter is always an id (the hostile-input walk relies on it).
  for (const file of ['pdf', 'xml'] as const)
    app.get(
      `/api/factures-recues/:id/${file}`,
      {
        onRequest: eInvoicingAccess,
        schema: {
          tags,
          summary: file === 'pdf' ? 'The readable PDF, as received' : 'The XML, as received',
          params: ReceivedInvoiceParams,
        },
      },
      async (request, reply) => {
        const found = await receivedInvoiceFile(app.db, request.auth.accountId, request.params.id, file);
        return reply
          .header('content-type', found.type)
          .header('content-disposition', contentDisposition(found.name, 'inline'))
          .send(found.bytes);
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
