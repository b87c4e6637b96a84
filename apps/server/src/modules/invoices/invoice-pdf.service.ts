import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { emptyLegalEntity, invoiceFileName, parisDay, type Invoice } from '@plateau/contracts';
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
import { findDocument, storeDocument } from './invoices.repository.ts';
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
        .select({
          missionDateTime: folders.missionDateTime,
          orderNo: folders.orderNo,
          externalNumber: folders.externalNumber,
          assistanceProvider: folders.assistanceProvider,
        })
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
    // The folder's numbers: an issued document's file is kept at issue, so later edits never reach it.
    references: {
      folder: folder?.orderNo ?? null,
      assisteurFile: folder?.assistanceProvider ? folder.externalNumber : null,
    },
    ...options,
  });
}

/** What the document's state says to the renderers: a draft, a credit note and the invoice it corrects. */
const stateOptions = (invoice: Invoice): InvoiceDocumentOptions => ({
  draft: invoice.state === 'DRAFT',
  kind: invoice.kind === 'CREDIT_NOTE' ? 'credit-note' : 'invoice',
  precedingInvoice: invoice.creditedInvoice
    ? { code: invoice.creditedInvoice.code, date: invoice.creditedInvoice.date }
    : null,
});

/** The document as a PDF: a draft says « BROUILLON » and carries no Factur-X. */
async function render(db: DbOrTx, accountId: number, invoice: Invoice, when: Date) {
  const doc = await loadInvoiceDocument(db, accountId, invoice, stateOptions(invoice));
  return Buffer.from(await renderInvoicePdf(doc, when));
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
export async function invoicePdf(db: Db, auth: Pick<AuthContext, 'accountId'>, id: number) {
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
