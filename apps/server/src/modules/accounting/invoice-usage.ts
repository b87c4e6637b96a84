import { and, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceLines, invoices } from '../../db/schema/index.ts';

/** How a refusal names an invoice: its number, or « un brouillon de facture » before it has one. */
const invoiceName = (code: string | null) => (code ? `la facture ${code}` : 'un brouillon de facture');

/**
 * The first invoice (issued first) holding a payment mode or an article, or null. Deleting either
 * would null the invoice's reference (the foreign keys say « set null »): an issued invoice must
 * keep what it was issued with, so the deletion is refused instead (issue 28 §6).
 */
async function firstInvoice(db: DbOrTx, accountId: number, where: SQL, withLines: boolean) {
  const query = db.select({ code: invoices.code }).from(invoices);
  const joined = withLines ? query.innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id)) : query;
  const [found] = await joined
    .where(and(eq(invoices.accountId, accountId), where))
    .orderBy(invoices.code)
    .limit(1);
  return found ? invoiceName(found.code) : null;
}

export async function paymentModeInvoiceUse(db: DbOrTx, accountId: number, id: number) {
  const invoice = await firstInvoice(db, accountId, eq(invoices.modeReglementId, id), false);
  return invoice ? `Ce mode de règlement figure sur ${invoice} : il ne peut pas être supprimé` : null;
}

export async function articleInvoiceUse(db: DbOrTx, accountId: number, id: number) {
  const invoice = await firstInvoice(db, accountId, eq(invoiceLines.articleId, id), true);
  return invoice ? `Cet article figure sur ${invoice} : il ne peut pas être supprimé` : null;
}
