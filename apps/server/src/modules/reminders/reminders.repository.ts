import { and, asc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { ReminderOutcome, ReminderSettings, ReminderStep } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  invoiceDocuments,
  invoiceReminders,
  invoices,
  legalEntities,
  reminderSettings,
} from '../../db/schema/index.ts';
import { remainingSql } from '../payments/index.ts';

export async function findReminderSettings(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ steps: reminderSettings.steps })
    .from(reminderSettings)
    .where(eq(reminderSettings.accountId, accountId));
  return row?.steps ?? null;
}

export async function upsertReminderSettings(db: DbOrTx, accountId: number, steps: ReminderSettings) {
  await db
    .insert(reminderSettings)
    .values({ accountId, steps })
    .onConflictDoUpdate({ target: reminderSettings.accountId, set: { steps, updatedAt: new Date() } });
}

/**
 * Issued invoices past their due day with something left to pay, of customers reminded automatically, with
 * their account's settings (null: the defaults) and what the e-mail and the letter need.
 */
export async function overdueInvoices(db: DbOrTx, today: string, accountId?: number) {
  return db
    .select({
      id: invoices.id,
      accountId: invoices.accountId,
      code: invoices.code,
      date: invoices.date,
      dueDate: invoices.dueDate,
      totalTTC: invoices.totalTTC,
      remaining: remainingSql,
      companyName: invoices.companyName,
      contactFirstname: invoices.contactFirstname,
      contactName: invoices.contactName,
      billingPlace: invoices.billingPlace,
      facturationPlace: legalEntities.facturationPlace,
      headQuarterPlace: legalEntities.headQuarterPlace,
      settings: reminderSettings.steps,
    })
    .from(invoices)
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .leftJoin(reminderSettings, eq(reminderSettings.accountId, invoices.accountId))
    .where(
      and(
        accountId === undefined ? undefined : eq(invoices.accountId, accountId),
        eq(invoices.kind, 'INVOICE'),
        eq(invoices.state, 'ISSUED'),
        isNull(invoices.restrictedAt),
        eq(legalEntities.automaticReminders, true),
        lt(invoices.dueDate, today),
        gt(remainingSql, sql`0`),
      ),
    )
    .orderBy(asc(invoices.id));
}
export type OverdueInvoice = Awaited<ReturnType<typeof overdueInvoices>>[number];

/** The steps already handled (sent, tried or passed over) of each invoice. */
export async function handledSteps(db: DbOrTx, invoiceIds: number[]) {
  const handled = new Map<number, ReminderStep[]>();
  if (invoiceIds.length === 0) return handled;
  const rows = await db
    .select({ invoiceId: invoiceReminders.invoiceId, step: invoiceReminders.step })
    .from(invoiceReminders)
    .where(inArray(invoiceReminders.invoiceId, invoiceIds));
  for (const row of rows) handled.set(row.invoiceId, [...(handled.get(row.invoiceId) ?? []), row.step]);
  return handled;
}

/**
 * Takes a step of an invoice for this run: the row is written before anything is sent, and the unique key
 * (invoice, step) lets one run only have it. Null when another run (or instance) already has it.
 */
export async function claimStep(
  db: DbOrTx,
  values: {
    accountId: number;
    invoiceId: number;
    step: ReminderStep;
    outcome: ReminderOutcome;
    remaining: string;
  },
) {
  const [row] = await db
    .insert(invoiceReminders)
    .values(values)
    .onConflictDoNothing({ target: [invoiceReminders.invoiceId, invoiceReminders.step] })
    .returning({ id: invoiceReminders.id });
  return row?.id ?? null;
}

export async function finishStep(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<typeof invoiceReminders.$inferInsert, 'id' | 'accountId' | 'invoiceId' | 'step'>>,
) {
  await db.update(invoiceReminders).set(values).where(eq(invoiceReminders.id, id));
}

/** The seller's name and legal entity (address, SIREN) for the letter and the e-mail's signature. */
export async function sellerOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ name: accounts.name, legalEntity: accounts.legalEntity })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row ?? null;
}

/** The invoice's Factur-X kept at issue: what the customer received, attached again. */
export async function keptInvoicePdf(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({ filename: invoiceDocuments.filename, content: invoiceDocuments.content })
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.accountId, accountId), eq(invoiceDocuments.invoiceId, invoiceId)));
  return row ?? null;
}

/** Whether the account has this invoice: another account's id is a 404, not an empty list. */
export async function invoiceExists(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.id, invoiceId)));
  return row !== undefined;
}

export async function listInvoiceReminders(db: DbOrTx, accountId: number, invoiceId: number) {
  return db
    .select({
      id: invoiceReminders.id,
      step: invoiceReminders.step,
      outcome: invoiceReminders.outcome,
      createdAt: invoiceReminders.createdAt,
      sentAt: invoiceReminders.sentAt,
      recipient: invoiceReminders.recipient,
      error: invoiceReminders.error,
      letterFilename: invoiceReminders.letterFilename,
    })
    .from(invoiceReminders)
    .where(and(eq(invoiceReminders.accountId, accountId), eq(invoiceReminders.invoiceId, invoiceId)))
    .orderBy(asc(invoiceReminders.createdAt), asc(invoiceReminders.id));
}

export async function findReminderLetter(db: DbOrTx, accountId: number, invoiceId: number, id: number) {
  const [row] = await db
    .select({ filename: invoiceReminders.letterFilename, content: invoiceReminders.letter })
    .from(invoiceReminders)
    .where(
      and(
        eq(invoiceReminders.accountId, accountId),
        eq(invoiceReminders.invoiceId, invoiceId),
        eq(invoiceReminders.id, id),
      ),
    );
  return row?.content && row.filename ? { filename: row.filename, content: row.content } : null;
}
