import {
  centsToDecimalText,
  computeDueDate,
  computeInvoiceAmounts,
  customerBillingPlace,
  chargesNoVat,
  invoiceBoundsIssue,
  isDeboursLine,
  lineVatOf,
  type VatCategory,
  SERVICE_DATE_OR_PERIOD_MESSAGE,
  vatTreatmentOf,
  type InvoiceCreateBody,
  type InvoiceLineInput,
} from '@plateau/contracts';
import type { invoiceLines, invoices, StoredVatRow } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';
import { DEBOURS_ACCOUNT } from './fec-lines.ts';
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
  if (draft.serviceDate && draft.servicePeriod) throw new Invalid(SERVICE_DATE_OR_PERIOD_MESSAGE);
  const client = draft.client;
  // What the client leaves out is the customer's, as the customer picker would copy it.
  const customerMain = refs.customer.headQuarterPlace;
  const companyName = client.companyName ?? customerMain?.companyName ?? null;
  const vatTreatment = vatTreatmentOf({
    sellerRegime: refs.seller.regimeTva,
    customer: { ...refs.customer, companyName },
    date: draft.date,
  });
  // Reverse charge, export, franchise: no line bears French VAT, whatever its VAT code says.
  const rateOf = (line: InvoiceLineInput) =>
    line.tvaId && !chargesNoVat(vatTreatment) ? refs.rates.get(line.tvaId) : undefined;
  const amounts = computeInvoiceAmounts(
    draft.articles.map((line) => ({
      quantity: line.quantity,
      unitHT: line.montantHT,
      taux: rateOf(line)?.taux ?? null,
      discountPercent: line.discountPercent,
      discountAmount: line.discountAmount,
      debours: isDeboursLine({ nom: line.nom, taux: rateOf(line)?.taux ?? null }),
      category: lineVatOf(vatTreatment, { nom: line.nom, taux: rateOf(line)?.taux ?? null }, draft.date)
        .category,
    })),
    { allowancePercent: draft.allowance?.percent },
  );
  const vatBreakdown: StoredVatRow[] = amounts.rates.map((rate) => ({
    taux: rate.taux,
    category: rate.category as VatCategory,
    base: centsToDecimalText(rate.baseCents),
    tva: centsToDecimalText(rate.tvaCents),
    ...(rate.allowanceCents ? { allowance: centsToDecimalText(rate.allowanceCents) } : {}),
  }));
  return {
    header: {
      date: draft.date,
      dueDate,
      customerId: client.id,
      companyName,
      contactFirstname: client.contactFirstname ?? customerMain?.contactFirstname ?? null,
      contactName: client.contactName ?? customerMain?.contactName ?? null,
      modeReglementId: refs.mode?.id ?? null,
      // A customer without a billing address of its own is billed at its main one (AXA's card).
      billingPlace: client.place ?? customerBillingPlace(refs.customer),
      totalHT: centsToDecimalText(amounts.totalHTCents),
      totalTVA: centsToDecimalText(amounts.totalTVACents),
      totalTTC: centsToDecimalText(amounts.totalTTCCents),
      vatBreakdown,
      vatTreatment,
      serviceDate: draft.serviceDate ?? null,
      servicePeriodStart: draft.servicePeriod?.start ?? null,
      servicePeriodEnd: draft.servicePeriod?.end ?? null,
      allowancePercent: draft.allowance ? String(draft.allowance.percent) : null,
      allowanceReason: draft.allowance?.reason ?? null,
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
        // Débours are the customer's money passing through: a third-party account, not a sale.
        compteVente: isDeboursLine({ nom: line.nom, taux: rate?.taux ?? null })
          ? DEBOURS_ACCOUNT
          : salesAccount(line.articleId ? refs.articles.get(line.articleId) : undefined, refs.regime),
        discountPercent: line.discountPercent ? String(line.discountPercent) : null,
        discountAmount: line.discountAmount ? String(line.discountAmount) : null,
        creditedLineId: line.creditedLineId ?? null,
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
