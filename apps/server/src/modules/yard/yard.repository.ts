import { and, asc, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { YardListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { yardEntries, yardHolds, yardPlaces } from '../../db/schema/index.ts';

export type YardEntryRow = typeof yardEntries.$inferSelect;
export type YardHoldRow = typeof yardHolds.$inferSelect;
export type YardPlaceRow = typeof yardPlaces.$inferSelect;

const likeEscaped = (text: string) =>
  `%${text.replace(/[\\%_\s-]/g, (c) => (/\s|-/.test(c) ? '%' : `\\${c}`))}%`;

export async function listEntryRows(
  db: DbOrTx,
  accountId: number,
  query: YardListQuery,
): Promise<YardEntryRow[]> {
  const conditions: SQL[] = [eq(yardEntries.accountId, accountId), eq(yardEntries.status, query.status)];
  if (query.authority) conditions.push(eq(yardEntries.authority, query.authority));
  if (query.reason) conditions.push(eq(yardEntries.reason, query.reason));
  if (query.category) conditions.push(eq(yardEntries.category, query.category));
  if (query.plate) conditions.push(ilike(yardEntries.plate, likeEscaped(query.plate)));
  return db
    .select()
    .from(yardEntries)
    .where(and(...conditions))
    .orderBy(asc(yardEntries.removedAt), asc(yardEntries.id))
    .limit(2000);
}

/** The entry, only when it belongs to the account (another account's id is as if it did not exist). */
export async function findEntryRow(db: DbOrTx, accountId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(yardEntries)
    .where(and(eq(yardEntries.accountId, accountId), eq(yardEntries.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function holdsOf(db: DbOrTx, entryIds: number[]): Promise<YardHoldRow[]> {
  if (entryIds.length === 0) return [];
  return db
    .select()
    .from(yardHolds)
    .where(inArray(yardHolds.entryId, entryIds))
    .orderBy(asc(yardHolds.placedAt), asc(yardHolds.id));
}

export async function activeHoldsOf(db: DbOrTx, entryId: number): Promise<YardHoldRow[]> {
  return db
    .select()
    .from(yardHolds)
    .where(and(eq(yardHolds.entryId, entryId), isNull(yardHolds.liftedAt)));
}

export async function placesOf(db: DbOrTx, accountId: number): Promise<YardPlaceRow[]> {
  return db
    .select()
    .from(yardPlaces)
    .where(eq(yardPlaces.accountId, accountId))
    .orderBy(asc(yardPlaces.rowLabel), asc(yardPlaces.placeLabel));
}

export async function findPlace(db: DbOrTx, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(yardPlaces)
    .where(and(eq(yardPlaces.accountId, accountId), eq(yardPlaces.id, id)));
  return row;
}

/** Who occupies each place now: the present entries that have one. */
export async function occupiedPlaces(db: DbOrTx, accountId: number) {
  return db
    .select({ placeId: yardEntries.placeId, entryId: yardEntries.id, plate: yardEntries.plate })
    .from(yardEntries)
    .where(and(eq(yardEntries.accountId, accountId), eq(yardEntries.status, 'PRESENT')));
}
