import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eInvoiceDeposits, eInvoiceStatuses, eInvoicingSettings } from '../../db/schema/index.ts';

export type PlatformSettingsRow = typeof eInvoicingSettings.$inferSelect;
export type DepositRow = typeof eInvoiceDeposits.$inferSelect;
export type StatusRow = typeof eInvoiceStatuses.$inferSelect;
export type NewStatus = typeof eInvoiceStatuses.$inferInsert;

export async function findPlatformSettings(
  db: DbOrTx,
  accountId: number,
): Promise<PlatformSettingsRow | null> {
  const [row] = await db.select().from(eInvoicingSettings).where(eq(eInvoicingSettings.accountId, accountId));
  return row ?? null;
}

export const activePlatformAccounts = (db: DbOrTx) =>
  db
    .select({ accountId: eInvoicingSettings.accountId })
    .from(eInvoicingSettings)
    .where(eq(eInvoicingSettings.active, true))
    .orderBy(asc(eInvoicingSettings.accountId));

export async function savePlatformSettings(
  db: DbOrTx,
  accountId: number,
  values: Pick<PlatformSettingsRow, 'url' | 'tokenSealed' | 'tokenHost' | 'active'>,
) {
  await db
    .insert(eInvoicingSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: eInvoicingSettings.accountId, set: { ...values, updatedAt: new Date() } });
}

/** Moves the cursor only from where this poll found it: two polls at once cannot move it back. */
export async function advanceCursor(db: DbOrTx, accountId: number, from: string | null, to: string) {
  await db
    .update(eInvoicingSettings)
    .set({ cursor: to })
    .where(
      and(
        eq(eInvoicingSettings.accountId, accountId),
        sql`${eInvoicingSettings.cursor} is not distinct from ${from}`,
      ),
    );
}

export async function recordPoll(db: DbOrTx, accountId: number, error: string | null) {
  await db
    .update(eInvoicingSettings)
    .set({ lastSyncAt: new Date(), lastError: error })
    .where(eq(eInvoicingSettings.accountId, accountId));
}

export async function insertDeposit(db: DbOrTx, values: typeof eInvoiceDeposits.$inferInsert) {
  await db.insert(eInvoiceDeposits).values(values).onConflictDoNothing();
}

/** The deposits due now, locked for this run (another instance skips them). */
export const lockDueDeposits = (db: DbOrTx, now: Date, limit = 20) =>
  db
    .select()
    .from(eInvoiceDeposits)
    .where(and(eq(eInvoiceDeposits.state, 'PENDING'), lte(eInvoiceDeposits.nextAttemptAt, now)))
    .orderBy(asc(eInvoiceDeposits.id))
    .limit(limit)
    .for('update', { skipLocked: true });

export async function updateDeposit(db: DbOrTx, id: number, values: Partial<DepositRow>) {
  await db.update(eInvoiceDeposits).set(values).where(eq(eInvoiceDeposits.id, id));
}

export async function findDeposit(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select()
    .from(eInvoiceDeposits)
    .where(and(eq(eInvoiceDeposits.accountId, accountId), eq(eInvoiceDeposits.invoiceId, invoiceId)));
  return row ?? null;
}

export async function findDepositByTracking(db: DbOrTx, accountId: number, trackingId: string) {
  const [row] = await db
    .select()
    .from(eInvoiceDeposits)
    .where(and(eq(eInvoiceDeposits.accountId, accountId), eq(eInvoiceDeposits.trackingId, trackingId)));
  return row ?? null;
}

/** Inserts a status unless the same one is there; answers the new row, or null when it was known. */
export async function insertStatus(db: DbOrTx, values: NewStatus): Promise<StatusRow | null> {
  const [row] = await db.insert(eInvoiceStatuses).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export const statusesOfInvoice = (db: DbOrTx, accountId: number, invoiceId: number) =>
  db
    .select()
    .from(eInvoiceStatuses)
    .where(and(eq(eInvoiceStatuses.accountId, accountId), eq(eInvoiceStatuses.invoiceId, invoiceId)))
    .orderBy(asc(eInvoiceStatuses.at), asc(eInvoiceStatuses.id));

export const statusesOfReceived = (db: DbOrTx, accountId: number, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as StatusRow[])
    : db
        .select()
        .from(eInvoiceStatuses)
        .where(
          and(eq(eInvoiceStatuses.accountId, accountId), inArray(eInvoiceStatuses.receivedInvoiceId, ids)),
        )
        .orderBy(asc(eInvoiceStatuses.at), asc(eInvoiceStatuses.id));

/** The latest status code of an invoice (SQL, for the list filter and the edit guard). */
export const latestInvoiceStatusSql = (invoiceIdColumn: unknown) =>
  sql<string | null>`(select s.code from e_invoice_statuses s where s.invoice_id = ${invoiceIdColumn}
    order by s.at desc, (case when s.code in ('210', '213') then 1 else 0 end) desc, s.code desc limit 1)`;

export async function latestInvoiceStatus(db: DbOrTx, accountId: number, invoiceId: number) {
  const [row] = await db
    .select({ code: eInvoiceStatuses.code })
    .from(eInvoiceStatuses)
    .where(and(eq(eInvoiceStatuses.accountId, accountId), eq(eInvoiceStatuses.invoiceId, invoiceId)))
    .orderBy(
      desc(eInvoiceStatuses.at),
      desc(sql`case when ${eInvoiceStatuses.code} in ('210', '213') then 1 else 0 end`),
    )
    .limit(1);
  return row?.code ?? null;
}
