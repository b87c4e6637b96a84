import type { FastifyBaseLogger } from 'fastify';
import {
  FOLDER_END_STATES,
  MISSION_END_STATES,
  MissionKind,
  TRACKING_LINK_INVALID_MESSAGE,
  estimatesArrival,
  isTrackingLinkExpired,
  isTrackingTokenShape,
  latestStep,
  missionEndedAt,
  roundCoordinate,
  showsTruck,
  straightLineEstimate,
  trackingStage,
  trackingStageLabels,
  type EtaMethod,
  type LatLng,
  type PublicTracking,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { Routing } from '../../adapters/routing/index.ts';
import { NotFound } from '../../lib/errors.ts';
import {
  findTrackedMission,
  lastRecordedStateAt,
  type TrackedMission,
} from './public-tracking.repository.ts';

/** 3 decimals (about 100 m) for the meeting point, 4 (about 10 m) for the truck. */
const MEETING_POINT_DECIMALS = 3;
const TRUCK_DECIMALS = 4;

const located = (point: { latitude: number | null; longitude: number | null }): LatLng | null =>
  point.latitude != null &&
  point.longitude != null &&
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude)
    ? { latitude: point.latitude, longitude: point.longitude }
    : null;

/**
 * Where the customer meets the truck: the breakdown's place (the folder's customer place) for an
 * intervention; for a relivraison, the place the vehicle is brought back to (its destination),
 * else the customer's place.
 */
const meetingPointOf = (row: TrackedMission): LatLng | null =>
  row.kind === MissionKind.RELIVRAISON
    ? (located(row.destinationPoint) ?? located(row.customerPoint))
    : located(row.customerPoint);

const latestDate = (dates: Array<Date | string | null | undefined>) =>
  new Date(Math.max(...dates.filter((d) => d != null).map((d) => new Date(d).getTime())));

async function endedAt(db: Db, row: TrackedMission): Promise<Date | null> {
  const finalStates = [
    ...(MISSION_END_STATES.includes(row.missionState) ? [row.missionState] : []),
    ...(FOLDER_END_STATES.includes(row.folderState) ? [row.folderState] : []),
  ];
  const latest = latestStep(row.steps);
  return missionEndedAt({
    missionState: row.missionState,
    folderState: row.folderState,
    steps: row.steps,
    finalStateRecordedAt: row.steps.finished
      ? null
      : await lastRecordedStateAt(db, row.folderId, finalStates),
    lastKnownAt: latestDate([row.creationDateTime, row.sentDateTime, latest && row.steps[latest]?.dateTime]),
  });
}

export interface ArrivalEstimate {
  distanceMeters: number;
  durationSeconds: number;
  method: EtaMethod;
}

/** The route service's answer when there is one and it answers; the straight line otherwise. */
export async function estimateArrival(
  routing: Routing | null,
  from: LatLng,
  to: LatLng,
  log?: FastifyBaseLogger,
): Promise<ArrivalEstimate> {
  if (routing) {
    try {
      return { ...(await routing.route(from, to)), method: 'ROUTE' };
    } catch (error) {
      log?.warn({ err: error }, 'Itinéraire indisponible : estimation à vol d’oiseau');
    }
  }
  return { ...straightLineEstimate(from, to), method: 'STRAIGHT_LINE' };
}

/**
 * What the customer's tracking page shows for a token. An unknown or malformed token, and a
 * mission ended more than 24 hours ago, are one and the same 404: the page never says which.
 */
export async function publicTracking(
  deps: { db: Db; routing: Routing | null; log?: FastifyBaseLogger },
  token: string,
  now: Date = new Date(),
): Promise<PublicTracking> {
  const invalid = new NotFound(TRACKING_LINK_INVALID_MESSAGE);
  if (!isTrackingTokenShape(token)) throw invalid;
  const row = await findTrackedMission(deps.db, token);
  if (!row) throw invalid;
  if (isTrackingLinkExpired(await endedAt(deps.db, row), now)) throw invalid;

  const stage = trackingStage(row.missionState, row.folderState, row.steps);
  const meetingPoint = meetingPointOf(row);
  const truckAt = showsTruck(stage) && row.truck ? located(row.truck) : null;
  const eta =
    truckAt && meetingPoint && estimatesArrival(stage)
      ? await estimateArrival(deps.routing, truckAt, meetingPoint, deps.log)
      : null;
  return {
    operatorName: row.operatorName,
    stage,
    stageLabel: trackingStageLabels[stage],
    truck: truckAt && {
      latitude: roundCoordinate(truckAt.latitude, TRUCK_DECIMALS),
      longitude: roundCoordinate(truckAt.longitude, TRUCK_DECIMALS),
      positionDateTime: row.truck?.positionDateTime?.toISOString() ?? null,
    },
    meetingPoint: meetingPoint && {
      latitude: roundCoordinate(meetingPoint.latitude, MEETING_POINT_DECIMALS),
      longitude: roundCoordinate(meetingPoint.longitude, MEETING_POINT_DECIMALS),
    },
    eta: eta && {
      ...eta,
      arrivalDateTime: new Date(now.getTime() + eta.durationSeconds * 1000).toISOString(),
    },
    generatedAt: now.toISOString(),
  };
}
