import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emptyLegalEntity, invoiceFileName, type Invoice } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, paymentModes } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import type { Seller } from './facturx-cii.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findDocument, storeDocument } from './invoices.repository.ts';
import { loadInvoice } from './invoices.service.ts';

/** Spec 1 §2 'Customers': a customer without a payment mode pays on receipt. */
const ON_RECEIPT = 'À réception';

export async function loadSellerOf(db: DbOrTx, accountId: number): Promise<Seller> {
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

async function paymentTermsOf(db: DbOrTx, accountId: number, invoice: Invoice): Promise<string> {
  if (!invoice.client.modeReglementId) return ON_RECEIPT;
  const [mode] = await db
    .select({ nom: paymentModes.nom })
    .from(paymentModes)
    .where(and(eq(paymentModes.accountId, accountId), eq(paymentModes.id, invoice.client.modeReglementId)));
  return mode?.nom ?? ON_RECEIPT;
}

/** The document as a PDF: a draft is marked as such and carries no Factur-X (the renderer's part). */
async function render(db: DbOrTx, accountId: number, invoice: Invoice, when: Date) {
  const seller = await loadSellerOf(db, accountId);
  const terms = await paymentTermsOf(db, accountId, invoice);
  const bytes = await renderInvoicePdf(invoice, seller, terms, when, { draft: invoice.state === 'DRAFT' });
  return Buffer.from(bytes);
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Makes an issued document's PDF once and keeps it with its SHA-256: at issue (in the issuing
 * transaction, so a document is never issued without its file), or at the first download of an
 * invoice issued before files were kept.
 */
export async function keepIssuedDocument(db: DbOrTx, accountId: number, id: number) {
  const invoice = await loadInvoice(db, accountId, id);
  const content = await render(db, accountId, invoice, new Date(invoice.issuedAt!));
  await storeDocument(db, {
    invoiceId: id,
    accountId,
    filename: invoiceFileName(invoice),
    content,
    sha256: sha256Hex(content),
  });
}

/**
 * GET /api/factures/{id}/pdf: an issued document's kept file, the same bytes at every download;
 * a draft's PDF made on demand.
 */
export async function invoicePdf(db: Db, auth: AuthContext, id: number) {
  const invoice = await loadInvoice(db, auth.accountId, id);
  if (invoice.state === 'DRAFT')
    return {
      filename: invoiceFileName(invoice),
      bytes: await render(db, auth.accountId, invoice, new Date()),
    };
  let kept = await findDocument(db, auth.accountId, id);
  if (!kept) {
    await keepIssuedDocument(db, auth.accountId, id);
    kept = await findDocument(db, auth.accountId, id);
  }
  return { filename: kept!.filename, bytes: kept!.content };
}
