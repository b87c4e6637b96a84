import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { ErrorBody } from '@plateau/contracts';
import { eInvoiceDeposits, eInvoicingSettings, invoices } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { pollPlatform } from '../../modules/e-invoicing/index.ts';
import { DEMO_PLATFORM_TOKEN } from '../fakes/demo-connector-fakes.ts';

const StatusRequest = z
  .object({
    invoiceId: z.number().int().positive(),
    code: z.string().regex(/^2\d\d$/),
    reason: z.string().max(30).optional(),
  })
  .strict();

/**
 * Browser tests only (E2E_FIXTURES=1, registered by testing.routes.ts): the demo's fake platform has
 * the buyer answer one of the caller's deposited invoices, then the poll reads it — the status
 * reaches open screens by the same live event as any other.
 */
export const eInvoicingTestingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/testing/e-invoicing/status',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['testing'],
        summary:
          'Browser tests only (E2E_FIXTURES=1): a buyer status for an invoice, through the fake platform',
        body: StatusRequest,
        response: { 200: z.object({ flowId: z.string() }), 400: ErrorBody, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const accountId = request.auth.accountId;
      const [target] = await app.db
        .select({ trackingId: eInvoiceDeposits.trackingId, code: invoices.code, url: eInvoicingSettings.url })
        .from(eInvoiceDeposits)
        .innerJoin(invoices, eq(invoices.id, eInvoiceDeposits.invoiceId))
        .innerJoin(eInvoicingSettings, eq(eInvoicingSettings.accountId, eInvoiceDeposits.accountId))
        .where(
          and(
            eq(eInvoiceDeposits.invoiceId, request.body.invoiceId),
            eq(eInvoiceDeposits.accountId, accountId),
          ),
        );
      if (!target?.code) throw new NotFound("Cette facture n'est pas déposée");
      const answer = await fetch(`${target.url}/v1/_demo/lifecycle`, {
        method: 'POST',
        headers: { authorization: `Bearer ${DEMO_PLATFORM_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...request.body, trackingId: target.trackingId, invoiceNumber: target.code }),
      });
      if (answer.status !== 202) throw new NotFound('La plateforme de démonstration ne répond pas');
      const { flowId } = (await answer.json()) as { flowId: string };
      await pollPlatform(app, accountId);
      return { flowId };
    },
  );
};
