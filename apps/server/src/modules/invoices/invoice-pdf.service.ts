import { and, eq } from 'drizzle-orm';
import { emptyLegalEntity } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts, paymentModes } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import type { Seller } from './facturx-cii.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadInvoice } from './invoices.service.ts';

/** Spec 1 §2 'Customers': a customer without a payment mode pays on receipt. */
const ON_RECEIPT = 'À réception';

export async function loadSellerOf(db: Db, accountId: number): Promise<Seller> {
  const [account] = await db
    .select({ name: accounts.name, place: accounts.place, legalEntity: accounts.legalEntity })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    name: account!.name,
    place: account!.place ?? null,
    legalEntity: account!.legalEntity ?? emptyLegalEntity(),
  };
}

/** GET /api/factures/{id}/pdf: the invoice as a Factur-X PDF, and its file name. */
export async function invoicePdf(db: Db, auth: AuthContext, id: number) {
  const invoice = await loadInvoice(db, auth.accountId, id);
  const seller = await loadSellerOf(db, auth.accountId);
  const [mode] = invoice.client.modeReglementId
    ? await db
        .select({ nom: paymentModes.nom })
        .from(paymentModes)
        .where(
          and(
            eq(paymentModes.accountId, auth.accountId),
            eq(paymentModes.id, invoice.client.modeReglementId),
          ),
        )
    : [];
  const bytes = await renderInvoicePdf(invoice, seller, mode?.nom ?? ON_RECEIPT);
  return { filename: `Facture ${invoice.code}.pdf`, bytes: Buffer.from(bytes) };
}
