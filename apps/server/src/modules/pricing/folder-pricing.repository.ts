import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { folderPricings } from '../../db/schema/index.ts';

export type FolderPricingRow = typeof folderPricings.$inferSelect;
type PricingValues = Omit<
  typeof folderPricings.$inferInsert,
  'folderId' | 'accountId' | 'version' | 'computedAt'
>;

export async function findPricingRow(db: DbOrTx, accountId: number, folderId: number, lock = false) {
  const query = db
    .select()
    .from(folderPricings)
    .where(and(eq(folderPricings.accountId, accountId), eq(folderPricings.folderId, folderId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Writes a folder's price, replacing the previous one (a new « Calculer le prix »). */
export async function upsertPricingRow(
  db: DbOrTx,
  accountId: number,
  folderId: number,
  values: PricingValues,
) {
  const now = new Date();
  const [row] = await db
    .insert(folderPricings)
    .values({ ...values, accountId, folderId, computedAt: now })
    .onConflictDoUpdate({
      target: folderPricings.folderId,
      set: { ...values, computedAt: now, version: 1 },
    })
    .returning();
  return row!;
}

export async function updatePricingLines(
  db: DbOrTx,
  row: FolderPricingRow,
  lines: FolderPricingRow['lines'],
) {
  const [updated] = await db
    .update(folderPricings)
    .set({ lines, version: row.version + 1 })
    .where(eq(folderPricings.folderId, row.folderId))
    .returning();
  return updated!;
}
