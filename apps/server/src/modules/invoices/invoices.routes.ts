import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreditNoteBody,
  ErrorBody,
  Invoice,
  FecQuery,
  FolderIdParams,
  InvoiceCreateBody,
  InvoiceIdParams,
  InvoiceIssueBody,
  InvoiceList,
  InvoiceListQuery,
  InvoiceNextCode,
  InvoiceNextCodeQuery,
  InvoicePatchBody,
} from '@plateau/contracts';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { Readable } from 'node:stream';
import { createCreditNote } from './credit-note.service.ts';
import { fecExport } from './fec.service.ts';
import { invoiceFolder } from './folder-invoice.service.ts';
import { fecAccess, invoiceAccess } from './invoice-guards.ts';
import { issueInvoice } from './invoice-issue.service.ts';
import { invoicePdf } from './invoice-pdf.service.ts';
import {
  createInvoice,
  deleteInvoice,
  listAccountInvoices,
  loadInvoice,
  nextInvoiceCode,
  patchInvoice,
} from './invoices.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/**
 * 'Mes factures' (spec 3 §2, §7; issue 19): list, next number, load; drafts created, patched by
 * difference and deleted; issue; credit notes; the kept PDF; the FEC.
 */
export const invoiceRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['invoices'];

  app.get(
    '/api/factures',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: "The account's invoices",
        querystring: InvoiceListQuery,
        response: { 200: InvoiceList, ...errors },
      },
    },
    async (request) => listAccountInvoices(app.db, request.auth, request.query),
  );

  app.get(
    '/api/factures/nextCode',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: 'The number the next issued invoice (or credit note) would get (a preview)',
        querystring: InvoiceNextCodeQuery,
        response: { 200: InvoiceNextCode, ...errors },
      },
    },
    async (request) => nextInvoiceCode(app.db, request.auth, request.query.kind),
  );

  app.get(
    '/api/factures/:id',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: 'One invoice with its lines',
        params: InvoiceIdParams,
        response: { 200: Invoice, ...errors },
      },
    },
    async (request) => loadInvoice(app.db, request.auth.accountId, request.params.id),
  );

  // The spec writes POST /api/factures/ (trailing slash); both forms are served.
  for (const url of ['/api/factures', '/api/factures/'])
    app.post(
      url,
      {
        config: { idempotent: true },
        onRequest: invoiceAccess,
        schema: {
          tags,
          summary:
            'Save a draft invoice (no number yet): the server recomputes every amount and the due date',
          body: InvoiceCreateBody,
          response: { 200: Invoice, ...errors },
        },
      },
      async (request) => createInvoice(app.db, request.auth, request.body),
    );

  app.patch(
    '/api/factures/:id',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: 'Patch a draft by difference, with the version read (stale: 409; issued: 409)',
        params: InvoiceIdParams,
        body: InvoicePatchBody,
        response: { 200: Invoice, ...errors },
      },
    },
    async (request) => patchInvoice(app.db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/api/factures/:id',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: 'Delete a draft; an issued invoice or credit note: 409 (a credit note cancels it)',
        params: InvoiceIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteInvoice(app.db, request.auth, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/factures/:id/issue',
    {
      config: { idempotent: true },
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary:
          "Issue a draft: the next number of its sequence, today's date (Paris), frozen, its Factur-X PDF kept",
        params: InvoiceIdParams,
        body: InvoiceIssueBody,
        response: { 200: Invoice, ...errors },
      },
    },
    async (request) => issueInvoice(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/factures/:id/credit-note',
    {
      config: { idempotent: true },
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: 'A draft credit note (381) of an issued invoice: all its lines, or the ones chosen',
        params: InvoiceIdParams,
        body: CreditNoteBody,
        response: { 200: Invoice, ...errors },
      },
    },
    async (request) => createCreditNote(app.db, request.auth, request.params.id, request.body),
  );

  app.get(
    '/api/factures/:id/pdf',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary:
          'An issued document: its Factur-X PDF kept at issue, the same bytes every time; a draft: made on demand',
        params: InvoiceIdParams,
      },
    },
    async (request, reply) => {
      const file = await invoicePdf(app.db, request.auth, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(file.bytes);
    },
  );

  app.get(
    '/api/factures/fec',
    {
      onRequest: fecAccess,
      schema: {
        tags,
        summary:
          'The sales journal of the period, then its payments in the bank and cash journals (lettered), ' +
          'as a FEC file (18 tab-separated columns), streamed; ' +
          'ISO 8859-15 unless encoding=utf-8',
        querystring: FecQuery,
      },
    },
    async (request, reply) => {
      const fec = await fecExport(app.db, request.auth, request.query);
      return reply
        .header('content-type', `text/plain; charset=${fec.encoding}`)
        .header('content-disposition', contentDisposition(fec.filename, 'attachment'))
        .send(Readable.from(fec.bytes));
    },
  );

  app.post(
    '/api/folders/:id/facturer',
    {
      config: { idempotent: true },
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary:
          "'Facturer': a draft invoice from the folder's accepted valorisation; the folder keeps its number",
        params: FolderIdParams,
        response: { 200: Invoice, ...errors },
      },
    },
    async (request) => invoiceFolder(app.db, request.auth, request.params.id),
  );
};
