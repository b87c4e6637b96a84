import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import {
  MISSION_STATES_ON_THE_ROAD,
  MISSION_STATES_WITHOUT_TRUCK,
  MissionKind,
  UNPLANNED_FOLDER_STATES,
  UNPLANNED_LIMIT,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, agents, folders, missions, trucks } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** What a block or an « À planifier » line shows, read in the one statement that finds them. */
const blockColumns = {
  id: missions.id,
  folderId: missions.folderId,
  folderVersion: folders.version,
  orderNo: folders.orderNo,
  externalNumber: folders.externalNumber,
  folderState: folders.folderState,
  creationOrigine: folders.creationOrigine,
  cancellable: folders.cancellable,
  missionState: missions.missionState,
  truckId: missions.truckId,
  agentId: missions.agentId,
  agentName: agents.name,
  missionDateTime: missions.missionDateTime,
  creationDateTime: folders.creationDateTime,
  steps: missions.steps,
  city: folders.city,
  customerPlace: sql<
    string | null
  >`nullif(concat_ws(' ', ${folders.customerPlace}->>'line1', ${folders.customerPlace}->>'zipCode', ${folders.customerPlace}->>'city'), '')`,
  destination: sql<
    string | null
  >`nullif(concat_ws(' ', ${missions.destinationPlace}->>'companyName', ${missions.destinationPlace}->>'line1', ${missions.destinationPlace}->>'zipCode', ${missions.destinationPlace}->>'city'), '')`,
  vehicle: sql<
    string | null
  >`nullif(concat_ws(' ', ${folders.vehicule}->>'marque', ${folders.vehicule}->>'modele', ${folders.registration}), '')`,
  assistanceProvider: folders.assistanceProvider,
  nature: sql<string | null>`${folders.interventionDepannage}->>'nature'`,
};

/**
 * The account's missions with a truck whose block may touch [start, end): a block lies within a
 * day of its mission date (rules/calendar.ts), so the account-and-date index bounds the read and
 * the service keeps the exact overlaps.
 */
export async function plannedMissionRows(db: DbOrTx, accountId: number, start: Date, end: Date) {
  return db
    .select(blockColumns)
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .leftJoin(agents, eq(agents.id, missions.agentId))
    .where(
      and(
        eq(missions.accountId, accountId),
        gte(missions.missionDateTime, new Date(start.getTime() - DAY_MS)),
        lt(missions.missionDateTime, end),
        isNotNull(missions.truckId),
        notInArray(missions.missionState, [...MISSION_STATES_WITHOUT_TRUCK]),
      ),
    );
}

/** Intervention missions of created or accepted folders that no truck holds, most urgent first. */
export async function unplannedMissionRows(db: DbOrTx, accountId: number) {
  return db
    .select(blockColumns)
    .from(folders)
    .innerJoin(missions, and(eq(missions.folderId, folders.id), eq(missions.kind, MissionKind.INTERVENTION)))
    .leftJoin(agents, eq(agents.id, missions.agentId))
    .where(
      and(
        eq(folders.accountId, accountId),
        inArray(folders.folderState, [...UNPLANNED_FOLDER_STATES]),
        or(isNull(missions.truckId), inArray(missions.missionState, [...MISSION_STATES_WITHOUT_TRUCK])),
      ),
    )
    .orderBy(sql`${missions.missionDateTime} asc nulls last`, asc(folders.creationDateTime), asc(folders.id))
    .limit(UNPLANNED_LIMIT);
}

/**
 * The account's trucks, each with its driver: the agent of the latest folder it was given
 * (one index probe per truck on folders_account_truck_idx), and whether it holds a mission now.
 */
export async function calendarTruckRows(db: DbOrTx, accountId: number) {
  const onTheRoad = sql.join(
    MISSION_STATES_ON_THE_ROAD.map((state) => sql`${state}`),
    sql`, `,
  );
  return db
    .select({
      id: trucks.id,
      name: trucks.name,
      licensePlate: trucks.licensePlate,
      active: trucks.active,
      positionDateTime: trucks.positionDateTime,
      driverId: sql<number | null>`driver.agent_id`,
      driverName: sql<string | null>`driver.agent_name`,
      onMission: sql<boolean>`exists (select 1 from ${missions} m where m.account_id = ${accountId}
        and m.truck_id = ${trucks.id} and m.mission_state in (${onTheRoad}))`,
    })
    .from(trucks)
    .leftJoin(
      sql`lateral (select f.agent_id, a.name as agent_name from ${folders} f
        join ${agents} a on a.id = f.agent_id
        where f.account_id = ${accountId} and f.truck_id = ${trucks.id} and f.agent_id is not null
        order by f.creation_date_time desc limit 1) driver`,
      sql`true`,
    )
    .where(eq(trucks.accountId, accountId))
    .orderBy(asc(trucks.name), asc(trucks.id));
}

export async function accountAverages(db: DbOrTx, accountId: number) {
  const [row] = await db
    .select({
      arrival: accounts.interventionAverageArrivalMinute,
      onPlace: accounts.interventionAverageOnPlaceMinute,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { arrival: row?.arrival ?? null, onPlace: row?.onPlace ?? null };
}

export type BlockRow = Awaited<ReturnType<typeof plannedMissionRows>>[number];
