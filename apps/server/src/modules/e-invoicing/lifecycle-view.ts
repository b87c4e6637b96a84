import {
  currentLifecycleStatus,
  isTerminalRefusal,
  lifecycleLabel,
  lifecycleReasonLabel,
  type InvoiceLifecycle,
  type LifecycleHistoryEntry,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { findDeposit, statusesOfInvoice, type StatusRow } from './e-invoicing.repository.ts';
import { findIssuedInvoice } from './invoice-source.repository.ts';

export function historyEntry(row: StatusRow): LifecycleHistoryEntry {
  return {
    code: row.code,
    label: lifecycleLabel(row.code),
    reason: row.reasonCode,
    reasonLabel: lifecycleReasonLabel(row.reasonCode),
    at: row.at.toISOString(),
    direction: row.direction,
  };
}

/** GET /api/factures/{id}/e-invoicing: the deposit and every status, oldest first. */
export async function invoiceLifecycle(
  db: DbOrTx,
  accountId: number,
  invoiceId: number,
): Promise<InvoiceLifecycle> {
  if (!(await findIssuedInvoice(db, accountId, invoiceId))) throw new NotFound("Cette facture n'existe pas");
  const [deposit, rows] = await Promise.all([
    findDeposit(db, accountId, invoiceId),
    statusesOfInvoice(db, accountId, invoiceId),
  ]);
  const history = rows.map(historyEntry);
  const current = currentLifecycleStatus(history);
  return {
    depositState: deposit?.state ?? null,
    depositError:
      deposit?.state === 'FAILED' || deposit?.state === 'PENDING' ? (deposit.lastError ?? null) : null,
    trackingId: deposit?.trackingId ?? null,
    current,
    terminalRefusal: isTerminalRefusal(current?.code),
    history,
  };
}
