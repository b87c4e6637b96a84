import { parisToday, type CreditNoteBody, type Invoice } from '@plateau/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { vatRates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid } from '../../lib/errors.ts';
import type { InvoiceDraft } from './invoice-build.ts';
import type { VatRateRow } from './invoice-references.ts';
import { loadInvoiceDocument } from './invoice-pdf.service.ts';
import { lockInvoice } from './invoices.repository.ts';
import { createDraftIn, invoiceNotFound, loadInvoice } from './invoices.service.ts';

/**
 * POST /api/factures/{id}/credit-note: a draft credit note (type 381) of an issued invoice, for all
 * its lines or those chosen, to the same customer as the invoice was addressed. Its lines may
 * then be lowered (a partial credit) before it is issued like an invoice.
 */
export async function createCreditNote(
  db: Db,
  auth: AuthContext,
  invoiceId: number,
  body: CreditNoteBody,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    // Locked: a credit note is only made of an invoice that stays as it is read here.
    const row = await lockInvoice(tx, auth.accountId, invoiceId);
    if (!row) throw invoiceNotFound();
    if (row.kind === 'CREDIT_NOTE')
      throw new Conflict('Un avoir ne se crédite pas : établissez une nouvelle facture si besoin.');
    if (row.state !== 'ISSUED')
      throw new Conflict(
        'Un avoir corrige une facture émise : une facture en brouillon se modifie ou se supprime.',
      );
    const invoice = await loadInvoice(tx, auth.accountId, invoiceId);
    const chosen = body?.lineIds
      ? invoice.articles.filter((line) => body.lineIds!.includes(line.id))
      : invoice.articles;
    if (body?.lineIds && chosen.length !== new Set(body.lineIds).size)
      throw new Invalid(`Une ligne choisie n'appartient pas à la facture ${invoice.code}`);
    const rates = await tx.select().from(vatRates).where(eq(vatRates.accountId, auth.accountId));
    // The credit note is of the same service: it keeps its invoice's date or period (BT-72, BT-73/74).
    const { serviceDate, servicePeriod } = await loadInvoiceDocument(tx, auth.accountId, invoice);
    const draft: InvoiceDraft = {
      date: parisToday(),
      serviceDate: servicePeriod ? null : serviceDate,
      servicePeriod,
      allowance: invoice.allowance,
      client: { ...invoice.client, place: invoice.client.place ?? null },
      articles: chosen.map((line) => ({
        articleId: line.articleId,
        code: line.code,
        nom: line.nom,
        quantity: line.quantity,
        montantHT: line.montantHT,
        tvaId: tvaAtInvoicedRate(rates, line),
        discountPercent: line.discountPercent,
        discountAmount: line.discountAmount,
        creditedLineId: line.id,
      })),
    };
    const id = await createDraftIn(tx, auth.accountId, draft, {
      kind: 'CREDIT_NOTE',
      creditedInvoiceId: invoiceId,
    });
    return loadInvoice(tx, auth.accountId, id);
  });
}

/**
 * A credit note reverses the VAT the invoice charged, at the invoiced rate. When a line's VAT code
 * was removed or its rate changed since, another code of the account at that rate is taken;
 * none: refused, naming the line and the rate.
 */
function tvaAtInvoicedRate(rates: VatRateRow[], line: Invoice['articles'][number]) {
  if (line.taux == null) return null;
  const invoiced = Number(line.taux);
  const same = rates.find(
    (rate) => rate.id === line.tvaId && rate.taux != null && Number(rate.taux) === invoiced,
  );
  const other = rates.find((rate) => rate.taux != null && Number(rate.taux) === invoiced);
  const found = same ?? other;
  if (!found)
    throw new Conflict(
      `Aucun code TVA du compte n'a plus le taux facturé (${invoiced.toLocaleString('fr-FR')} %) pour la ligne « ${line.nom} » : créez-en un dans Paramètres › Comptabilité.`,
    );
  return found.id;
}
