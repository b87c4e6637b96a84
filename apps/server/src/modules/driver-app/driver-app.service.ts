import { eq, sql } from 'drizzle-orm';
import {
  canUndoStep,
  EventOrigine,
  EventType,
  latestStep,
  FUTURE_STEP_MESSAGE,
  isTooFarAhead,
  missionDisplayLabel,
  missionStepLabels,
  statisticFromSteps,
  STEP_UNDO_EXPIRED_MESSAGE,
  STEP_UNDO_FINISHED_MESSAGE,
  STEP_UNDO_NOT_LATEST_MESSAGE,
  type DriverMe,
  type DriverMission,
  type DriverPositionsRequest,
  type DriverPresence,
  type DriverStepRequest,
  type FolderMessageList,
  type MissionStepCode,
  type MissionSteps,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { missions, type MissionPosition } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { lockDriverMission } from '../driver/driver-mission.ts';
import {
  orderingPosition,
  POSITION_TOO_OLD_MESSAGE,
  recordDriverPosition,
} from '../driver/driver-position.service.ts';
import { recordMissionStep } from '../driver/mission-step.service.ts';
import { findFolderMessages, insertFolderEvent, toFolderMessage } from '../folder-core/index.ts';
import { receiveDriverMessage } from '../folders/folder-messages.service.ts';
import { missionEventSource } from '../missions/mission-dispatch.ts';
import { updateMission } from '../missions/missions.repository.ts';
import {
  findDriverMissionRows,
  findDriverNames,
  findDriverPresence,
  findDriverUser,
  MISSION_NOT_FOUND,
  type DriverMissionRow,
  type DriverUser,
} from './driver-app.repository.ts';
import { folderInvoicesForCash } from './driver-cash.repository.ts';
import { toDriverMission } from './driver-mission-dto.ts';
import { assertMayLeaveThePlace } from '../vehicle-condition/index.ts';

/** The driver app speaks for the driver through the same services as the connectors and the simulator. */
export const DRIVER_APP_ORIGIN = EventOrigine.CHAUFFEUR;

export async function getDriverMe(db: Db, auth: AuthContext): Promise<DriverMe> {
  const driver = await findDriverUser(db, auth);
  return { login: driver.login, accountName: driver.accountName, ...(await findDriverNames(db, driver)) };
}

export async function listDriverMissions(db: Db, auth: AuthContext): Promise<DriverMission[]> {
  const driver = await findDriverUser(db, auth);
  return withCash(db, driver, await findDriverMissionRows(db, driver));
}

/** The rows as the phone reads them, each with what « Encaisser » offers (its folder's invoice read in one go). */
async function withCash(db: Db, driver: DriverUser, rows: DriverMissionRow[]): Promise<DriverMission[]> {
  const invoices = await folderInvoicesForCash(
    db,
    driver.accountId,
    rows.map((row) => row.folder.id),
  );
  return rows.map((row) => toDriverMission(row, invoices.get(row.folder.id) ?? null));
}

/** The driver's own mission, or 404 (another driver's, another account's, or none). */
async function ownMission(db: Db, driver: DriverUser, missionId: number): Promise<DriverMission> {
  const rows = await findDriverMissionRows(db, driver, missionId);
  if (rows.length === 0) throw new NotFound(MISSION_NOT_FOUND);
  return (await withCash(db, driver, rows))[0]!;
}

export async function getDriverMission(db: Db, auth: AuthContext, missionId: number) {
  return ownMission(db, await findDriverUser(db, auth), missionId);
}

/**
 * A step the driver pressed, dated when it was pressed (offline, it reaches the server later): the
 * same service as a terminal's, so a step out of order is refused with both steps named (409).
 */
export async function reportDriverStep(
  db: Db,
  auth: AuthContext,
  missionId: number,
  request: DriverStepRequest,
  now = new Date(),
): Promise<DriverMission> {
  const driver = await findDriverUser(db, auth);
  const mission = await ownMission(db, driver, missionId);
  // « Départ des lieux » needs the pickup PV's required photos, or the reason they are missing (issue 33).
  if (request.step === 'departureFromDestination' && !mission.steps.departureFromDestination)
    await assertMayLeaveThePlace(db, { ...mission, id: missionId, accountId: driver.accountId });
  const at = new Date(request.at);
  if (isTooFarAhead(at, now)) throw new Invalid(FUTURE_STEP_MESSAGE);
  await recordMissionStep(
    db,
    missionId,
    request.step,
    { at, latitude: request.latitude, longitude: request.longitude },
    DRIVER_APP_ORIGIN,
  );
  await db.update(missions).set({ stepRecordedAt: now }).where(eq(missions.id, missionId));
  return ownMission(db, driver, missionId);
}

/** A step pressed by mistake: the latest one, within 2 minutes of reaching the server, never the last. */
export async function undoDriverStep(
  db: Db,
  auth: AuthContext,
  missionId: number,
  step: MissionStepCode,
  now = new Date(),
): Promise<DriverMission> {
  const driver = await findDriverUser(db, auth);
  await ownMission(db, driver, missionId);
  await db.transaction(async (tx) => {
    const { folder, mission } = await lockDriverMission(tx, missionId);
    if (latestStep(mission.steps) !== step) throw new Conflict(STEP_UNDO_NOT_LATEST_MESSAGE);
    if (step === 'finished') throw new Conflict(STEP_UNDO_FINISHED_MESSAGE);
    if (!mission.stepRecordedAt || !canUndoStep(mission.stepRecordedAt, now))
      throw new Conflict(STEP_UNDO_EXPIRED_MESSAGE);
    const steps: MissionSteps = { ...mission.steps };
    delete steps[step];
    await updateMission(tx, mission, {
      steps,
      statistic: statisticFromSteps(steps, mission.statistic && { ...mission.statistic, [step]: false }),
    });
    await tx.update(missions).set({ stepRecordedAt: null }).where(eq(missions.id, mission.id));
    await insertFolderEvent(tx, {
      folderId: folder.id,
      source: missionEventSource(mission),
      state: mission.missionState,
      stateLabel: missionDisplayLabel(mission.missionState, steps),
      creationOrigine: DRIVER_APP_ORIGIN,
      text: `Étape annulée par le chauffeur : ${missionStepLabels[step]}`,
      message: { step },
    });
    await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
  });
  return ownMission(db, driver, missionId);
}

/**
 * The positions the phone gathered, oldest first. One already behind the last recorded (a batch
 * sent again after a lost answer) is ignored, not refused: the rest of the batch still counts; so is
 * one dated beyond the clock's tolerance (the steps' bound), which would hold back every later one.
 */
export async function reportDriverPositions(
  db: Db,
  auth: AuthContext,
  missionId: number,
  request: DriverPositionsRequest,
  now = new Date(),
): Promise<{ recorded: number; ignored: number }> {
  const driver = await findDriverUser(db, auth);
  const mission = await ownMission(db, driver, missionId);
  if (!mission.onTheRoad) throw new Conflict('La mission est terminée : sa position ne change plus');
  const [row] = await db
    .select({ last: sql<MissionPosition | null>`${missions.positions} -> -1` })
    .from(missions)
    .where(eq(missions.id, missionId));
  const last = orderingPosition(row?.last ?? null, now);
  const lastAt = last ? new Date(last.dateTime).getTime() : -Infinity;
  const sorted = [...request.positions].sort((a, b) => a.at.localeCompare(b.at));
  const fresh = sorted.filter(
    (position) => new Date(position.at).getTime() > lastAt && !isTooFarAhead(new Date(position.at), now),
  );
  let recorded = 0;
  let ignored = sorted.length - fresh.length;
  for (const position of fresh) {
    try {
      await recordDriverPosition(
        db,
        missionId,
        { at: new Date(position.at), latitude: position.latitude, longitude: position.longitude },
        DRIVER_APP_ORIGIN,
        now,
      );
      recorded++;
    } catch (error) {
      if (!(error instanceof Conflict) || error.message !== POSITION_TOO_OLD_MESSAGE) throw error;
      ignored++;
    }
  }
  return { recorded, ignored };
}

export async function listDriverMessages(
  db: Db,
  auth: AuthContext,
  missionId: number,
): Promise<FolderMessageList> {
  const mission = await ownMission(db, await findDriverUser(db, auth), missionId);
  return (await findFolderMessages(db, mission.folderId)).map(toFolderMessage);
}

/** The driver writes: the same conversation as the folder's Message tab (unread there until read). */
export async function writeDriverMessage(
  db: Db,
  auth: AuthContext,
  missionId: number,
  request: { text: string; at?: string | undefined },
  now = new Date(),
): Promise<FolderMessageList> {
  await ownMission(db, await findDriverUser(db, auth), missionId);
  const at = request.at ? new Date(Math.min(new Date(request.at).getTime(), now.getTime())) : now;
  return receiveDriverMessage(db, { missionId }, request.text, at, DRIVER_APP_ORIGIN);
}

export async function getDriverPresence(db: Db, accountId: number): Promise<DriverPresence[]> {
  return (await findDriverPresence(db, accountId)).map((row) => ({
    userId: row.userId,
    login: row.login,
    agentName: row.agentName,
    truckName: row.truckName,
    signedIn: row.liveSessions > 0,
    lastSeenAt: row.lastSeenAt ? row.lastSeenAt.toISOString() : null,
  }));
}
