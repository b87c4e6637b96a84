import {
  buyerAnswerProblem,
  currentLifecycleStatus,
  lifecycleLabel,
  lifecycleReasonLabel,
  type ReceivedInvoice,
  type ReceivedInvoiceAnswerBody,
  type ReceivedInvoiceList,
} from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { buildCdar } from '../../adapters/approved-platform/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { publish } from '../../events/bus.ts';
import { insertStatus, statusesOfReceived } from './e-invoicing.repository.ts';
import { journalStatus } from './e-invoicing-journal.ts';
import { historyEntry } from './lifecycle-view.ts';
import { requirePlatformClient } from './platform-settings.service.ts';
import { findReceived, findReceivedSummary, listReceived } from './received-invoices.repository.ts';

const notFound = () => new NotFound("Cette facture reçue n'existe pas");

type SummaryRow = NonNullable<Awaited<ReturnType<typeof findReceivedSummary>>>;

function toReceived(
  row: SummaryRow,
  statuses: Awaited<ReturnType<typeof statusesOfReceived>>,
): ReceivedInvoice {
  const history = statuses.filter((status) => status.receivedInvoiceId === row.id).map(historyEntry);
  return {
    ...row,
    receivedAt: row.receivedAt.toISOString(),
    duplicate: !!row.duplicate,
    hasReadableView: !!row.hasReadableView,
    current: currentLifecycleStatus(history),
    history,
  };
}

export async function listReceivedInvoices(
  db: DbOrTx,
  accountId: number,
  page: number,
  limit: number,
): Promise<ReceivedInvoiceList> {
  const { rows, total } = await listReceived(db, accountId, page, limit);
  const statuses = await statusesOfReceived(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toReceived(row, statuses)), total };
}

export async function loadReceivedInvoice(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<ReceivedInvoice> {
  const row = await findReceivedSummary(db, accountId, id);
  if (!row) throw notFound();
  return toReceived(row, await statusesOfReceived(db, accountId, [id]));
}

/** The readable PDF (the platform's ReadableView) or the XML as received. */
export async function receivedInvoiceFile(db: DbOrTx, accountId: number, id: number, file: 'pdf' | 'xml') {
  const row = await findReceived(db, accountId, id);
  if (!row) throw notFound();
  if (file === 'xml')
    return { bytes: Buffer.from(row.xml, 'utf8'), type: 'application/xml', name: `${row.number}.xml` };
  if (!row.readableView)
    throw new NotFound("La plateforme n'a pas fourni de version lisible de cette facture");
  return { bytes: Buffer.from(row.readableView), type: 'application/pdf', name: `${row.number}.pdf` };
}

/**
 * « Approuver » (205), « En litige » (207), « Refuser » (210, an official reason required): the
 * status goes back to the supplier as a CDAR through the platform, then is kept with its proof.
 * The received invoice itself never changes. A refused invoice takes no further answer.
 */
export async function answerReceivedInvoice(
  app: FastifyInstance,
  auth: AuthContext,
  id: number,
  body: ReceivedInvoiceAnswerBody,
): Promise<ReceivedInvoice> {
  const row = await findReceived(app.db, auth.accountId, id);
  if (!row) throw notFound();
  const problem = buyerAnswerProblem(body.status, body.reason);
  if (problem) throw new Invalid(problem);
  const current = currentLifecycleStatus(
    (await statusesOfReceived(app.db, auth.accountId, [id])).map(historyEntry),
  );
  if (current?.code === '210')
    throw new Conflict('Cette facture est déjà refusée : elle ne reçoit plus de réponse');
  if (current?.code === body.status)
    throw new Conflict(`Cette facture est déjà au statut « ${lifecycleLabel(body.status)} »`);
  const client = await requirePlatformClient(app, auth.accountId);
  const at = new Date();
  const reasonText = body.comment ?? lifecycleReasonLabel(body.reason) ?? null;
  const status = {
    invoiceNumber: row.number,
    sellerSiren: row.supplierSiren,
    statusCode: body.status,
    reasonCode: body.reason ?? null,
    reasonText,
    at: at.toISOString(),
  };
  const cdar = buildCdar(status, `RCV-${id}-${body.status}-${at.getTime()}`);
  const sent = await client.depositFlow(
    {
      trackingId: `R${auth.accountId}-${id}-${body.status}-${at.getTime()}`.slice(0, 36),
      name: `statut-${body.status}-${row.number}.xml`,
      processingRule: 'B2B',
      flowSyntax: 'CDAR',
    },
    { bytes: Buffer.from(cdar, 'utf8'), contentType: 'application/xml' },
  );
  await app.db.transaction(async (tx) => {
    await insertStatus(tx, {
      accountId: auth.accountId,
      receivedInvoiceId: id,
      code: body.status,
      reasonCode: body.reason ?? null,
      reasonText,
      at,
      direction: 'OUT',
      statusKey: `rcv:${id}:${body.status}:${at.toISOString()}`,
      flowId: sent.flowId,
      cdar,
      userId: auth.userId,
    });
    await journalStatus(tx, auth, `Facture fournisseur ${row.number}`, {
      code: body.status,
      reason: body.reason,
      direction: 'OUT',
    });
    await publish(tx, auth.accountId, {
      folderId: null,
      eventType: 'E_INVOICE_STATUS',
      receivedInvoiceId: id,
    });
  });
  return loadReceivedInvoice(app.db, auth.accountId, id);
}
