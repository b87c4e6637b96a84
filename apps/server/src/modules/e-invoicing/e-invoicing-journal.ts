import { lifecycleLabel, lifecycleReasonLabel } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { recordJournal } from '../journal/index.ts';

/** Who acted: a user answering a supplier's invoice, or a job (userId null) depositing and polling. */
export interface EInvoicingActor {
  accountId: number;
  userId: number | null;
}

/** « 213 Rejetée, motif REJ_SEMAN (…) » as the journal writes a status. */
const statusText = (code: string, reason: string | null | undefined) =>
  `${code} ${lifecycleLabel(code)}${reason ? `, motif ${reason} (${lifecycleReasonLabel(reason)})` : ''}`;

/** A deposit on the platform, done or failed: one journal row, in the deposit's transaction when there is one. */
export const journalDeposit = (db: DbOrTx, actor: EInvoicingActor, code: string, outcome: string) =>
  recordJournal(db, actor, 'E_INVOICE_DEPOSIT', `Facture ${code} : ${outcome}`);

/** A status received (IN) or sent (OUT) for an issued or a received invoice. */
export const journalStatus = (
  db: DbOrTx,
  actor: EInvoicingActor,
  document: string,
  status: { code: string; reason?: string | null; direction: 'IN' | 'OUT' },
) =>
  recordJournal(
    db,
    actor,
    status.direction === 'IN' ? 'E_INVOICE_STATUS' : 'E_INVOICE_ANSWER',
    `${document} : ${status.direction === 'IN' ? 'reçu' : 'envoyé'} ${statusText(status.code, status.reason)}`,
  );
