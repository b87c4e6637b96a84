import { and, eq } from 'drizzle-orm';
import { emptyLegalEntity, parisDay, type Invoice } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, folders, legalEntities, paymentModes } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import {
  invoiceDocument,
  ON_RECEIPT,
  type InvoiceDocument,
  type InvoiceDocumentInput,
  type Seller,
} from './invoice-document.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { loadInvoice } from './invoices.service.ts';

export async function loadSellerOf(db: DbOrTx, accountId: number): Promise<Seller> {
  const [account] = await db
    .select({ name: accounts.name, place: accounts.place, legalEntity: accounts.legalEntity })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    name: account!.name,
    place: account!.place ?? null,
    legalEntity: { ...emptyLegalEntity(), ...account!.legalEntity },
  };
}

/** What the caller knows of the document's state; the rest is read from the account and the customer. */
export type InvoiceDocumentOptions = Partial<
  Pick<InvoiceDocumentInput, 'kind' | 'precedingInvoice' | 'draft' | 'serviceDate'>
>;

/**
 * Everything the renderers need for one invoice: the seller (the account), the customer's SIREN
 * (its own column when it has one, else the SIREN inside its French VAT number), its VAT number,
 * the payment mode's name, and the date of the service (the folder's mission, else the invoice's
 * date). The life cycle passes `draft`, `kind` and `precedingInvoice`.
 */
export async function loadInvoiceDocument(
  db: DbOrTx,
  accountId: number,
  invoice: Invoice,
  options: InvoiceDocumentOptions = {},
): Promise<InvoiceDocument> {
  const seller = await loadSellerOf(db, accountId);
  const [customer] = await db
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.id, invoice.client.id)));
  const [mode] = invoice.client.modeReglementId
    ? await db
        .select({ nom: paymentModes.nom })
        .from(paymentModes)
        .where(
          and(eq(paymentModes.accountId, accountId), eq(paymentModes.id, invoice.client.modeReglementId)),
        )
    : [];
  const [folder] = invoice.folderId
    ? await db
        .select({ missionDateTime: folders.missionDateTime })
        .from(folders)
        .where(and(eq(folders.accountId, accountId), eq(folders.id, invoice.folderId)))
    : [];
  // The customer's own SIREN column, once the customers carry one.
  const siren = (customer as { siren?: string | null } | undefined)?.siren ?? null;
  return invoiceDocument({
    invoice,
    seller,
    buyer: {
      siren,
      vatNumber: customer?.tvaIntracommunautaire ?? null,
      email:
        invoice.client.place?.contactEmail ??
        customer?.facturationPlace?.contactEmail ??
        customer?.headQuarterPlace?.contactEmail ??
        null,
    },
    paymentTerms: mode?.nom ?? ON_RECEIPT,
    serviceDate: folder?.missionDateTime ? parisDay(folder.missionDateTime) : null,
    ...options,
  });
}

/** The PDF's file name: the document and its number, a draft's without one. */
export const invoicePdfFilename = (doc: InvoiceDocument) =>
  doc.draft
    ? `${doc.kind === 'credit-note' ? 'Brouillon d’avoir' : 'Brouillon de facture'}.pdf`
    : `${doc.kind === 'credit-note' ? 'Avoir' : 'Facture'} ${doc.invoice.code}.pdf`;

/** GET /api/factures/{id}/pdf: the invoice as a Factur-X PDF (a draft's as a plain one), and its file name. */
export async function invoicePdf(
  db: Db,
  auth: AuthContext,
  id: number,
  options: InvoiceDocumentOptions = {},
) {
  const invoice = await loadInvoice(db, auth.accountId, id);
  const doc = await loadInvoiceDocument(db, auth.accountId, invoice, options);
  const bytes = await renderInvoicePdf(doc);
  return { filename: invoicePdfFilename(doc), bytes: Buffer.from(bytes) };
}
