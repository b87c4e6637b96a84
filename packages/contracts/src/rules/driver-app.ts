import { MissionStepCode, type MissionSteps } from '../folders/mission.ts';
import { MissionState, type RoleCode } from '../referentials/codes.ts';
import { missionStateLabels } from '../referentials/labels.ts';
import { latestStep, MISSION_STATES_ON_THE_ROAD } from './mission-steps.ts';

type Role = (typeof RoleCode)[number];

/**
 * Issue 21: a CHAUFFEUR signs in to the driver app only. Every route answers them 403 but the
 * driver app's own (route config `driverApp`), which in turn answer 403 to every other role.
 */
export const isDriverRole = (role: Role | string): boolean => role === 'CHAUFFEUR';
export const DRIVER_ONLY_ROUTE_MESSAGE = "Cet accès est réservé à l'application chauffeur";
export const BACKOFFICE_ONLY_MESSAGE =
  "Un compte chauffeur n'a accès qu'à l'application chauffeur (/chauffeur)";
export const DRIVER_NEEDS_AGENT_MESSAGE = 'Un chauffeur doit être lié à un intervenant';

/** A step done by mistake can be undone for this long after it was recorded. */
export const STEP_UNDO_MS = 2 * 60_000;
export const STEP_UNDO_EXPIRED_MESSAGE =
  "L'étape ne peut plus être annulée : plus de 2 minutes se sont écoulées depuis son enregistrement";
export const STEP_UNDO_NOT_LATEST_MESSAGE = 'Seule la dernière étape signalée peut être annulée';
export const STEP_UNDO_FINISHED_MESSAGE = 'Une mission terminée ne peut plus être modifiée';

/** Whether the step recorded at `recordedAt` may still be undone at `now`. */
export const canUndoStep = (recordedAt: Date, now: Date): boolean =>
  now.getTime() - recordedAt.getTime() <= STEP_UNDO_MS;

/**
 * What a mission on the road is, in the driver's and the operator's words (issue 28 §4): the state
 * code MISSION_STARTED means « sent to a truck », so its label follows the latest step the driver
 * reported — « Envoyée » until acknowledged, then « Reçue », « Acceptée », « En route », « Sur place »,
 * « Repartie des lieux » — rather than the code's « Démarrée ». Other states keep their own label.
 */
export const missionStepStateLabels: Record<MissionStepCode, string> = {
  received: 'Reçue',
  accepted: 'Acceptée',
  started: 'En route',
  navigationStarted: 'En route',
  arrivedAtDestination: 'Sur place',
  departureFromDestination: 'Repartie des lieux',
  finished: 'Terminée',
};

export function missionDisplayLabel(state: MissionState, steps: MissionSteps | null | undefined): string {
  if (!(MISSION_STATES_ON_THE_ROAD as readonly string[]).includes(state)) return missionStateLabels[state];
  const latest = latestStep(steps ?? {});
  if (latest) return missionStepStateLabels[latest];
  return state === MissionState.MISSION_STARTED ? 'Envoyée' : missionStateLabels[state];
}

/**
 * A phone's or a terminal's clock may run a little ahead; a step or a position dated further in the
 * future is a mistake (one dated 2099 would hold every later position back until then).
 */
export const CLOCK_AHEAD_TOLERANCE_MS = 5 * 60_000;
export const isTooFarAhead = (at: Date, now: Date): boolean =>
  at.getTime() > now.getTime() + CLOCK_AHEAD_TOLERANCE_MS;
export const FUTURE_STEP_MESSAGE = "L'heure indiquée est dans le futur : vérifiez l'heure du téléphone";
export const FUTURE_POSITION_MESSAGE =
  "Cette position est datée dans le futur : vérifiez l'heure du téléphone ou du boîtier";

/** What the driver's big buttons say, in the order of the mission (spec 2 §4's steps). */
export const driverStepButtons: Record<MissionStepCode, string> = {
  received: 'Mission reçue',
  accepted: 'J’accepte la mission',
  started: 'Je pars',
  navigationStarted: 'En route vers le client',
  arrivedAtDestination: 'Arrivé sur place',
  departureFromDestination: 'Départ des lieux',
  finished: 'Mission terminée',
};

/** The buttons the driver may press now: the steps after the latest one (a step may be skipped). */
export function stepsStillOpen(steps: MissionSteps): MissionStepCode[] {
  const latest = latestStep(steps);
  const from = latest === null ? 0 : MissionStepCode.indexOf(latest) + 1;
  return MissionStepCode.slice(from);
}

/** A position is worth sending once 30 s have passed or the phone moved 200 m since the last sent. */
export const POSITION_EVERY_MS = 30_000;
export const POSITION_EVERY_METRES = 200;

export interface TimedPoint {
  latitude: number;
  longitude: number;
  at: number;
}

export function metresBetween(a: Omit<TimedPoint, 'at'>, b: Omit<TimedPoint, 'at'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export function shouldSendPosition(last: TimedPoint | null, next: TimedPoint): boolean {
  if (!last) return true;
  if (next.at <= last.at) return false;
  return next.at - last.at >= POSITION_EVERY_MS || metresBetween(last, next) >= POSITION_EVERY_METRES;
}

/** « 3 actions en attente d'envoi » */
export function pendingActionsText(count: number): string | null {
  if (count <= 0) return null;
  return count === 1 ? "1 action en attente d'envoi" : `${count} actions en attente d'envoi`;
}

/** « vu il y a 2 min » for the users screen: when the driver's app last reported. */
export function seenAgoText(seenAt: Date | null, now: Date): string {
  if (!seenAt) return 'jamais connecté';
  const minutes = Math.floor((now.getTime() - seenAt.getTime()) / 60_000);
  if (minutes < 1) return "vu à l'instant";
  if (minutes < 60) return `vu il y a ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `vu il y a ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'vu il y a 1 jour' : `vu il y a ${days} jours`;
}

/**
 * The mission the driver is driving, whose positions the phone sends: of those on the road, acknowledged and
 * not finished, one the driver has set off on (« Je pars » or later) before one only acknowledged or accepted
 * (a driver may hold missions for later while driving another, and a mission held for later may carry a step
 * dated after the departure); then the one with the latest step. Null when none runs.
 */
export function drivingMission<M extends { onTheRoad: boolean; steps: MissionSteps }>(
  missions: readonly M[],
): M | null {
  const lastStepAt = (m: M) =>
    Math.max(...Object.values(m.steps).map((s) => (s ? new Date(s.dateTime).getTime() : -Infinity)));
  const setOff = (m: M) =>
    !!(
      m.steps.started ||
      m.steps.navigationStarted ||
      m.steps.arrivedAtDestination ||
      m.steps.departureFromDestination
    );
  const ahead = (a: M, b: M) => (setOff(a) !== setOff(b) ? setOff(a) : lastStepAt(a) >= lastStepAt(b));
  const running = missions.filter((m) => m.onTheRoad && m.steps.received && !m.steps.finished);
  return running.reduce<M | null>((best, m) => (best && ahead(best, m) ? best : m), null);
}
