import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { foldForSearch, type CustomerListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { legalEntities } from '../../db/schema/index.ts';

export type CustomerRow = typeof legalEntities.$inferSelect;
export type CustomerValues = Partial<Omit<typeof legalEntities.$inferInsert, 'id' | 'accountId'>>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listCustomers(
  db: DbOrTx,
  accountId: number,
  query: CustomerListQuery,
): Promise<{ rows: CustomerRow[]; total: number }> {
  const conditions: SQL[] = [
    eq(legalEntities.accountId, accountId),
    eq(legalEntities.type, query.types),
    // An erased customer kept for its invoices is no longer listed (issue 23).
    isNull(legalEntities.restrictedAt),
  ];
  // The stored haystack (schema: legalEntities.searchText), folded like the typed text.
  if (query.text)
    conditions.push(sql`${legalEntities.searchText} like ${`%${escapeLike(foldForSearch(query.text))}%`}`);
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(legalEntities)
    .where(where)
    .orderBy(query.order === 'asc' ? asc(legalEntities.code) : desc(legalEntities.code))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [counted] = await db.select({ total: count() }).from(legalEntities).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findCustomer(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<CustomerRow | undefined> {
  const rows = await db
    .select()
    .from(legalEntities)
    .where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.id, id)));
  return rows[0];
}

export async function insertCustomer(
  db: DbOrTx,
  accountId: number,
  code: string,
  values: CustomerValues,
): Promise<CustomerRow> {
  const [row] = await db
    .insert(legalEntities)
    .values({ ...values, accountId, code })
    .returning();
  return row!;
}

/** Writes the changes only if the row is still at `version`; undefined when it moved on. */
export async function updateCustomer(
  db: DbOrTx,
  accountId: number,
  id: number,
  version: number,
  values: CustomerValues,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .update(legalEntities)
    .set({ ...values, version: sql`${legalEntities.version} + 1` })
    .where(
      and(
        eq(legalEntities.accountId, accountId),
        eq(legalEntities.id, id),
        eq(legalEntities.version, version),
      ),
    )
    .returning();
  return row;
}

export async function deleteCustomer(db: DbOrTx, accountId: number, id: number): Promise<void> {
  await db.delete(legalEntities).where(and(eq(legalEntities.accountId, accountId), eq(legalEntities.id, id)));
}
