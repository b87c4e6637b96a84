import { and, eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, folderEvents, folders, missions, trackingLinks, trucks } from '../../db/schema/index.ts';

/** A place's coordinates only: the rest of the place (the customer's name, phone, address) is never read. */
const latitudeOf = (place: typeof folders.customerPlace | typeof missions.destinationPlace) =>
  sql<number | null>`(${place}->>'latitude')::float8`;
const longitudeOf = (place: typeof folders.customerPlace | typeof missions.destinationPlace) =>
  sql<number | null>`(${place}->>'longitude')::float8`;

/**
 * The mission a tracking token leads to, with what the public page needs and nothing else. The
 * token is the only key: no account in the request, the link's own account must be the mission's.
 */
export async function findTrackedMission(db: Db, token: string) {
  const [row] = await db
    .select({
      folderId: missions.folderId,
      kind: missions.kind,
      missionState: missions.missionState,
      folderState: folders.folderState,
      steps: missions.steps,
      creationDateTime: missions.creationDateTime,
      sentDateTime: missions.sentDateTime,
      operatorName: accounts.name,
      customerPoint: {
        latitude: latitudeOf(folders.customerPlace),
        longitude: longitudeOf(folders.customerPlace),
      },
      destinationPoint: {
        latitude: latitudeOf(missions.destinationPlace),
        longitude: longitudeOf(missions.destinationPlace),
      },
      truck: {
        latitude: trucks.positionLatitude,
        longitude: trucks.positionLongitude,
        positionDateTime: trucks.positionDateTime,
      },
    })
    .from(trackingLinks)
    .innerJoin(
      missions,
      and(eq(missions.id, trackingLinks.missionId), eq(missions.accountId, trackingLinks.accountId)),
    )
    .innerJoin(folders, and(eq(folders.id, missions.folderId), eq(folders.accountId, missions.accountId)))
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .leftJoin(trucks, and(eq(trucks.id, missions.truckId), eq(trucks.accountId, missions.accountId)))
    .where(eq(trackingLinks.token, token));
  return row;
}
export type TrackedMission = NonNullable<Awaited<ReturnType<typeof findTrackedMission>>>;

/** When the folder's workflow last recorded one of these states (the mission's or the folder's end). */
export async function lastRecordedStateAt(db: Db, folderId: number, states: string[]): Promise<Date | null> {
  if (states.length === 0) return null;
  const [row] = await db
    .select({ at: max(folderEvents.eventDateTime) })
    .from(folderEvents)
    .where(and(eq(folderEvents.folderId, folderId), inArray(folderEvents.state, states)));
  return row?.at ?? null;
}
