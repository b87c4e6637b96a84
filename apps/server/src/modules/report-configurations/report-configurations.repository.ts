import { and, asc, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, reportConfigurations } from '../../db/schema/index.ts';

export type ReportConfigurationRow = typeof reportConfigurations.$inferSelect;
export type ReportConfigurationValues = Partial<typeof reportConfigurations.$inferInsert>;

export function listReportConfigurations(db: DbOrTx, accountId: number): Promise<ReportConfigurationRow[]> {
  return db
    .select()
    .from(reportConfigurations)
    .where(eq(reportConfigurations.accountId, accountId))
    .orderBy(asc(reportConfigurations.name), asc(reportConfigurations.id));
}

export async function findReportConfiguration(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<ReportConfigurationRow | undefined> {
  const [row] = await db
    .select()
    .from(reportConfigurations)
    .where(and(eq(reportConfigurations.accountId, accountId), eq(reportConfigurations.id, id)));
  return row;
}

export async function insertReportConfiguration(
  db: DbOrTx,
  values: typeof reportConfigurations.$inferInsert,
): Promise<ReportConfigurationRow> {
  const [row] = await db.insert(reportConfigurations).values(values).returning();
  return row!;
}

export async function updateReportConfiguration(
  db: DbOrTx,
  accountId: number,
  id: number,
  values: ReportConfigurationValues,
): Promise<ReportConfigurationRow | undefined> {
  const [row] = await db
    .update(reportConfigurations)
    .set(values)
    .where(and(eq(reportConfigurations.accountId, accountId), eq(reportConfigurations.id, id)))
    .returning();
  return row;
}

export async function deleteReportConfiguration(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(reportConfigurations)
    .where(and(eq(reportConfigurations.accountId, accountId), eq(reportConfigurations.id, id)))
    .returning({ id: reportConfigurations.id });
  return rows.length > 0;
}

/** Who a report is made for: the account's nature decides which missions it covers (stats scope). */
export async function reportAccount(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      nature: accounts.businessNature,
      assistanceProvider: accounts.assistanceProvider,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row;
}

/** Every configuration that delivers somewhere: the schedule decides which are due. */
export function deliveringConfigurations(db: DbOrTx): Promise<ReportConfigurationRow[]> {
  return db
    .select()
    .from(reportConfigurations)
    .where(or(eq(reportConfigurations.sendByEmail, true), eq(reportConfigurations.sendBySftp, true)))
    .orderBy(asc(reportConfigurations.id));
}
