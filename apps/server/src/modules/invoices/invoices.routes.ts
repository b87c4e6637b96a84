import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  Invoice,
  FecQuery,
  FolderIdParams,
  InvoiceCreateBody,
  InvoiceIdParams,
  InvoiceList,
  InvoiceListQuery,
  InvoiceNextCode,
  InvoicePatchBody,
} from '@plateau/contracts';
import { z } from 'zod';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { Readable } from 'node:stream';
import { fecExport } from './fec.service.ts';
import { invoiceFolder } from './folder-invoice.service.ts';
import { fecAccess, invoiceAccess } from './invoice-guards.ts';
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

/** 'Mes factures' (spec 3 §2, §7): list, next number, load, create, patch by difference, delete. */
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
        summary: 'The number the next invoice would get (a preview)',
        response: { 200: InvoiceNextCode, ...errors },
      },
    },
    async (request) => nextInvoiceCode(app.db, request.auth),
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
          summary: 'Create an invoice: the server numbers it and recomputes every amount and the due date',
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
        summary: 'Patch an invoice by difference, with the version read (stale: 409)',
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
        summary: "Delete the account's most recent invoice (its number is given back); any other: 409",
        params: InvoiceIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteInvoice(app.db, request.auth, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/factures/:id/pdf',
    {
      onRequest: invoiceAccess,
      schema: {
        tags,
        summary: 'The invoice as a Factur-X PDF (PDF/A-3 with the CII XML of profile EN 16931 embedded)',
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
          'The sales journal of the period as a FEC file (18 tab-separated columns), streamed; ' +
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
