import {
  decimalTextToCents,
  DEFAULT_FEC_ENCODING,
  paymentMethodLabels,
  type FecEncoding,
  type PaymentJournalSetting,
  type PaymentMethod,
} from '@plateau/contracts';
import { cleaner, CUSTOMER_ACCOUNT, fecLine, ymd, type Lettering } from './fec-lines.ts';

/** One payment as the FEC needs it; the amount is exact decimal text. */
export interface FecPayment {
  invoiceCode: string;
  date: string;
  amount: string;
  method: PaymentMethod;
  /** The cheque's number, the transfer's reference, the card receipt's number. */
  reference: string | null;
  customerCode: string;
  /** The buyer's name as the sales journal writes it; the code stands in when empty. */
  customerName: string;
  /** The invoice's lettering once it is settled: the same code as its sales entry's 411 line. */
  lettering?: Lettering | null;
}

/** What the entry says: the invoice paid, how, and the cheque's number or the transfer's reference. */
export const paymentLabel = (payment: Pick<FecPayment, 'invoiceCode' | 'method' | 'reference'>) => {
  const reference = payment.reference?.trim();
  const how = paymentMethodLabels[payment.method] + (reference ? ` ${reference}` : '');
  return `Règlement facture ${payment.invoiceCode}, ${how}`;
};

/**
 * One balanced entry of the payment's journal (`paymentJournals`: the bank journal BQ, for cash the cash journal
 * CA, unless the account's payment types say otherwise): the bank or the cash box debited (512…/530…), the
 * customer credited on the auxiliary account its invoice's sales entry debits
 * (411, CompAuxNum the customer's code, CompAuxLib the same name), lettered with the invoice once it is
 * settled. EcritureNum is the journal's own continuous sequence (`entryNumber`); PieceRef the invoice's number.
 */
export function fecPaymentEntry(
  payment: FecPayment,
  journal: PaymentJournalSetting,
  lengths: Map<string, number>,
  encoding: FecEncoding = DEFAULT_FEC_ENCODING,
  entryNumber = 1,
): string {
  const clean = cleaner(encoding);
  const date = ymd(payment.date);
  const customerName = payment.customerName.trim() ? payment.customerName : payment.customerCode;
  const label = clean(paymentLabel(payment));
  const cents = decimalTextToCents(payment.amount);
  const head = {
    journal,
    entryNumber,
    date,
    pieceRef: payment.invoiceCode,
    label,
    clean,
    lengths,
  };
  const row = (
    account: string,
    accountLabel: string,
    debit: bigint,
    credit: bigint,
    aux = ['', ''],
    lettering: Lettering | null = null,
  ) => fecLine(head, account, accountLabel, debit, credit, aux, lettering);
  return (
    row(journal.account, journal.accountLabel, cents, 0n) +
    row(
      CUSTOMER_ACCOUNT,
      'Clients',
      0n,
      cents,
      [payment.customerCode, customerName],
      payment.lettering ?? null,
    )
  );
}
