import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, favouritePlaces, type StoredPlace } from '../../db/schema/index.ts';

export type FavouritePlaceRow = typeof favouritePlaces.$inferSelect;

/** Locks the account's row until the transaction ends: its place synchronisations run one at a time. */
export async function lockAccountForSync(tx: DbOrTx, accountId: number): Promise<void> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
}

/** Every favourite place of the account, by label. */
export function listPlaces(db: DbOrTx, accountId: number): Promise<FavouritePlaceRow[]> {
  return db
    .select()
    .from(favouritePlaces)
    .where(eq(favouritePlaces.accountId, accountId))
    .orderBy(asc(favouritePlaces.label), asc(favouritePlaces.id));
}

export async function countPlaces(db: DbOrTx, accountId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(favouritePlaces)
    .where(eq(favouritePlaces.accountId, accountId));
  return row?.n ?? 0;
}

/** The place, only when it belongs to the account. */
export async function findPlace(
  db: DbOrTx,
  accountId: number,
  id: number,
): Promise<FavouritePlaceRow | undefined> {
  const [row] = await db
    .select()
    .from(favouritePlaces)
    .where(and(eq(favouritePlaces.accountId, accountId), eq(favouritePlaces.id, id)));
  return row;
}

export async function insertPlace(
  db: DbOrTx,
  accountId: number,
  values: { label: string; place: StoredPlace; readOnly?: boolean; externalId?: string },
): Promise<FavouritePlaceRow> {
  const [row] = await db
    .insert(favouritePlaces)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

/** Rewrites an editable place of the account; undefined when there is none to rewrite. */
export async function updatePlace(
  db: DbOrTx,
  accountId: number,
  id: number,
  values: { label: string; place: StoredPlace },
): Promise<FavouritePlaceRow | undefined> {
  const [row] = await db
    .update(favouritePlaces)
    .set(values)
    .where(
      and(
        eq(favouritePlaces.accountId, accountId),
        eq(favouritePlaces.id, id),
        eq(favouritePlaces.readOnly, false),
      ),
    )
    .returning();
  return row;
}

export async function deletePlace(db: DbOrTx, accountId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(favouritePlaces)
    .where(
      and(
        eq(favouritePlaces.accountId, accountId),
        eq(favouritePlaces.id, id),
        eq(favouritePlaces.readOnly, false),
      ),
    )
    .returning({ id: favouritePlaces.id });
  return rows.length > 0;
}

/** The places that came from Nomad, by their Nomad id. */
export async function listSyncedPlaces(db: DbOrTx, accountId: number): Promise<FavouritePlaceRow[]> {
  return db
    .select()
    .from(favouritePlaces)
    .where(and(eq(favouritePlaces.accountId, accountId), isNotNull(favouritePlaces.externalId)));
}

export async function rewriteSyncedPlace(
  db: DbOrTx,
  accountId: number,
  id: number,
  values: { label: string; place: StoredPlace },
): Promise<void> {
  await db
    .update(favouritePlaces)
    .set({ ...values, readOnly: true })
    .where(and(eq(favouritePlaces.accountId, accountId), eq(favouritePlaces.id, id)));
}

export async function deleteSyncedPlace(db: DbOrTx, accountId: number, id: number): Promise<void> {
  await db
    .delete(favouritePlaces)
    .where(and(eq(favouritePlaces.accountId, accountId), eq(favouritePlaces.id, id)));
}
