import { depositTrackingId, eInvoicingRoute, platformAddressOf } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { PlatformError } from '../../adapters/approved-platform/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { publish } from '../../events/bus.ts';
import {
  findPlatformSettings,
  insertDeposit,
  lockDueDeposits,
  updateDeposit,
  type DepositRow,
} from './e-invoicing.repository.ts';
import { findIssuedInvoice, findKeptDocument } from './invoice-source.repository.ts';
import { journalDeposit } from './e-invoicing-journal.ts';
import { platformClientOf } from './platform-settings.service.ts';

/** A deposit the platform kept refusing for a busy or unreachable reason is given up after this many tries. */
const MAX_ATTEMPTS = 8;
/** A run takes its deposits for this long: another instance leaves them alone meanwhile. */
const LEASE_MS = 5 * 60_000;

/**
 * Called in the transaction that issues an invoice or a credit note: a French company's document
 * is queued for the platform (sent by the deposit job once committed), a private or foreign
 * customer's is marked as going to e-reporting. Nothing when the account has no platform.
 */
export async function queueInvoiceDeposit(tx: DbOrTx, accountId: number, invoiceId: number): Promise<void> {
  const settings = await findPlatformSettings(tx, accountId);
  if (!settings?.active) return;
  const invoice = await findIssuedInvoice(tx, accountId, invoiceId);
  if (!invoice?.code) return;
  const route = eInvoicingRoute(invoice);
  await insertDeposit(tx, {
    accountId,
    invoiceId,
    trackingId: depositTrackingId(accountId, invoice.code),
    state: route === 'PLATFORM' ? 'PENDING' : 'NOT_SENT',
  });
}

/** Takes the deposits due now (for LEASE_MS) and deposits them one after the other. */
export async function runDeposits(app: FastifyInstance, now = new Date()): Promise<void> {
  const rows = await app.db.transaction(async (tx) => {
    const due = await lockDueDeposits(tx, now);
    const lease = new Date(now.getTime() + LEASE_MS);
    for (const row of due) await updateDeposit(tx, row.id, { nextAttemptAt: lease });
    return due;
  });
  for (const row of rows) await depositOne(app, row, now);
}

async function depositOne(app: FastifyInstance, deposit: DepositRow, now: Date) {
  const job = { accountId: deposit.accountId, userId: null };
  const fail = (message: string) =>
    app.db.transaction(async (tx) => {
      await updateDeposit(tx, deposit.id, { state: 'FAILED', lastError: message });
      await journalDeposit(tx, job, deposit.trackingId, `dépôt en échec, ${message}`);
    });
  try {
    const client = await platformClientOf(app, deposit.accountId);
    if (!client) return await fail('Aucune plateforme agréée active pour ce compte');
    const invoice = await findIssuedInvoice(app.db, deposit.accountId, deposit.invoiceId);
    const document = await findKeptDocument(app.db, deposit.accountId, deposit.invoiceId);
    if (!invoice?.code || !document) return await fail('La facture émise ou son Factur-X est introuvable');
    const address = platformAddressOf(invoice);
    if (!address || !(await client.directoryHasAddress(address)))
      return await fail(
        `L’adresse de facturation électronique ${address ?? ''} est inconnue de l’annuaire : la facture n’a pas été envoyée`,
      );
    // A try that timed out may have reached the platform: look for it before depositing again.
    const [known] = await client.searchFlows({ trackingId: deposit.trackingId, flowDirection: ['Out'] }, 1);
    const flowId =
      known?.flowId ??
      (
        await client.depositFlow(
          {
            trackingId: deposit.trackingId,
            name: document.filename,
            processingRule: 'B2B',
            flowSyntax: 'Factur-X',
            flowProfile: 'CIUS',
          },
          { bytes: Buffer.from(document.content), contentType: 'application/pdf' },
        )
      ).flowId;
    await app.db.transaction(async (tx) => {
      await updateDeposit(tx, deposit.id, {
        state: 'DEPOSITED',
        flowId,
        depositedAt: now,
        lastError: null,
        attempts: deposit.attempts + 1,
      });
      await journalDeposit(tx, job, invoice.code!, `déposée sur la plateforme agréée (flux ${flowId})`);
      await publish(tx, deposit.accountId, {
        folderId: null,
        eventType: 'E_INVOICE_STATUS',
        invoiceId: deposit.invoiceId,
        title: 'Facture déposée sur la plateforme',
        message: `${invoice.code} a été déposée sur la plateforme agréée`,
      });
    });
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    const attempts = deposit.attempts + 1;
    if (!error.retryable || attempts >= MAX_ATTEMPTS) return await fail(error.message);
    await updateDeposit(app.db, deposit.id, {
      attempts,
      lastError: error.message,
      nextAttemptAt: new Date(now.getTime() + 30_000 * 2 ** (attempts - 1)),
    });
  }
}
