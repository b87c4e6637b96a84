import type { MissionSteps, MissionStepCode } from '../folders/mission.ts';
import type { FolderState, MissionState } from '../referentials/codes.ts';

/**
 * The customer's tracking page (/suivi/{token}, sent by SMS as #STATUS_URL): what the link is,
 * how long it answers, and which step of the mission the customer reads.
 */

/** 32 random bytes in base64url, as modules/tracking/tracking-links.ts makes them. */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const isTrackingTokenShape = (token: string): boolean => TRACKING_TOKEN_PATTERN.test(token);

/** The page answers until this long after the mission ended. */
export const TRACKING_LINK_HOURS_AFTER_END = 24;
const HOURS_AFTER_END_MS = TRACKING_LINK_HOURS_AFTER_END * 3_600_000;

/** What the page says for an unknown, malformed or expired link (the API's 404 and the page). */
export const TRACKING_LINK_INVALID_MESSAGE = "Ce lien de suivi n'est plus valide.";

/** A mission in one of these states will not move again. */
export const MISSION_END_STATES: readonly MissionState[] = [
  'MISSION_FINISH',
  'MISSION_AUTO_FINISH',
  'MISSION_ABORDED',
  'MISSION_DELETED',
];
/** A folder in one of these states ends its missions, whatever their own state says. */
export const FOLDER_END_STATES: readonly FolderState[] = ['REFUSED', 'CANCELED', 'CLOSED'];

export interface MissionEndFacts {
  missionState: MissionState;
  folderState: FolderState;
  steps: MissionSteps;
  /** When the workflow recorded the mission's (or the folder's) final state, if it did. */
  finalStateRecordedAt: Date | null;
  /** The latest date known of the mission (creation, sending, steps): the last resort. */
  lastKnownAt: Date;
}

/**
 * When the mission ended, or null while it goes on. The driver's last step ('finished') is the
 * end when reported; otherwise a mission (or its folder) in a final state ended when the workflow
 * recorded that state, or, with no record, at the latest date known of it.
 */
export function missionEndedAt(facts: MissionEndFacts): Date | null {
  if (facts.steps.finished) return new Date(facts.steps.finished.dateTime);
  const final =
    MISSION_END_STATES.includes(facts.missionState) || FOLDER_END_STATES.includes(facts.folderState);
  if (!final) return null;
  return facts.finalStateRecordedAt ?? facts.lastKnownAt;
}

/** The link stops answering strictly more than 24 h after the end (exactly 24 h still answers). */
export const isTrackingLinkExpired = (endedAt: Date | null, now: Date): boolean =>
  endedAt !== null && now.getTime() - endedAt.getTime() > HOURS_AFTER_END_MS;

/** The steps the customer follows, in order; CANCELLED stands apart. */
export const TRACKING_STAGES = ['REQUESTED', 'DISPATCHED', 'ON_THE_WAY', 'ON_SITE', 'DONE'] as const;
export const TRACKING_STAGE_CODES = [...TRACKING_STAGES, 'CANCELLED'] as const;
export type TrackingStage = (typeof TRACKING_STAGE_CODES)[number];

export const trackingStageLabels: Record<TrackingStage, string> = {
  REQUESTED: 'Demande enregistrée',
  DISPATCHED: 'Dépanneur missionné',
  ON_THE_WAY: 'Dépanneur en route',
  ON_SITE: 'Dépanneur sur place',
  DONE: 'Intervention terminée',
  CANCELLED: 'Intervention annulée',
};

const stageOfStep: Record<MissionStepCode, TrackingStage> = {
  received: 'DISPATCHED',
  accepted: 'DISPATCHED',
  started: 'ON_THE_WAY',
  navigationStarted: 'ON_THE_WAY',
  arrivedAtDestination: 'ON_SITE',
  departureFromDestination: 'DONE',
  finished: 'DONE',
};
const STEP_ORDER: readonly MissionStepCode[] = [
  'received',
  'accepted',
  'started',
  'navigationStarted',
  'arrivedAtDestination',
  'departureFromDestination',
  'finished',
];

/**
 * The customer's step: cancelled when the mission was withdrawn or abandoned or the folder
 * refused or cancelled; done once the driver left the spot or the mission ended; otherwise the
 * latest step the driver reported, and before any, 'missionné' once a truck holds the mission.
 */
export function trackingStage(
  missionState: MissionState,
  folderState: FolderState,
  steps: MissionSteps,
): TrackingStage {
  if (missionState === 'MISSION_DELETED' || missionState === 'MISSION_ABORDED') return 'CANCELLED';
  if (folderState === 'REFUSED' || folderState === 'CANCELED') return 'CANCELLED';
  const latest = [...STEP_ORDER].reverse().find((step) => steps[step]);
  if (latest) return stageOfStep[latest];
  if (missionState === 'MISSION_FINISH' || missionState === 'MISSION_AUTO_FINISH') return 'DONE';
  if (folderState === 'CLOSED') return 'DONE';
  if (missionState === 'MISSION_NOT_YET_SEND' || missionState === 'MISSION_UNAFFECTED') return 'REQUESTED';
  return 'DISPATCHED';
}

/** The truck is shown while it comes and while it is there; never before nor after (the driver's privacy). */
export const showsTruck = (stage: TrackingStage) =>
  stage === 'DISPATCHED' || stage === 'ON_THE_WAY' || stage === 'ON_SITE';
/** An arrival time is estimated only while the truck still has to come. */
export const estimatesArrival = (stage: TrackingStage) => stage === 'DISPATCHED' || stage === 'ON_THE_WAY';

/** Coordinates the page shows are rounded: 3 decimals (about 100 m) for the meeting point. */
export const roundCoordinate = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};
