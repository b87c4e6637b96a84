import { and, desc, eq, gte, isNull, lte } from 'drizzle-orm';
import type { EReportingRhythm } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  eReportingSettings,
  eReports,
  invoices,
  legalEntities,
  payments,
} from '../../db/schema/index.ts';

export type EReportRow = typeof eReports.$inferSelect;

export async function reportingRhythmOf(db: DbOrTx, accountId: number): Promise<EReportingRhythm> {
  const [row] = await db
    .select({ rhythm: eReportingSettings.rhythm })
    .from(eReportingSettings)
    .where(eq(eReportingSettings.accountId, accountId));
  return row?.rhythm ?? 'MONTHLY';
}

export async function saveReportingRhythm(db: DbOrTx, accountId: number, rhythm: EReportingRhythm) {
  await db
    .insert(eReportingSettings)
    .values({ accountId, rhythm })
    .onConflictDoUpdate({ target: eReportingSettings.accountId, set: { rhythm, updatedAt: new Date() } });
}

/**
 * The seller's VAT number (its SIREN inside) and whether it opted for VAT on debits: its services'
 * VAT is then due at invoicing, and no payment is e-reported.
 */
export async function sellerOf(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({ legalEntity: accounts.legalEntity })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return {
    vat: row?.legalEntity?.tvaIntracommunautaire ?? null,
    vatOnDebits: !!row?.legalEntity?.vatOnDebits,
  };
}

const buyer = {
  siren: legalEntities.siren,
  tvaIntracommunautaire: legalEntities.tvaIntracommunautaire,
  headQuarterPlace: legalEntities.headQuarterPlace,
  facturationPlace: legalEntities.facturationPlace,
};

/** The period's issued invoices and credit notes with their buyer, to be told apart by route. */
export const issuedInPeriod = (db: DbOrTx, accountId: number, start: string, end: string) =>
  db
    .select({
      id: invoices.id,
      code: invoices.code,
      kind: invoices.kind,
      date: invoices.date,
      vatBreakdown: invoices.vatBreakdown,
      ...buyer,
    })
    .from(invoices)
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(
      and(
        eq(invoices.accountId, accountId),
        eq(invoices.state, 'ISSUED'),
        gte(invoices.date, start),
        lte(invoices.date, end),
      ),
    );

/** The period's payments (cancelled ones are in no report, as in no FEC) with their invoice's rates and buyer. */
export const paymentsInPeriod = (db: DbOrTx, accountId: number, start: string, end: string) =>
  db
    .select({
      id: payments.id,
      date: payments.date,
      amount: payments.amount,
      vatBreakdown: invoices.vatBreakdown,
      ...buyer,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(legalEntities, eq(legalEntities.id, invoices.customerId))
    .where(
      and(
        eq(payments.accountId, accountId),
        isNull(payments.cancelledAt),
        gte(payments.date, start),
        lte(payments.date, end),
      ),
    );

/** The earliest day anything could be reported from: the first issued invoice's or payment's. */
export async function firstReportableDay(db: DbOrTx, accountId: number): Promise<string | null> {
  const [invoice] = await db
    .select({ date: invoices.date })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.state, 'ISSUED')))
    .orderBy(invoices.date)
    .limit(1);
  return invoice?.date ?? null;
}

export const reportsOf = (db: DbOrTx, accountId: number) =>
  db
    .select()
    .from(eReports)
    .where(eq(eReports.accountId, accountId))
    .orderBy(desc(eReports.periodStart), eReports.kind);

/** Inserts a period's report once: a second run (or instance) finds it there and gets null. */
export async function insertReport(db: DbOrTx, values: typeof eReports.$inferInsert) {
  const [row] = await db.insert(eReports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export const pendingReports = (db: DbOrTx, accountId: number) =>
  db
    .select()
    .from(eReports)
    .where(and(eq(eReports.accountId, accountId), eq(eReports.state, 'PENDING')))
    .orderBy(eReports.periodStart, eReports.kind)
    .for('update', { skipLocked: true });

export async function updateReport(db: DbOrTx, id: number, values: Partial<EReportRow>) {
  await db.update(eReports).set(values).where(eq(eReports.id, id));
}
