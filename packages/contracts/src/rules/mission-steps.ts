import { MissionStepCode, type MissionStatistic, type MissionSteps } from '../folders/mission.ts';
import { MissionState } from '../referentials/codes.ts';
import { missionStateLabels } from '../referentials/labels.ts';

/** What the workflow says when the driver reports each step from the truck's terminal. */
export const missionStepLabels: Record<MissionStepCode, string> = {
  received: 'Mission reçue par le chauffeur',
  accepted: 'Mission acceptée par le chauffeur',
  started: 'Départ du chauffeur',
  navigationStarted: 'Navigation démarrée',
  arrivedAtDestination: 'Arrivée sur place',
  departureFromDestination: 'Départ des lieux',
  finished: 'Mission terminée',
};

/** Mission states in which a truck holds the mission: the driver reports steps and positions. */
export const MISSION_STATES_ON_THE_ROAD: readonly MissionState[] = [
  MissionState.MISSION_STARTED,
  MissionState.MISSION_RESUMED,
  MissionState.MISSION_MODIFIED,
];

export const isMissionOnTheRoad = (missionState: string) =>
  (MISSION_STATES_ON_THE_ROAD as readonly string[]).includes(missionState);

/** Why nothing the driver reports is taken for a mission no truck holds. */
export const missionNotOnTheRoadMessage = (missionState: MissionState) =>
  `La mission n'est pas en cours (état : ${missionStateLabels[missionState]}) : rien ne peut être signalé pour elle`;

const stepIndex = (step: MissionStepCode) => MissionStepCode.indexOf(step);

/** The latest step reported so far, by the order of MissionStepCode. */
export function latestStep(steps: MissionSteps): MissionStepCode | null {
  for (let i = MissionStepCode.length - 1; i >= 0; i--) {
    if (steps[MissionStepCode[i]!]) return MissionStepCode[i]!;
  }
  return null;
}

/** The step that comes after the latest one reported, or null once the mission is finished. */
export function nextStep(steps: MissionSteps): MissionStepCode | null {
  const latest = latestStep(steps);
  const index = latest === null ? 0 : stepIndex(latest) + 1;
  return MissionStepCode[index] ?? null;
}

const quoted = (step: MissionStepCode) => `« ${missionStepLabels[step]} »`;

/**
 * Steps only go forward: a step already reported, or one that comes before the latest reported
 * step, is refused; a step may be skipped (a terminal can miss one). Its date may equal the
 * previous step's, never precede it. Answers the French reason, or null when the step is taken.
 */
export function stepRefusal(steps: MissionSteps, step: MissionStepCode, at: Date): string | null {
  if (steps[step]) return `L'étape ${quoted(step)} a déjà été signalée`;
  const latest = latestStep(steps);
  if (latest === null) return null;
  if (stepIndex(step) < stepIndex(latest)) {
    return `L'étape ${quoted(step)} ne peut plus être signalée : l'étape ${quoted(latest)} l'a déjà été`;
  }
  if (at.getTime() < new Date(steps[latest]!.dateTime).getTime()) {
    return `L'étape ${quoted(step)} ne peut pas être datée avant l'étape ${quoted(latest)}`;
  }
  return null;
}

const minutesBetween = (from: string | undefined, to: string | undefined): number | null =>
  from && to ? Math.round((new Date(to).getTime() - new Date(from).getTime()) / 60_000) : null;

/**
 * The Statistiques tab's card from the reported steps: a step's box is ticked once reported
 * (what an earlier source already ticked stays ticked). approcheDelay runs from the driver's
 * departure (else the navigation's start, else the acceptance) to the arrival on the spot,
 * delayOnPlace from the arrival to the departure from it, both in whole minutes; until both
 * ends are known the previous value (or 0) stays. pickup, repareOnPlace and missionForNothing
 * are outcomes no step carries: they are kept as they were.
 */
export function statisticFromSteps(steps: MissionSteps, previous: MissionStatistic | null): MissionStatistic {
  const ticked = Object.fromEntries(
    MissionStepCode.map((code) => [code, (previous?.[code] ?? false) || steps[code] != null]),
  ) as Record<MissionStepCode, boolean>;
  const departure = steps.started ?? steps.navigationStarted ?? steps.accepted;
  const arrival = steps.arrivedAtDestination;
  return {
    ...ticked,
    pickup: previous?.pickup ?? false,
    repareOnPlace: previous?.repareOnPlace ?? false,
    missionForNothing: previous?.missionForNothing ?? false,
    approcheDelay: minutesBetween(departure?.dateTime, arrival?.dateTime) ?? previous?.approcheDelay ?? 0,
    delayOnPlace:
      minutesBetween(arrival?.dateTime, steps.departureFromDestination?.dateTime) ??
      previous?.delayOnPlace ??
      0,
  };
}

/** The mission ends with the driver's last step; the other steps leave its state as it is. */
export const missionStateAfterStep = (state: MissionState, step: MissionStepCode): MissionState =>
  step === 'finished' ? MissionState.MISSION_FINISH : state;

/** Positions kept per mission (over 16 hours at one every 30 s); beyond, the oldest go first. */
export const MAX_MISSION_POSITIONS = 2000;
