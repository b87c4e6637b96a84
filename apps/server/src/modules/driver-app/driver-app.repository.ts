import { and, count, desc, eq, getTableColumns, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { MISSION_STATES_ON_THE_ROAD, MissionState } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  accounts,
  agents,
  driverReports,
  folderDocuments,
  folders,
  missions,
  refreshTokens,
  trucks,
  users,
} from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { NotFound } from '../../lib/errors.ts';

export const MISSION_NOT_FOUND = "Cette mission n'existe pas";

export interface DriverUser {
  id: number;
  login: string;
  accountId: number;
  accountName: string;
  agentId: number | null;
  truckId: number | null;
}

export async function findDriverUser(db: DbOrTx, auth: AuthContext): Promise<DriverUser> {
  const [row] = await db
    .select({
      id: users.id,
      login: users.login,
      accountId: users.accountId,
      accountName: accounts.name,
      agentId: users.agentId,
      truckId: users.truckId,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(users.id, auth.userId), eq(users.accountId, auth.accountId)));
  if (!row) throw new NotFound("Cet utilisateur n'existe pas");
  return row;
}

/** The missions sent to the driver or to their truck, in their account. */
export function driverMissionScope(driver: DriverUser): SQL {
  const mine: SQL[] = [];
  if (driver.agentId != null) mine.push(eq(missions.agentId, driver.agentId));
  if (driver.truckId != null) mine.push(eq(missions.truckId, driver.truckId));
  return and(eq(missions.accountId, driver.accountId), mine.length ? or(...mine) : sql`false`)!;
}

/** On the road now, or finished within the last 12 hours (the driver still sees today's work). */
const listedNow = () =>
  or(
    inArray(missions.missionState, [...MISSION_STATES_ON_THE_ROAD]),
    and(
      eq(missions.missionState, MissionState.MISSION_FINISH),
      sql`(${missions.steps} -> 'finished' ->> 'dateTime')::timestamptz > now() - interval '12 hours'`,
    ),
  );

const { positions: _positions, ...missionColumns } = getTableColumns(missions);

export async function findDriverMissionRows(db: DbOrTx, driver: DriverUser, missionId?: number) {
  return db
    .select({
      mission: missionColumns,
      folder: {
        id: folders.id,
        folderState: folders.folderState,
        creationOrigine: folders.creationOrigine,
        messagesAllowed: folders.messagesAllowed,
        customerPlace: folders.customerPlace,
        interventionDepannage: folders.interventionDepannage,
        vehicule: folders.vehicule,
        assistanceProvider: folders.assistanceProvider,
        externalNumber: folders.externalNumber,
        estFacturable: folders.estFacturable,
        valorisationState: folders.valorisationState,
        valorisation: folders.valorisation,
      },
      photoCount: sql<number>`(select count(*)::int from ${folderDocuments} d where d.folder_id = ${folders.id})`,
      report: {
        km: driverReports.km,
        signerName: driverReports.signerName,
        signedAt: driverReports.signedAt,
      },
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .leftJoin(driverReports, eq(driverReports.missionId, missions.id))
    .where(
      and(
        driverMissionScope(driver),
        missionId === undefined ? listedNow() : eq(missions.id, missionId),
        sql`${missions.missionState} not in ('MISSION_NOT_YET_SEND', 'MISSION_UNAFFECTED', 'MISSION_DELETED')`,
      ),
    )
    .orderBy(desc(sql`coalesce(${missions.sentDateTime}, ${missions.creationDateTime})`), desc(missions.id))
    .limit(50);
}
export type DriverMissionRow = Awaited<ReturnType<typeof findDriverMissionRows>>[number];

/** The driver's app called: the operator sees it (« vu il y a 2 min »); written at most every 30 s. */
export async function markDriverSeen(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ driverAppSeenAt: sql`now()` })
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.driverAppSeenAt), sql`${users.driverAppSeenAt} < now() - interval '30 seconds'`),
      ),
    );
}

export async function findDriverNames(db: DbOrTx, driver: DriverUser) {
  const [agent] =
    driver.agentId == null
      ? []
      : await db
          .select({ id: agents.id, name: agents.name })
          .from(agents)
          .where(eq(agents.id, driver.agentId));
  const [truck] =
    driver.truckId == null
      ? []
      : await db
          .select({ id: trucks.id, name: trucks.name, registration: trucks.licensePlate })
          .from(trucks)
          .where(eq(trucks.id, driver.truckId));
  return { agent: agent ?? null, truck: truck ?? null };
}

/** The account's drivers, whether a session of theirs is alive, and when their app last called. */
export async function findDriverPresence(db: DbOrTx, accountId: number) {
  return db
    .select({
      userId: users.id,
      login: users.login,
      agentName: agents.name,
      truckName: trucks.name,
      lastSeenAt: users.driverAppSeenAt,
      liveSessions: sql<number>`(select ${count()} from ${refreshTokens} r where r.user_id = ${users.id}
        and r.revoked_at is null and r.rotated_at is null and r.expires_at > now())`.mapWith(Number),
    })
    .from(users)
    .leftJoin(agents, eq(agents.id, users.agentId))
    .leftJoin(trucks, eq(trucks.id, users.truckId))
    .where(and(eq(users.accountId, accountId), eq(users.role, 'CHAUFFEUR')))
    .orderBy(users.login);
}
