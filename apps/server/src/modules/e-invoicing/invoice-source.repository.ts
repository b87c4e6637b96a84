import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invoiceDocuments, invoices, legalEntities } from '../../db/schema/index.ts';

/** An issued invoice as the platform needs it: its number, its kept Factur-X, its buyer. */
export async function findIssuedInvoice(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      code: invoices.code,
      state: invoices.state,
      kind: invoices.kind,
      siren: legalEntities.siren,
      eInvoicingAddress: legalEntities.eInvoicingAddress,
      tvaIntracommunautaire: legalEntities.tvaIntracommunautaire,
      headQuarterPlace: legalEntities.headQuarterPlace,
      facturationPlace: legalEntities.facturationPlace,
    })
    .from(invoices)
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
  return row ?? null;
}

export async function findKeptDocument(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({ filename: invoiceDocuments.filename, content: invoiceDocuments.content })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.accountId, accountId), eq(invoiceDocuments.invoiceId, invoiceId)));
  return row ?? null;
}

export async function findInvoiceByCode(db: DbOrTx, accountId: number, code: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.code, code)));
  return row?.id ?? null;
}
