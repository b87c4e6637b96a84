import { and, desc, eq, sql } from 'drizzle-orm';
import type { PaymentLinkOutcome } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  invoiceDocuments,
  invoices,
  paymentLinks,
  paymentProviderSettings,
  payments,
} from '../../db/schema/index.ts';

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

/** The account's issued invoice a link is made for: its number, total and the seller's name. */
export async function findOwnInvoice(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      state: invoices.state,
      code: invoices.code,
      totalTTC: invoices.totalTTC,
      sellerName: accounts.name,
      smsSender: accounts.smsSender,
    })
    .from(invoices)
    .innerJoin(accounts, eq(accounts.id, invoices.accountId))
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
  return row ?? null;
}

export async function insertPaymentLink(db: DbOrTx, values: typeof paymentLinks.$inferInsert) {
  const [row] = await db.insert(paymentLinks).values(values).returning();
  return row!;
}

export const listInvoiceLinks = (db: DbOrTx, accountId: number, invoiceId: number) =>
  db
    .select()
    .from(paymentLinks)
    .where(and(eq(paymentLinks.accountId, accountId), eq(paymentLinks.invoiceId, invoiceId)))
    .orderBy(desc(paymentLinks.createdAt), desc(paymentLinks.id));

/** The link behind a token's hash, with what its public page shows of the invoice. */
export async function findLinkByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      link: paymentLinks,
      invoiceNumber: invoices.code,
      totalTTC: invoices.totalTTC,
      sellerName: accounts.name,
    })
    .from(paymentLinks)
    .innerJoin(invoices, eq(invoices.id, paymentLinks.invoiceId))
    .innerJoin(accounts, eq(accounts.id, paymentLinks.accountId))
    .where(eq(paymentLinks.tokenHash, tokenHash));
  return row ?? null;
}

export async function findLinkById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(paymentLinks).where(eq(paymentLinks.id, id));
  return row ?? null;
}

export async function setLinkCheckout(db: DbOrTx, id: number, providerPaymentId: string) {
  await db.update(paymentLinks).set({ providerPaymentId }).where(eq(paymentLinks.id, id));
}

export async function setLinkOutcome(db: DbOrTx, id: number, outcome: PaymentLinkOutcome) {
  await db
    .update(paymentLinks)
    .set({ lastOutcome: outcome, lastOutcomeAt: sql`now()` })
    .where(eq(paymentLinks.id, id));
}

/** The PDF kept at issue (the same bytes the back office downloads). */
export async function findInvoiceDocument(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({ filename: invoiceDocuments.filename, content: invoiceDocuments.content })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.accountId, accountId), eq(invoiceDocuments.invoiceId, invoiceId)));
  return row ?? null;
}

export async function findProviderSettings(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select()
    .from(paymentProviderSettings)
    .where(eq(paymentProviderSettings.accountId, accountId));
  return row ?? null;
}

export async function saveProviderSettings(
  db: DbOrTx,
  accountId: number,
  sealed: { secretKeySealed: string; webhookSecretSealed: string },
) {
  await db
    .insert(paymentProviderSettings)
    .values({ accountId, ...sealed })
    .onConflictDoUpdate({
      target: paymentProviderSettings.accountId,
      set: { ...sealed, updatedAt: sql`now()` },
    });
}

/** Whether the provider's payment is already recorded (a replayed webhook finds it). */
export async function paymentRecordedFor(db: DbOrTx, providerPaymentId: string) {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.providerPaymentId, providerPaymentId));
  return !!row;
}
