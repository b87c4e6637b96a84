import type { MissionStepCode } from '../folders/mission.ts';

/**
 * Webfleet's order states (showOrderReportExtern's orderstate) the driver's terminal reports,
 * as the mission step each one is: the one place the mapping is written. The states not listed
 * (sent, read, work started or finished, suspended, cancelled, rejected…) move no step.
 */
export const WEBFLEET_ORDER_STATE_STEPS: Readonly<Record<number, MissionStepCode>> = {
  101: 'received',
  103: 'accepted',
  201: 'started',
  202: 'arrivedAtDestination',
  205: 'departureFromDestination',
  401: 'finished',
};

/** The mission step a Webfleet order state stands for, or null when it moves none. */
export const missionStepOfWebfleetOrderState = (state: number): MissionStepCode | null =>
  WEBFLEET_ORDER_STATE_STEPS[state] ?? null;
