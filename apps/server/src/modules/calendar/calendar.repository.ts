import type { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import {
  MISSION_STATES_ON_THE_ROAD,
  MISSION_STATES_WITHOUT_TRUCK,
  MissionKind,
  UNPLANNED_FOLDER_STATES,
  UNPLANNED_LIMIT,
  type MissionSteps,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, agents, folders, missions, trucks } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

/** What a block or an « À planifier » line shows, read in the one statement that finds them. */
export interface BlockRow {
  id: number;
  folderId: number;
  folderVersion: number;
  orderNo: string;
  externalNumber: string | null;
  folderState: string;
  creationOrigine: string;
  cancellable: boolean | null;
  missionState: string;
  truckId: number | null;
  agentId: number | null;
  agentName: string | null;
  missionDateTime: Date | null;
  creationDateTime: Date;
  steps: MissionSteps | null;
  city: string | null;
  customerPlace: string | null;
  destination: string | null;
  vehicle: string | null;
  assistanceProvider: string | null;
  nature: string | null;
}

const blockColumns: Record<keyof BlockRow, string> = {
  id: 'm.id',
  folderId: 'm.folder_id',
  folderVersion: 'f.version',
  orderNo: 'f.order_no',
  externalNumber: 'f.external_number',
  folderState: 'f.folder_state',
  creationOrigine: 'f.creation_origine',
  cancellable: 'f.cancellable',
  missionState: 'm.mission_state',
  truckId: 'm.truck_id',
  agentId: 'm.agent_id',
  agentName: 'g.name',
  missionDateTime: 'm.mission_date_time',
  creationDateTime: 'f.creation_date_time',
  steps: 'm.steps',
  city: 'f.city',
  customerPlace: `nullif(concat_ws(' ', f.customer_place->>'line1', f.customer_place->>'zipCode', f.customer_place->>'city'), '')`,
  destination: `nullif(concat_ws(' ', m.destination_place->>'companyName', m.destination_place->>'line1', m.destination_place->>'zipCode', m.destination_place->>'city'), '')`,
  vehicle: `nullif(concat_ws(' ', f.vehicule->>'marque', f.vehicule->>'modele', f.registration), '')`,
  assistanceProvider: 'f.assistance_provider',
  nature: `f.intervention_depannage->>'nature'`,
};
const blockSelect = Object.entries(blockColumns)
  .map(([alias, column]) => `${column} as "${alias}"`)
  .join(', ');
const textList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * The account's missions with a truck whose block may touch [start, end): a block lies within a
 * day of its mission date (rules/calendar.ts), so the account-and-date index bounds the read and
 * the service keeps the exact overlaps. Plain SQL to the driver (no ORM mapping of each of the
 * thousands of rows a busy week has), prepared once per connection on PostgreSQL.
 */
const plannedStatement = {
  name: 'calendar_planned',
  text: `select ${blockSelect}
  from missions m
  inner join folders f on f.id = m.folder_id
  left join agents g on g.id = m.agent_id
  where m.account_id = $1 and m.mission_date_time >= $2 and m.mission_date_time < $3
    and m.truck_id is not null and m.mission_state not in (${textList(MISSION_STATES_WITHOUT_TRUCK)})`,
};

/** What a week's summary needs of a mission: its block, its state, its folder's label. */
export interface SummaryRow {
  id: number;
  truckId: number;
  missionState: string;
  /** The mission date in epoch milliseconds: a number the driver reads faster than a timestamp. */
  missionTime: number;
  steps: MissionSteps | null;
  orderNo: string;
  externalNumber: string | null;
  city: string | null;
  assistanceProvider: string | null;
}

/** The planned statement's rows, narrowed to what the week's summaries read. */
const summaryStatement = {
  name: 'calendar_summary',
  text: `select m.id, m.truck_id as "truckId", m.mission_state as "missionState",
    (extract(epoch from m.mission_date_time) * 1000)::float8 as "missionTime", m.steps, f.order_no as "orderNo",
    f.external_number as "externalNumber", f.city, f.assistance_provider as "assistanceProvider"
  from missions m
  inner join folders f on f.id = m.folder_id
  where m.account_id = $1 and m.mission_date_time >= $2 and m.mission_date_time < $3
    and m.truck_id is not null and m.mission_state not in (${textList(MISSION_STATES_WITHOUT_TRUCK)})`,
};

/** Intervention missions of created or accepted folders that no truck holds, most urgent first. */
const unplannedStatement = {
  name: 'calendar_unplanned',
  text: `select ${blockSelect}
  from folders f
  inner join missions m on m.folder_id = f.id and m.kind = '${MissionKind.INTERVENTION}'
  left join agents g on g.id = m.agent_id
  where f.account_id = $1 and f.folder_state in (${textList(UNPLANNED_FOLDER_STATES)})
    and (m.truck_id is null or m.mission_state in (${textList(MISSION_STATES_WITHOUT_TRUCK)}))
  order by m.mission_date_time asc nulls last, f.creation_date_time asc, f.id asc
  limit ${UNPLANNED_LIMIT}`,
};

async function run<Row = BlockRow>(db: DbOrTx, statement: { name: string; text: string }, values: unknown[]) {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (client instanceof pg.Pool) {
    return (await client.query<Row & pg.QueryResultRow>({ ...statement, values })).rows;
  }
  return (await client.query<Row>(statement.text, values)).rows;
}

export const plannedMissionRows = (db: DbOrTx, accountId: number, start: Date, end: Date) =>
  run(db, plannedStatement, [accountId, new Date(start.getTime() - DAY_MS), end]);

export const summaryMissionRows = (db: DbOrTx, accountId: number, start: Date, end: Date) =>
  run<SummaryRow>(db, summaryStatement, [accountId, new Date(start.getTime() - DAY_MS), end]);

export const unplannedMissionRows = (db: DbOrTx, accountId: number) =>
  run(db, unplannedStatement, [accountId]);

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
