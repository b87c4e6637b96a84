import { centsToDecimalText, decimalTextToCents, spreadsheetText } from '@plateau/contracts';

/** The 18 columns of the FEC (Livre des procédures fiscales, art. A. 47 A-1), in order. */
export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

export const SALES_JOURNAL = { code: 'VT', label: 'Journal des ventes' };
export const CUSTOMER_ACCOUNT = '411000';
export const DEFAULT_VAT_ACCOUNT = '445710';

/** One invoice as the FEC needs it; amounts are exact decimal text. */
export interface FecInvoice {
  code: string;
  /** A credit note's entry is the invoice's reversed: the customer credited, sales and VAT debited. */
  creditNote?: boolean;
  date: string;
  customerCode: string;
  customerName: string;
  totalTTC: string;
  /** Revenue per sales account (the lines' HT summed per account). */
  revenue: Array<{ account: string; amount: string }>;
  /** VAT per collected-VAT account (the per-rate VAT summed per account). */
  vat: Array<{ account: string; amount: string }>;
}

const ymd = (date: string) => date.replaceAll('-', '');
/**
 * A text column: a formula start neutralised (the file is opened in spreadsheets), then tabs and
 * line breaks, which would shift the columns, turned into spaces. Amounts are not text: a credit
 * note's '-12,50' stays a valid FEC amount.
 */
const clean = (text: string) => spreadsheetText(text).replace(/[\t\r\n]+/g, ' ');
const amount = (cents: bigint) => centsToDecimalText(cents).replace('.', ',');

export const fecHeader = () => `${FEC_COLUMNS.join('\t')}\r\n`;

/**
 * One balanced sales-journal entry: the customer's debit (411, auxiliary account = the customer's
 * code) for the TTC, credits of revenue (7…) per sales account and of VAT (4457…) per rate.
 */
export function fecEntry(invoice: FecInvoice): string {
  const date = ymd(invoice.date);
  const document = invoice.creditNote ? 'Avoir' : 'Facture';
  const label = clean(`${document} ${invoice.code} ${invoice.customerName}`.trim());
  // A credit note's entry is written as its invoice's and reversed here.
  const row = (account: string, accountLabel: string, debit: bigint, credit: bigint, aux = ['', '']) =>
    [
      SALES_JOURNAL.code,
      SALES_JOURNAL.label,
      clean(invoice.code),
      date,
      account,
      accountLabel,
      clean(aux[0]!),
      clean(aux[1]!),
      clean(invoice.code),
      date,
      label,
      amount(invoice.creditNote ? credit : debit),
      amount(invoice.creditNote ? debit : credit),
      '',
      '',
      date,
      '',
      '',
    ].join('\t') + '\r\n';
  let text = row(CUSTOMER_ACCOUNT, 'Clients', decimalTextToCents(invoice.totalTTC), 0n, [
    invoice.customerCode,
    invoice.customerName,
  ]);
  for (const revenue of invoice.revenue)
    text += row(revenue.account, 'Ventes de prestations', 0n, decimalTextToCents(revenue.amount));
  for (const vat of invoice.vat) {
    const cents = decimalTextToCents(vat.amount);
    if (cents !== 0n) text += row(vat.account, 'TVA collectée', 0n, cents);
  }
  return text;
}

/** FEC file name: {SIREN}FEC{closing date YYYYMMDD}.txt. */
export const fecFilename = (siren: string, endDate: string) => `${siren}FEC${ymd(endDate)}.txt`;
