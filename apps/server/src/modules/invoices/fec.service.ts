import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  buyerName,
  centsToDecimalText,
  decimalTextToCents,
  DEFAULT_FEC_ENCODING,
  financialYearClosing,
  type FecEncoding,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { invoiceLines, invoices, legalEntities } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid } from '../../lib/errors.ts';
import { encodeLatin9 } from '../../lib/latin9.ts';
import { sirenOf } from './facturx-cii.ts';
import {
  accountLengths,
  DEFAULT_SALES_ACCOUNT,
  DEFAULT_VAT_ACCOUNT,
  fecEntry,
  fecFilename,
  fecHeader,
  FIXED_ACCOUNTS,
  type FecInvoice,
} from './fec-lines.ts';
import { recordJournal } from '../journal/journal.service.ts';
import { accountPaymentJournals, invoiceLetterings } from '../payments/index.ts';
import { paymentJournalLines } from './fec-payments.ts';
import { loadSeller } from './invoice-references.ts';

/** Invoices read per query: the export holds one batch in memory at a time, whatever the period. */
export const FEC_BATCH = 1000;

const rateKey = (taux: string | null) => (taux == null ? null : Number(taux).toFixed(2));

/** Where a batch ended, in issue order: the issue time (as text, microseconds kept) and the id. */
type IssueKey = { issuedAt: string; id: number } | null;

async function readBatch(
  db: Db,
  accountId: number,
  period: { startDate: string; endDate: string },
  after: IssueKey,
) {
  const heads = await db
    .select({
      id: invoices.id,
      issuedAt: sql<string>`${invoices.issuedAt}::text`,
      kind: invoices.kind,
      creditedInvoiceId: invoices.creditedInvoiceId,
      code: invoices.code,
      date: invoices.date,
      companyName: invoices.companyName,
      contactFirstname: invoices.contactFirstname,
      contactName: invoices.contactName,
      customerCode: legalEntities.code,
      customerPlace: legalEntities.headQuarterPlace,
      totalTTC: invoices.totalTTC,
      vatBreakdown: invoices.vatBreakdown,
    })
    .from(invoices)
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(
      and(
        eq(invoices.accountId, accountId),
        gte(invoices.date, period.startDate),
        lte(invoices.date, period.endDate),
        // Issued invoices and credit notes only: a draft is not in the accounts.
        eq(invoices.state, 'ISSUED'),
        after
          ? sql`(${invoices.issuedAt}, ${invoices.id}) > (${after.issuedAt}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(asc(invoices.issuedAt), asc(invoices.id))
    .limit(FEC_BATCH);
  if (!heads.length) return { rows: [] as FecInvoice[], last: after };
  const ids = heads.map((h) => h.id);
  const revenue = await db
    .select({
      invoiceId: invoiceLines.invoiceId,
      account: invoiceLines.compteVente,
      amount: sql<string>`sum(${invoiceLines.totalHT})::text`,
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, ids))
    .groupBy(invoiceLines.invoiceId, invoiceLines.compteVente)
    .orderBy(invoiceLines.invoiceId, invoiceLines.compteVente);
  const vatAccounts = await db
    .selectDistinct({
      invoiceId: invoiceLines.invoiceId,
      taux: invoiceLines.tvaRate,
      account: invoiceLines.tvaCompteCollecte,
    })
    .from(invoiceLines)
    .where(and(inArray(invoiceLines.invoiceId, ids), isNotNull(invoiceLines.tvaRate)));
  // Indexed once per batch: a lookup per invoice stays constant whatever the batch size.
  const vatAccount = new Map(vatAccounts.map((v) => [`${v.invoiceId}:${rateKey(v.taux)}`, v.account]));
  // The customer's line is lettered with its invoice once settled; a credit note's with the invoice it credits.
  const letteredId = (head: (typeof heads)[number]) =>
    head.kind === 'CREDIT_NOTE' ? head.creditedInvoiceId : head.id;
  const letterings = await invoiceLetterings(
    db,
    accountId,
    heads.map(letteredId).filter((id) => id !== null),
    period.endDate,
  );
  const revenueOf = new Map<number, typeof revenue>();
  for (const row of revenue) revenueOf.set(row.invoiceId, [...(revenueOf.get(row.invoiceId) ?? []), row]);
  const rows = heads.map((head): FecInvoice => {
    const accountOf = (taux: string | null) =>
      vatAccount.get(`${head.id}:${rateKey(taux)}`) ?? DEFAULT_VAT_ACCOUNT;
    const vat = new Map<string, bigint>();
    for (const row of head.vatBreakdown) {
      const account = accountOf(row.taux);
      vat.set(account, (vat.get(account) ?? 0n) + decimalTextToCents(row.tva));
    }
    return {
      code: head.code!,
      creditNote: head.kind === 'CREDIT_NOTE',
      date: head.date,
      customerCode: head.customerCode,
      // The customer's current name first: one label per auxiliary account across the file.
      customerName: buyerName(head.customerPlace) || buyerName(head),
      totalTTC: head.totalTTC,
      revenue: (revenueOf.get(head.id) ?? []).map((r) => ({
        account: r.account ?? DEFAULT_SALES_ACCOUNT,
        amount: r.amount,
      })),
      vat: [...vat].map(([account, cents]) => ({ account, amount: centsToDecimalText(cents) })),
      allowance: centsToDecimalText(
        head.vatBreakdown.reduce((sum, row) => sum + decimalTextToCents(row.allowance ?? '0'), 0n),
      ),
      lettering: letterings.get(letteredId(head) ?? 0) ?? null,
    };
  });
  const last = heads.at(-1)!;
  return { rows, last: { issuedAt: last.issuedAt, id: last.id } };
}

/**
 * Every account the period's invoice lines name, read before the first row is written: each
 * class's accounts take the length of its longest one. All the period's invoices are read, a
 * superset of those the file writes, which may only lengthen a class, never break the rule. The
 * payment journals' bank and cash accounts (`journalAccounts`) count too.
 */
async function periodAccounts(
  db: Db,
  accountId: number,
  period: { startDate: string; endDate: string },
  journalAccounts: string[],
) {
  const inPeriod = and(
    eq(invoices.accountId, accountId),
    gte(invoices.date, period.startDate),
    lte(invoices.date, period.endDate),
  );
  const used = await db
    .selectDistinct({ sales: invoiceLines.compteVente, vat: invoiceLines.tvaCompteCollecte })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(inPeriod);
  return accountLengths([
    ...FIXED_ACCOUNTS,
    ...journalAccounts,
    ...used.flatMap((row) => [row.sales, row.vat].filter((account) => account !== null)),
  ]);
}

export interface FecPeriod {
  startDate: string;
  endDate: string;
  /** ISO 8859-15 unless UTF-8 is asked for (LPF art. A. 47 A-1 names ASCII and ISO 8859-15). */
  encoding?: FecEncoding;
}

/**
 * GET /api/factures/fec: the sales journal of the period as a FEC file, streamed batch by batch
 * in issue order (invoices and credit notes mixed, each sequence in number and date order), then
 * the bank and cash journals of its payments, so memory stays flat for any volume.
 */
export async function fecExport(db: Db, auth: AuthContext, period: FecPeriod) {
  if (period.startDate > period.endDate) throw new Invalid('La date de début doit précéder la date de fin');
  const encoding = period.encoding ?? DEFAULT_FEC_ENCODING;
  const siren = sirenOf((await loadSeller(db, auth.accountId)).tvaIntracommunautaire);
  if (!siren)
    throw new Invalid(
      'Le numéro de TVA intracommunautaire du compte (qui contient son SIREN) est nécessaire au FEC',
    );
  const journals = await accountPaymentJournals(db, auth.accountId);
  const journalAccounts = Object.values(journals).map((journal) => journal.account);
  const lengths = await periodAccounts(db, auth.accountId, period, journalAccounts);
  await recordJournal(db, auth, 'FEC_EXPORT', `Export FEC du ${period.startDate} au ${period.endDate}`);
  async function* lines() {
    yield fecHeader();
    let after: IssueKey = null;
    // One continuous sequence of entries over the file (EcritureNum), whatever the documents' numbers.
    let entryNumber = 0;
    for (;;) {
      const batch = await readBatch(db, auth.accountId, period, after);
      if (!batch.rows.length) break;
      yield batch.rows.map((row) => fecEntry(row, lengths, encoding, ++entryNumber)).join('');
      after = batch.last;
    }
    // Then the bank and cash journals: the period's payments, lettered with their invoices.
    yield* paymentJournalLines(db, auth.accountId, period, journals, lengths, encoding);
  }
  async function* bytes() {
    for await (const text of lines())
      yield encoding === 'utf-8' ? Buffer.from(text, 'utf8') : encodeLatin9(text);
  }
  return {
    filename: fecFilename(siren, financialYearClosing(period.endDate)),
    encoding,
    bytes: bytes(),
  };
}
