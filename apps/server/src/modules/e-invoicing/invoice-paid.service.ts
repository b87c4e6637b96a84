import type { FastifyInstance } from 'fastify';
import { buildCdar } from '../../adapters/approved-platform/index.ts';
import { publish } from '../../events/bus.ts';
import { findDeposit, insertStatus } from './e-invoicing.repository.ts';
import { journalStatus } from './e-invoicing-journal.ts';
import { findIssuedInvoice } from './invoice-source.repository.ts';
import { platformClientOf } from './platform-settings.service.ts';

export const INVOICE_PAID_JOB = 'e-invoicing-paid';

/**
 * « 212 Encaissée », sent by us once the invoice is fully paid (services, VAT due on payment): only
 * for an invoice deposited on the platform; sent once (the status key holds the invoice and code).
 */
export async function sendInvoicePaid(
  app: FastifyInstance,
  data: { accountId: number; invoiceId: number; paidAt: string },
) {
  const { accountId, invoiceId } = data;
  const deposit = await findDeposit(app.db, accountId, invoiceId);
  const invoice = await findIssuedInvoice(app.db, accountId, invoiceId);
  const client = await platformClientOf(app, accountId);
  if (deposit?.state !== 'DEPOSITED' || !invoice?.code || !client) return;
  const at = new Date(data.paidAt);
  const status = {
    invoiceNumber: invoice.code,
    sellerSiren: null,
    statusCode: '212',
    reasonCode: null,
    reasonText: null,
    at: at.toISOString(),
  };
  const cdar = buildCdar(status, `PAID-${deposit.trackingId}`);
  const sent = await client.depositFlow(
    {
      trackingId: `${deposit.trackingId}-212`.slice(0, 36),
      name: `statut-212-${invoice.code}.xml`,
      processingRule: 'B2B',
      flowSyntax: 'CDAR',
    },
    { bytes: Buffer.from(cdar, 'utf8'), contentType: 'application/xml' },
  );
  await app.db.transaction(async (tx) => {
    const row = await insertStatus(tx, {
      accountId,
      invoiceId,
      code: '212',
      // The history orders by when a status was recorded: the payment's date (noon of its day) may come
      // before the platform's 205 while the 212 is sent after it. The CDAR above carries the payment date.
      at: new Date(),
      direction: 'OUT',
      statusKey: `inv:${invoiceId}:212`,
      flowId: sent.flowId,
      cdar,
    });
    if (!row) return;
    await journalStatus(tx, { accountId, userId: null }, `Facture ${invoice.code}`, {
      code: '212',
      direction: 'OUT',
    });
    await publish(tx, accountId, { folderId: null, eventType: 'E_INVOICE_STATUS', invoiceId });
  });
}

/** Report invoice paid (212): queued, retried while the platform is busy. Call it once the invoice is fully paid. */
export async function reportInvoicePaid(
  app: FastifyInstance,
  accountId: number,
  invoiceId: number,
  paidAt = new Date(),
) {
  await app.jobs.send(INVOICE_PAID_JOB, { accountId, invoiceId, paidAt: paidAt.toISOString() });
}
