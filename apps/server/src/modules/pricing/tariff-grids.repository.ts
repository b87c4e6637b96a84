import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, articles, legalEntities, tariffGrids } from '../../db/schema/index.ts';

export type TariffGridRow = typeof tariffGrids.$inferSelect;
export type TariffGridValues = Omit<
  typeof tariffGrids.$inferInsert,
  'id' | 'accountId' | 'version' | 'createdAt'
>;

export const listGridRows = (db: DbOrTx, accountId: number) =>
  db
    .select()
    .from(tariffGrids)
    .where(eq(tariffGrids.accountId, accountId))
    .orderBy(asc(tariffGrids.name), asc(tariffGrids.validFrom));

export async function findGridRow(db: DbOrTx, accountId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(tariffGrids)
    .where(and(eq(tariffGrids.accountId, accountId), eq(tariffGrids.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertGridRow(db: DbOrTx, accountId: number, values: TariffGridValues) {
  const [row] = await db
    .insert(tariffGrids)
    .values({ ...values, accountId })
    .returning();
  return row!;
}

export async function updateGridRow(db: DbOrTx, row: TariffGridRow, values: TariffGridValues) {
  const [updated] = await db
    .update(tariffGrids)
    .set({ ...values, version: row.version + 1 })
    .where(eq(tariffGrids.id, row.id))
    .returning();
  return updated!;
}

export const deleteGridRow = (db: DbOrTx, id: number) => db.delete(tariffGrids).where(eq(tariffGrids.id, id));

/** The ids among `ids` that are the account's articles. */
export async function ownArticleIds(db: DbOrTx, accountId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.accountId, accountId), inArray(articles.id, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function isOwnCustomer(db: DbOrTx, accountId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.id, customerId)));
  return row !== undefined;
}

/**
 * The postcode of the account's address: Alsace-Moselle's two extra public holidays apply to a
 * business established there (Code du travail, art. L3134-13), wherever its trucks go.
 */
export async function accountPostcode(db: DbOrTx, accountId: number): Promise<string | null> {
  const [row] = await db
    .select({ zipCode: sql<string | null>`${accounts.place}->>'zipCode'` })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return row?.zipCode?.trim() || null;
}

/**
 * The customer a folder's own grid is found by: the company its customer place names, as a
 * customer of the account (the name « Facturer » bills it under). Null for an assisteur's folder
 * (its contract grid goes by the assistance company) or a private caller.
 */
export async function folderCustomerId(
  db: DbOrTx,
  accountId: number,
  folder: { assistanceProvider: string | null; customerPlace: { companyName?: string | null } | null },
): Promise<number | null> {
  const companyName = folder.customerPlace?.companyName?.trim();
  if (folder.assistanceProvider || !companyName) return null;
  const [row] = await db
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(
      and(
        eq(legalEntities.accountId, accountId),
        sql`${legalEntities.headQuarterPlace}->>'companyName' = ${companyName}`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}
