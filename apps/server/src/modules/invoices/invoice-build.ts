import {
  centsToDecimalText,
  computeDueDate,
  computeInvoiceAmounts,
  customerBillingPlace,
  invoiceBoundsIssue,
  type InvoiceCreateBody,
  type InvoiceLineInput,
} from '@plateau/contracts';
import type { invoiceLines, invoices, StoredVatRow } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { salesAccount, type InvoiceReferences } from './invoice-references.ts';

/** An invoice as the rules need it: the create body, or a stored invoice merged with a patch. */
export type InvoiceDraft = Omit<InvoiceCreateBody, 'code'>;

type HeaderColumns = Omit<typeof invoices.$inferInsert, 'accountId' | 'code' | 'sequenceValue'>;
type LineColumns = Omit<typeof invoiceLines.$inferInsert, 'invoiceId'>;

const dayMonthYear = (date: string) => date.split('-').reverse().join('/');

/**
 * The invoice the server stores: references checked by the caller (loadInvoiceReferences), every
 * amount recomputed from quantities, unit prices and the account's VAT codes, the due date from
 * the payment mode. A due date sent that the rule would not give is refused, so what the form
 * showed is what is stored.
 */
export function buildInvoice(
  draft: InvoiceDraft,
  refs: InvoiceReferences,
): { header: HeaderColumns; lines: LineColumns[] } {
  const dueDate = computeDueDate(draft.date, refs.mode);
  if (draft.dueDate && draft.dueDate !== dueDate)
    throw new Invalid(
      `La date d'échéance ne correspond pas au mode de règlement du client (attendue : ${dayMonthYear(dueDate)})`,
    );
  // The contract bounds what a client sends; an invoice drafted from a folder is checked here.
  const outOfBounds = invoiceBoundsIssue(draft.articles);
  if (outOfBounds) throw new Invalid(outOfBounds.message);
  const rateOf = (line: InvoiceLineInput) => (line.tvaId ? refs.rates.get(line.tvaId) : undefined);
  const amounts = computeInvoiceAmounts(
    draft.articles.map((line) => ({
      quantity: line.quantity,
      unitHT: line.montantHT,
      taux: rateOf(line)?.taux ?? null,
    })),
  );
  const vatBreakdown: StoredVatRow[] = amounts.rates.map((rate) => ({
    taux: rate.taux,
    base: centsToDecimalText(rate.baseCents),
    tva: centsToDecimalText(rate.tvaCents),
  }));
  const client = draft.client;
  // What the client leaves out is the customer's, as the customer picker would copy it.
  const customerMain = refs.customer.headQuarterPlace;
  return {
    header: {
      date: draft.date,
      dueDate,
      customerId: client.id,
      companyName: client.companyName ?? customerMain?.companyName ?? null,
      contactFirstname: client.contactFirstname ?? customerMain?.contactFirstname ?? null,
      contactName: client.contactName ?? customerMain?.contactName ?? null,
      modeReglementId: refs.mode?.id ?? null,
      // A customer without a billing address of its own is billed at its main one (AXA's card).
      billingPlace: client.place ?? customerBillingPlace(refs.customer),
      totalHT: centsToDecimalText(amounts.totalHTCents),
      totalTVA: centsToDecimalText(amounts.totalTVACents),
      totalTTC: centsToDecimalText(amounts.totalTTCCents),
      vatBreakdown,
    },
    lines: draft.articles.map((line, position) => {
      const rate = rateOf(line);
      const lineAmounts = amounts.lines[position]!;
      return {
        position,
        articleId: line.articleId ?? null,
        code: line.code ?? null,
        nom: line.nom,
        quantity: String(line.quantity),
        montantHT: String(line.montantHT),
        tvaId: rate?.id ?? null,
        tvaCode: rate?.code ?? null,
        tvaRate: rate?.taux ?? null,
        tvaCompteCollecte: rate?.compteCollecteCode ?? null,
        compteVente: salesAccount(
          line.articleId ? refs.articles.get(line.articleId) : undefined,
          refs.regime,
        ),
        totalHT: centsToDecimalText(lineAmounts.htCents),
        totalTVA: centsToDecimalText(lineAmounts.tvaCents),
        totalTTC: centsToDecimalText(lineAmounts.ttcCents),
      };
    }),
  };
}

/** The ids an invoice draft points at, to load them once. */
export const referenceIdsOf = (draft: InvoiceDraft) => ({
  customerId: draft.client.id,
  // Left out (undefined): the customer's own terms; null: paid on receipt.
  modeReglementId: draft.client.modeReglementId,
  tvaIds: [...new Set(draft.articles.flatMap((line) => (line.tvaId ? [line.tvaId] : [])))],
  articleIds: [...new Set(draft.articles.flatMap((line) => (line.articleId ? [line.articleId] : [])))],
});
