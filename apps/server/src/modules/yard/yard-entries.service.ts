import { and, eq } from 'drizzle-orm';
import {
  abandonmentDay,
  type YardCondition,
  type YardEntryCreate,
  type YardEntryDto,
  type YardEntryList,
  type YardListQuery,
  type YardNotice,
  type YardPlaceCreate,
  type YardPlaceDto,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { folders, yardEntries, yardPlaces } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { holidayRegionOf } from './yard-deadline-alerts.ts';
import { toEntryDto } from './yard-dto.ts';
import { loadTariffs, loadYardSettings } from './yard-tariffs.service.ts';
import {
  findEntryRow,
  findPlace,
  holdsOf,
  listEntryRows,
  occupiedPlaces,
  placesOf,
  type YardEntryRow,
} from './yard.repository.ts';

export const ENTRY_NOT_FOUND = "Ce véhicule n'est pas dans le parc";
export const PLACE_NOT_FOUND = "Cette place n'existe pas";
export const NOT_PRESENT = 'Ce véhicule a déjà quitté le parc';

/** DTOs of rows, with their holds, the account's tariffs and place labels read once. */
export async function entryDtos(db: DbOrTx, accountId: number, rows: YardEntryRow[], now = new Date()) {
  const [holds, { periods }, places] = await Promise.all([
    holdsOf(
      db,
      rows.map((row) => row.id),
    ),
    loadTariffs(db, accountId),
    placesOf(db, accountId),
  ]);
  const labelOf = (id: number | null) => {
    const place = places.find((p) => p.id === id);
    return place ? `${place.rowLabel}-${place.placeLabel}` : null;
  };
  return rows.map((row) => toEntryDto(row, { holds, periods, placeLabel: labelOf(row.placeId), now }));
}

export async function loadEntry(db: DbOrTx, accountId: number, id: number): Promise<YardEntryDto> {
  const row = await findEntryRow(db, accountId, id);
  if (!row) throw new NotFound(ENTRY_NOT_FOUND);
  return (await entryDtos(db, accountId, [row]))[0]!;
}

export async function listEntries(db: Db, auth: AuthContext, query: YardListQuery): Promise<YardEntryList> {
  let rows = await entryDtos(db, auth.accountId, await listEntryRows(db, auth.accountId, query));
  if (query.overdue === 'true') rows = rows.filter((row) => row.deadlineState === 'OVERDUE');
  if (query.overdue === 'false') rows = rows.filter((row) => row.deadlineState !== 'OVERDUE');
  const owedCents = rows.reduce((sum, row) => sum + row.fees.totalCents, 0);
  const days = rows.reduce((sum, row) => sum + row.fees.days, 0);
  return {
    rows,
    totals: {
      vehicles: rows.length,
      owedCents,
      averageDays: rows.length === 0 ? 0 : Math.round((days / rows.length) * 10) / 10,
      overdue: rows.filter((row) => row.deadlineState === 'OVERDUE').length,
    },
  };
}

async function assertPlaceFree(db: DbOrTx, accountId: number, placeId: number | null, entryId?: number) {
  if (placeId === null) return;
  if (!(await findPlace(db, accountId, placeId))) throw new NotFound(PLACE_NOT_FOUND);
  const taken = (await occupiedPlaces(db, accountId)).find(
    (o) => o.placeId === placeId && o.entryId !== entryId,
  );
  if (taken) throw new Conflict(`Cette place est occupée par le véhicule ${taken.plate}`);
}

export async function createEntry(db: Db, auth: AuthContext, body: YardEntryCreate): Promise<YardEntryDto> {
  if (body.folderId !== null) {
    const [folder] = await db
      .select({ id: folders.id })
      .from(folders)
      .where(and(eq(folders.accountId, auth.accountId), eq(folders.id, body.folderId)));
    if (!folder) throw new NotFound("Le dossier demandé n'existe pas");
  }
  await assertPlaceFree(db, auth.accountId, body.placeId);
  const privateDailyCents =
    body.kind === 'GARDIENNAGE'
      ? (body.privateDailyCents ?? (await loadYardSettings(db, auth.accountId)).privateDailyCents)
      : null;
  const { vehicle, removedAt, ...rest } = body;
  const [row] = await db
    .insert(yardEntries)
    .values({
      ...rest,
      ...vehicle,
      plate: vehicle.plate.toUpperCase(),
      accountId: auth.accountId,
      removedAt: new Date(removedAt),
      privateDailyCents,
    })
    .returning();
  return (await entryDtos(db, auth.accountId, [row!]))[0]!;
}

async function presentEntry(db: DbOrTx, accountId: number, id: number) {
  const row = await findEntryRow(db, accountId, id);
  if (!row) throw new NotFound(ENTRY_NOT_FOUND);
  if (row.status !== 'PRESENT') throw new Conflict(NOT_PRESENT);
  return row;
}

export async function saveCondition(db: Db, auth: AuthContext, id: number, condition: YardCondition) {
  await presentEntry(db, auth.accountId, id);
  await db.update(yardEntries).set({ condition }).where(eq(yardEntries.id, id));
  return loadEntry(db, auth.accountId, id);
}

export async function moveEntry(db: Db, auth: AuthContext, id: number, placeId: number | null) {
  await presentEntry(db, auth.accountId, id);
  await assertPlaceFree(db, auth.accountId, placeId, id);
  await db.update(yardEntries).set({ placeId }).where(eq(yardEntries.id, id));
  return loadEntry(db, auth.accountId, id);
}

/**
 * The owner's formal notice: the abandonment day follows from it (10 or 15 days, then a working day; the
 * account's region decides the public holidays).
 */
export async function recordNotice(db: Db, auth: AuthContext, id: number, notice: YardNotice) {
  const row = await presentEntry(db, auth.accountId, id);
  if (row.kind !== 'FOURRIERE') throw new Conflict('Un gardiennage privé n’a pas de mise en demeure');
  await db
    .update(yardEntries)
    .set({
      noticeSentOn: notice.sentOn,
      noticeSentBy: notice.sentBy,
      lowValue: notice.lowValue,
      abandonmentDay: abandonmentDay(
        notice.sentOn,
        notice.lowValue,
        await holidayRegionOf(db, auth.accountId),
      ),
      alertSent: null,
    })
    .where(eq(yardEntries.id, id));
  return loadEntry(db, auth.accountId, id);
}

export async function listPlaces(db: Db, auth: AuthContext): Promise<YardPlaceDto[]> {
  const [places, occupied] = await Promise.all([
    placesOf(db, auth.accountId),
    occupiedPlaces(db, auth.accountId),
  ]);
  return places.map((place) => {
    const occupant = occupied.find((o) => o.placeId === place.id);
    return { ...place, entryId: occupant?.entryId ?? null, plate: occupant?.plate ?? null };
  });
}

export async function createPlace(db: Db, auth: AuthContext, body: YardPlaceCreate): Promise<YardPlaceDto> {
  try {
    const [row] = await db
      .insert(yardPlaces)
      .values({ accountId: auth.accountId, ...body })
      .returning();
    return { ...row!, entryId: null, plate: null };
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict('Cette place existe déjà dans cette rangée');
    throw error;
  }
}
