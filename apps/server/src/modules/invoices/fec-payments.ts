import type { FecEncoding, PaymentJournalSetting, PaymentMethod } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { fecPaymentBatch, invoiceLetterings, type PaymentKey } from '../payments/index.ts';
import { fecPaymentEntry } from './fec-payment-lines.ts';

/** Payments read per query: as the sales journal, one batch in memory at a time, whatever the period. */
export const FEC_PAYMENT_BATCH = 1000;

type Journals = Record<PaymentMethod, PaymentJournalSetting>;

/** The journals the methods land in, each with its methods: the bank journals first, then cash, by code. */
export function journalsInOrder(journals: Journals) {
  const byCode = new Map<string, { journal: PaymentJournalSetting; methods: PaymentMethod[] }>();
  for (const [method, journal] of Object.entries(journals) as Array<[PaymentMethod, PaymentJournalSetting]>) {
    const found = byCode.get(journal.code) ?? { journal, methods: [] };
    found.methods.push(method);
    byCode.set(journal.code, found);
  }
  const cash = (journal: PaymentJournalSetting) => (journal.accountLabel === 'Caisse' ? 1 : 0);
  return [...byCode.values()].sort(
    (a, b) => cash(a.journal) - cash(b.journal) || a.journal.code.localeCompare(b.journal.code),
  );
}

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
  journals: Journals,
  lengths: Map<string, number>,
  encoding: FecEncoding,
): AsyncGenerator<string> {
  for (const { journal, methods } of journalsInOrder(journals)) {
    let after: PaymentKey = null;
    let entryNumber = 0;
    for (;;) {
      const rows = await fecPaymentBatch(db, accountId, period, methods, after, FEC_PAYMENT_BATCH);
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
            journal,
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
