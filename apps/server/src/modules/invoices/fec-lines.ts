import {
  centsToDecimalText,
  decimalTextToCents,
  DEFAULT_FEC_ENCODING,
  DEFAULT_PAYMENT_JOURNALS,
  spreadsheetText,
  type FecEncoding,
} from '@plateau/contracts';
import { toLatin9Text } from '../../lib/latin9.ts';

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
export const DEFAULT_SALES_ACCOUNT = '706000';
/** Débours (tolls paid in the customer's name) pass through a third-party account, not sales (PCG 467). */
export const DEBOURS_ACCOUNT = '467000';
/** A document allowance granted on the invoice (PCG 709: rabais, remises et ristournes accordés). */
export const ALLOWANCE_ACCOUNT = '709000';

/** An account number as written in the file: no spaces, capitals (« 706 100 » and « 706100 » are one account). */
export const normalizeAccount = (account: string) => account.replace(/\s+/g, '').toUpperCase();

/**
 * The length of the account numbers of each class (their first character) in one file: the
 * longest of the class. A file mixing « 411000 » and « 44571000 » writes « 41100000 », so that
 * the accounts of a class sort and total the same way in the tax authority's tools.
 */
export function accountLengths(accounts: Iterable<string>): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const raw of accounts) {
    const account = normalizeAccount(raw);
    if (!account) continue;
    const accountClass = account[0]!;
    lengths.set(accountClass, Math.max(lengths.get(accountClass) ?? 0, account.length));
  }
  return lengths;
}

/** An account padded with zeros on the right to its class's length (« 7061 » → « 706100 »). */
export function padAccount(account: string, lengths: Map<string, number>): string {
  const normalized = normalizeAccount(account);
  return normalized.padEnd(lengths.get(normalized[0] ?? '') ?? normalized.length, '0');
}

/** The accounts every file writes whatever its invoices: the customers', the defaults, the bank and cash. */
export const FIXED_ACCOUNTS = [
  CUSTOMER_ACCOUNT,
  DEFAULT_PAYMENT_JOURNALS.BANQUE.account,
  DEFAULT_PAYMENT_JOURNALS.CAISSE.account,
  DEFAULT_VAT_ACCOUNT,
  DEFAULT_SALES_ACCOUNT,
  DEBOURS_ACCOUNT,
  ALLOWANCE_ACCOUNT,
];

/** One invoice as the FEC needs it; amounts are exact decimal text. */
export interface FecInvoice {
  code: string;
  /** A credit note's entry is the invoice's reversed: the customer credited, sales and VAT debited. */
  creditNote?: boolean;
  date: string;
  customerCode: string;
  /** The buyer's name (a private customer's first name and name); the code stands in when empty. */
  customerName: string;
  totalTTC: string;
  /** Revenue per sales account (the lines' HT summed per account). */
  revenue: Array<{ account: string; amount: string }>;
  /** VAT per collected-VAT account (the per-rate VAT summed per account). */
  vat: Array<{ account: string; amount: string }>;
  /** The document allowance granted (the lines' revenue is before it); absent or '0': none. */
  allowance?: string;
  /** The lettering of the customer's line (a credit note takes its invoice's); absent: not lettered. */
  lettering?: Lettering | null;
}

/** EcritureLet and DateLet of a customer's 411 line: its invoice settled, on that day. */
export interface Lettering {
  code: string;
  date: string;
}

/** Débours lines go to a third-party account (467…), named so; other lines are sales. */
const revenueLabel = (account: string) =>
  normalizeAccount(account).startsWith('467') ? 'Débours' : 'Ventes de prestations';

export const ymd = (date: string) => date.replaceAll('-', '');
/**
 * A text column as the file will hold it: first written in the file's charset (in ISO 8859-15,
 * « ＝ » becomes « = » and an emoji or a zero-width character before it is left out), then a
 * formula start neutralised on that text (the file is opened in spreadsheets) — in the other order
 * the conversion would make formulas again — then tabs and line breaks, which would shift the
 * columns, turned into spaces. Amounts are not text: a credit note's '-12,50' stays a valid amount.
 */
export const cleaner = (encoding: FecEncoding) => {
  const inCharset = encoding === 'utf-8' ? (text: string) => text : toLatin9Text;
  return (text: string) => spreadsheetText(inCharset(text)).replace(/[\t\r\n]+/g, ' ');
};
export const amount = (cents: bigint) => centsToDecimalText(cents).replace('.', ',');

export const fecHeader = () => `${FEC_COLUMNS.join('\t')}\r\n`;

/** What every line of one entry shares: its journal, number, day (also ValidDate), piece and label. */
export interface FecEntryHead {
  journal: { code: string; label: string };
  entryNumber: number;
  /** YYYYMMDD. */
  date: string;
  pieceRef: string;
  /** Already cleaned for the file's encoding. */
  label: string;
  clean: (text: string) => string;
  lengths: Map<string, number>;
}

/** One line of an entry: the 18 columns in the order of art. A47 A-1 LPF, tab-separated. */
export function fecLine(
  head: FecEntryHead,
  account: string,
  accountLabel: string,
  debit: bigint,
  credit: bigint,
  aux = ['', ''],
  lettering: Lettering | null = null,
): string {
  const { clean, date } = head;
  return (
    [
      head.journal.code,
      head.journal.label,
      String(head.entryNumber),
      date,
      clean(padAccount(account, head.lengths)),
      accountLabel,
      clean(aux[0]!),
      clean(aux[1]!),
      clean(head.pieceRef),
      date,
      head.label,
      amount(debit),
      amount(credit),
      lettering?.code ?? '',
      lettering ? ymd(lettering.date) : '',
      date,
      '',
      '',
    ].join('\t') + '\r\n'
  );
}

/**
 * One balanced sales-journal entry: the customer's debit (411, auxiliary account = the customer's
 * code) for the TTC, credits of revenue (7…, débours 467…) per account and of VAT (4457…) per rate,
 * the document allowance's debit (709…). EcritureNum is the journal's own continuous sequence
 * (`entryNumber`, 1 for the file's first entry); PieceRef the document's number. The customer's line
 * carries the invoice's lettering (EcritureLet, DateLet) once it is settled.
 */
export function fecEntry(
  invoice: FecInvoice,
  lengths: Map<string, number>,
  encoding: FecEncoding = DEFAULT_FEC_ENCODING,
  entryNumber = 1,
): string {
  const clean = cleaner(encoding);
  const date = ymd(invoice.date);
  const customerName = invoice.customerName.trim() ? invoice.customerName : invoice.customerCode;
  const document = invoice.creditNote ? 'Avoir' : 'Facture';
  const label = clean(`${document} ${invoice.code} ${customerName}`.trim());
  // A credit note's entry is written as its invoice's and reversed here.
  const head = { journal: SALES_JOURNAL, entryNumber, date, pieceRef: invoice.code, label, clean, lengths };
  const row = (
    account: string,
    accountLabel: string,
    debit: bigint,
    credit: bigint,
    aux = ['', ''],
    lettering: Lettering | null = null,
  ) =>
    invoice.creditNote
      ? fecLine(head, account, accountLabel, credit, debit, aux, lettering)
      : fecLine(head, account, accountLabel, debit, credit, aux, lettering);
  let text = row(
    CUSTOMER_ACCOUNT,
    'Clients',
    decimalTextToCents(invoice.totalTTC),
    0n,
    [invoice.customerCode, customerName],
    invoice.lettering,
  );
  for (const revenue of invoice.revenue)
    text += row(revenue.account, revenueLabel(revenue.account), 0n, decimalTextToCents(revenue.amount));
  const allowance = invoice.allowance ? decimalTextToCents(invoice.allowance) : 0n;
  if (allowance !== 0n) text += row(ALLOWANCE_ACCOUNT, 'Remises accordées', allowance, 0n);
  for (const vat of invoice.vat) {
    const cents = decimalTextToCents(vat.amount);
    if (cents !== 0n) text += row(vat.account, 'TVA collectée', 0n, cents);
  }
  return text;
}

/** FEC file name: {SIREN}FEC{closing date of the financial year, YYYYMMDD}.txt. */
export const fecFilename = (siren: string, endDate: string) => `${siren}FEC${ymd(endDate)}.txt`;
