import type { FecEncoding } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import {
  fecPaymentBatch,
  invoiceLetterings,
  type PaymentJournal,
  type PaymentKey,
} from '../payments/index.ts';
import { fecPaymentEntry } from './fec-payment-lines.ts';

/** Payments read per query: as the sales journal, one batch in memory at a time, whatever the period. */
export const FEC_PAYMENT_BATCH = 1000;

/** The bank journal first, then the cash journal, each after the sales journal in the file. */
const JOURNALS: PaymentJournal[] = ['BANQUE', 'CAISSE'];

/**
 * The period's payments as the bank and cash journals' entries (issue 29 §1), each journal numbered on its own
 * from 1 in day order, every 411 line lettered with its invoice as it stood at the end of the period.
 *
 * A cancelled payment is in no file. Plateau closes no period of these journals: each FEC is built again from
 * the payments, and a payment is cancelled because it was recorded by mistake (the money never came; money
 * given back would be a refund, not a cancellation), so the books are what they would have been had it never
 * been typed — and the cancellation stays in the journal of acts. A reversing entry dated on the cancellation
 * would only be right once exported periods are closed and their files kept as filed, which Plateau does not do.
 */
export async function* paymentJournalLines(
  db: Db,
  accountId: number,
  period: { startDate: string; endDate: string },
  lengths: Map<string, number>,
  encoding: FecEncoding,
): AsyncGenerator<string> {
  for (const journal of JOURNALS) {
    let after: PaymentKey = null;
    let entryNumber = 0;
    for (;;) {
      const rows = await fecPaymentBatch(db, accountId, period, journal, after, FEC_PAYMENT_BATCH);
      if (!rows.length) break;
      const letterings = await invoiceLetterings(
        db,
        accountId,
        rows.map((row) => row.invoiceId),
        period.endDate,
      );
      yield rows
        .map((row) =>
          fecPaymentEntry(
            { ...row, lettering: letterings.get(row.invoiceId) ?? null },
            lengths,
            encoding,
            ++entryNumber,
          ),
        )
        .join('');
      const last = rows.at(-1)!;
      after = { date: last.date, id: last.id };
    }
  }
}
