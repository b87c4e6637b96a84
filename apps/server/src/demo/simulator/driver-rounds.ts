import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  FolderState,
  MISSION_STATES_ON_THE_ROAD,
  messageRefusal,
  MissionKind,
  type ConditionStage,
  type MissionStepCode,
  type Place,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts, folders, missions, trucks, type MissionPosition } from '../../db/schema/index.ts';
import { receiveDriverPhoto } from '../../modules/driver/driver-photo.service.ts';
import { recordDriverPosition } from '../../modules/driver/driver-position.service.ts';
import { recordMissionStep } from '../../modules/driver/mission-step.service.ts';
import { receiveDriverMessage } from '../../modules/folders/folder-messages.service.ts';
import { fillDemoCondition } from '../vehicle-condition/demo-condition-write.ts';
import { driverLineAfter } from './driver-lines.ts';
import { driverPhotoAfter } from './driver-photos.ts';
import type { Point } from './geo.ts';
import { dueActions, type MissionSnapshot } from './mission-timeline.ts';
import type { SimulatorRandom } from './random.ts';
import { attempt, type TickReport } from './tick-report.ts';

/** Folders whose driver goes on working; a cancellation proposal makes him wait for the answer. */
const DRIVEN_FOLDER_STATES = [FolderState.WAITING, FolderState.ACCEPTED, FolderState.ACCEPTED_CONFIRMED];

const located = (place: Partial<Place> | null | undefined): Point | null =>
  place?.latitude != null && place.longitude != null
    ? { latitude: place.latitude, longitude: place.longitude }
    : null;

/** Missions a truck holds, in the accounts connected to Nomad, with what their timeline reads. */
async function missionsOnTheRoad(db: Db) {
  return db
    .select({
      id: missions.id,
      accountId: missions.accountId,
      kind: missions.kind,
      folderId: missions.folderId,
      steps: missions.steps,
      sentDateTime: missions.sentDateTime,
      destinationPlace: missions.destinationPlace,
      lastPosition: sql<MissionPosition | null>`${missions.positions} -> -1`,
      folder: {
        folderState: folders.folderState,
        creationOrigine: folders.creationOrigine,
        messagesAllowed: folders.messagesAllowed,
        customerPlace: folders.customerPlace,
        registration: folders.registration,
        assistanceProvider: folders.assistanceProvider,
      },
      truck: { latitude: trucks.positionLatitude, longitude: trucks.positionLongitude },
      accountPlace: accounts.place,
    })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .innerJoin(trucks, eq(trucks.id, missions.truckId))
    .where(
      and(
        eq(accounts.nomadActive, true),
        isNotNull(missions.truckId),
        inArray(missions.missionState, [...MISSION_STATES_ON_THE_ROAD]),
        inArray(folders.folderState, DRIVEN_FOLDER_STATES),
        // A driver who uses Plateau's driver app drives their missions themself (issue 21).
        sql`not exists (select 1 from users u where u.role = 'CHAUFFEUR' and u.driver_app_seen_at is not null
          and u.account_id = ${missions.accountId} and (u.agent_id = ${missions.agentId} or u.truck_id = ${missions.truckId}))`,
      ),
    )
    .orderBy(missions.id);
}
type RoadMission = Awaited<ReturnType<typeof missionsOnTheRoad>>[number];

/** A relivraison starts where the intervention left the vehicle (its destination, the storage place). */
async function workPlaceOf(db: Db, mission: RoadMission): Promise<Point | null> {
  if (mission.kind !== MissionKind.RELIVRAISON) return located(mission.folder.customerPlace);
  const [intervention] = await db
    .select({ place: missions.destinationPlace })
    .from(missions)
    .where(and(eq(missions.folderId, mission.folderId), eq(missions.kind, MissionKind.INTERVENTION)));
  return located(intervention?.place);
}

async function snapshotOf(db: Db, mission: RoadMission): Promise<MissionSnapshot> {
  return {
    id: mission.id,
    steps: mission.steps,
    sentDateTime: mission.sentDateTime,
    lastPositionAt: mission.lastPosition ? new Date(mission.lastPosition.dateTime) : null,
    truckAt: located(mission.truck) ?? located(mission.accountPlace),
    workPlace: await workPlaceOf(db, mission),
    destination: located(mission.destinationPlace),
  };
}

/** What the server does beyond the service functions when the simulator acts (the plugin's app). */
export interface SimulatorHooks {
  /** A driver's message is also a report event for the event rules (it queues a job). */
  driverMessage?: (missionId: number, text: string, at: Date) => Promise<unknown>;
  /** A PV was signed: its PDF becomes a document and the customer gets a link (a job, issue 33). */
  conditionSaved?: (missionId: number, stage: ConditionStage) => Promise<unknown>;
}

/** On arrival the driver fills the pickup PV, at the end the delivery check (issue 33). */
const CONDITION_STAGE_AT: Partial<Record<MissionStepCode, ConditionStage>> = {
  arrivedAtDestination: 'pickup',
  finished: 'delivery',
};

/**
 * Each driver does what is due by `now`: steps, positions, and now and then a message (only
 * where the folder allows messages, as the Message tab does). Only the service functions write,
 * so the screens show exactly what a connector would produce.
 */
export async function driveMissions(
  db: Db,
  now: Date,
  random: SimulatorRandom,
  report: TickReport,
  hooks: SimulatorHooks = {},
): Promise<void> {
  for (const mission of await missionsOnTheRoad(db)) {
    await attempt(report, `Mission ${mission.id}`, async () => {
      const writes = !messageRefusal(mission.folder);
      for (const action of dueActions(await snapshotOf(db, mission), now, random)) {
        const where = action.point ?? {};
        if (action.kind === 'position') {
          // The simulated clock is the one positions are bounded by (a tick may run ahead of the real one).
          await recordDriverPosition(db, mission.id, { at: action.at, ...action.point }, undefined, now);
          report.positions += 1;
          continue;
        }
        await recordMissionStep(db, mission.id, action.step, { at: action.at, ...where });
        report.steps += 1;
        const line = writes
          ? driverLineAfter(action.step, random.derive('message', mission.id, action.step))
          : null;
        if (line) {
          await receiveDriverMessage(db, { missionId: mission.id }, line, action.at);
          await hooks.driverMessage?.(mission.id, line, action.at);
          report.messages += 1;
        }
        const photo = await driverPhotoAfter(
          action.step,
          mission.folder.registration,
          random.derive('photo', mission.id, action.step),
        );
        if (photo) {
          await receiveDriverPhoto(db, mission.id, photo);
          report.photos += 1;
        }
        const stage = CONDITION_STAGE_AT[action.step];
        const pv = { ...mission, ...mission.folder };
        const point = {
          latitude: action.point?.latitude ?? null,
          longitude: action.point?.longitude ?? null,
        };
        const draws = random.derive('condition', mission.id, action.step);
        const filled = stage ? await fillDemoCondition(db, pv, stage, action.at, point, draws) : null;
        if (stage && filled) {
          report.photos += filled.photos;
          await hooks.conditionSaved?.(mission.id, stage);
        }
      }
    });
  }
}
