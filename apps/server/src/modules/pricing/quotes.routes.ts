import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ErrorBody,
  Quote,
  QuoteFolderBody,
  QuoteIdParams,
  QuoteInput,
  QuoteList,
  QuoteListQuery,
  QuoteProposal,
  QuoteProposalInput,
  QuoteSendBody,
  QuoteSent,
} from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { quotePdf } from './quote-pdf.ts';
import { quoteToFolder } from './quote-folder.service.ts';
import { proposeQuoteLines } from './quote-proposal.service.ts';
import { deliverQuoteLink } from './quote-sending.service.ts';
import { createQuote, getQuote, listQuotes, sendQuote } from './quotes.service.ts';
import { pricingOperators } from './tariff-grids.routes.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 502: ErrorBody };
const tags = ['quotes'];

/** Quotes (devis): the operators' daily work, like folders and invoices. */
export const quoteRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/quotes',
    {
      onRequest: pricingOperators,
      schema: {
        tags,
        summary: 'The quotes, newest first, by state and text',
        querystring: QuoteListQuery,
        response: { 200: QuoteList, ...errors },
      },
    },
    async (request) => listQuotes(app.db, request.auth.accountId, request.query),
  );

  app.get(
    '/api/quotes/:id',
    {
      onRequest: pricingOperators,
      schema: { tags, summary: 'A quote', params: QuoteIdParams, response: { 200: Quote, ...errors } },
    },
    async (request) => getQuote(app.db, request.auth.accountId, request.params.id),
  );

  app.get(
    '/api/quotes/:id/pdf',
    {
      onRequest: pricingOperators,
      schema: {
        tags,
        summary: 'The quote as a PDF (lines, totals, mentions, acceptance)',
        params: QuoteIdParams,
      },
    },
    async (request, reply) => {
      const file = await quotePdf(app.db, request.auth.accountId, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(Buffer.from(file.bytes));
    },
  );

  app.post(
    '/api/quotes',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: '« Nouveau devis »: a draft numbered DV-YYYY-NNNN',
        body: QuoteInput,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => createQuote(app.db, request.auth.accountId, request.body),
  );

  app.post(
    '/api/quotes/proposal',
    {
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: '« Proposer depuis la grille »: the lines the grid proposes for a quote (saves nothing)',
        body: QuoteProposalInput,
        response: { 200: QuoteProposal, ...errors },
      },
    },
    async (request) => proposeQuoteLines(app.db, request.auth.accountId, request.body),
  );

  app.post(
    '/api/quotes/:id/send',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary:
          '« Envoyer »: a new public link the customer accepts or refuses the quote on, by SMS or e-mail',
        params: QuoteIdParams,
        body: QuoteSendBody,
        response: { 200: QuoteSent, ...errors },
      },
    },
    async (request) => {
      const { accountId } = request.auth;
      const sent = await sendQuote(
        app.db,
        accountId,
        request.params.id,
        app.config.publicUrl,
        request.body.channel,
      );
      await deliverQuoteLink(app, accountId, sent);
      return sent;
    },
  );

  app.post(
    '/api/quotes/:id/folder',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags,
        summary: 'An accepted quote becomes a new folder, or attaches to the given one',
        params: QuoteIdParams,
        body: QuoteFolderBody,
        response: { 200: Quote, ...errors },
      },
    },
    async (request) => quoteToFolder(app.db, request.auth, request.params.id, request.body.folderId),
  );
};
