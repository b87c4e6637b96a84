import { MissionState } from '../referentials/codes.ts';

/** What the mission rules read of a mission. */
export interface MissionAssignment {
  truckId: number | null | undefined;
  agentId: number | null | undefined;
  missionState: MissionState | string | null | undefined;
}

const hasTruckOrAgent = (m: { truckId?: number | null; agentId?: number | null }) =>
  m.truckId != null || m.agentId != null;

/** Spec 2 §4: a mission is sent once, to a truck or an agent. */
export const canSendMission = (mission: MissionAssignment) =>
  hasTruckOrAgent(mission) && mission.missionState === MissionState.MISSION_NOT_YET_SEND;

/** States in which the truck no longer holds the mission, so there is nothing to cancel. */
export const MISSION_STATES_NOT_CANCELLABLE: readonly MissionState[] = [
  MissionState.MISSION_UNAFFECTED,
  MissionState.MISSION_ABORDED,
  MissionState.MISSION_AUTO_FINISH,
  MissionState.MISSION_FINISH,
  MissionState.MISSION_DELETED,
];

/** Spec 2 §4: a mission is cancelled (and the truck told) only when a truck holds it. */
export const canCancelMission = (mission: MissionAssignment) =>
  mission.truckId != null &&
  !!mission.missionState &&
  !MISSION_STATES_NOT_CANCELLABLE.includes(mission.missionState as MissionState);

/** What 'Enregistrer et envoyer' reads of the mission being typed. */
export interface MissionToSend {
  truckId?: number | null;
  agentId?: number | null;
  text?: string | null;
}

/** Spec 2 §5: 'Enregistrer et envoyer' needs a truck or an agent and the mission text. */
export const canSaveAndSend = (mission: MissionToSend) => hasTruckOrAgent(mission) && !!mission.text?.trim();

/** What sending lacks, in the words the form shows next to the disabled button. */
export const SAVE_AND_SEND_MISSING = {
  assignee: 'un véhicule ou un intervenant',
  text: 'le texte de la mission',
} as const;
export type SaveAndSendMissing = keyof typeof SAVE_AND_SEND_MISSING;

/**
 * Issue 28 §5: what the mission still lacks to be saved and sent (empty: it may be sent). The form
 * says it next to the disabled button, and the server refuses with the same words.
 */
export function saveAndSendMissing(mission: MissionToSend): SaveAndSendMissing[] {
  const missing: SaveAndSendMissing[] = [];
  if (!hasTruckOrAgent(mission)) missing.push('assignee');
  if (!mission.text?.trim()) missing.push('text');
  return missing;
}

/** « Pour envoyer la mission, indiquez … » naming only what is missing; null when nothing is. */
export function saveAndSendReason(mission: MissionToSend): string | null {
  const missing = saveAndSendMissing(mission).map((key) => SAVE_AND_SEND_MISSING[key]);
  return missing.length ? `Pour envoyer la mission, indiquez ${missing.join(' et ')}` : null;
}

export const SAVE_AND_SEND_REFUSED_MESSAGE = saveAndSendReason({})!;
export const MISSION_SEND_REFUSED_MESSAGE =
  "La mission ne peut pas être envoyée : il faut un véhicule ou un intervenant, et qu'elle n'ait pas déjà été envoyée";
export const MISSION_CANCEL_REFUSED_MESSAGE =
  "La mission ne peut pas être annulée : aucun véhicule ne l'a en charge";

/** States in which no truck or agent holds the mission, so it may go to another one. */
export const MISSION_STATES_REASSIGNABLE: readonly MissionState[] = [
  MissionState.MISSION_NOT_YET_SEND,
  MissionState.MISSION_UNAFFECTED,
  MissionState.MISSION_DELETED,
];

/**
 * A mission changes truck or agent only while nobody holds it; it then waits to be
 * sent again (MISSION_NOT_YET_SEND). A mission on its way must be cancelled first.
 */
export const canReassignMission = (mission: Pick<MissionAssignment, 'missionState'>) =>
  MISSION_STATES_REASSIGNABLE.includes(mission.missionState as MissionState);

export const MISSION_REASSIGN_REFUSED_MESSAGE =
  "La mission est en cours : annulez-la avant de changer de véhicule ou d'intervenant";
export const MISSION_CANCELLED_MESSAGE = 'La mission a bien été annulée.';

/** States in which a truck or an agent holds the mission (sent, received, changed, resumed). */
export const MISSION_STATES_HELD: readonly MissionState[] = [
  MissionState.MISSION_STARTED,
  MissionState.MISSION_MODIFIED,
  MissionState.MISSION_RESUMED,
];

/**
 * Issue 20: the intervenant of a mission already sent (a Nomad folder is sent on acceptance) can
 * still be chosen or changed, without cancelling, while the driver has not started it (no
 * 'started' step or later). The truck stays: changing it means cancelling the mission first.
 */
export const canChangeAgentOfSentMission = (mission: {
  missionState: MissionState | string | null | undefined;
  steps?: Partial<Record<string, unknown>> | null;
}) =>
  MISSION_STATES_HELD.includes(mission.missionState as MissionState) &&
  !['started', 'navigationStarted', 'arrivedAtDestination', 'departureFromDestination', 'finished'].some(
    (step) => mission.steps?.[step] != null,
  );

/**
 * Issue 28 §5: choosing a truck fills in its usual driver, when the driver field is empty or was
 * itself filled from the previous truck; a driver chosen by hand is never replaced. Answers the
 * driver after the truck changed, and whether that driver now comes from the truck.
 */
export function driverAfterTruckChange(input: {
  agentId: number | null;
  /** The driver on screen was filled from the previous truck, not chosen by hand. */
  agentFromTruck: boolean;
  /** The new truck's usual driver (null: none, or no truck). */
  usualAgentId: number | null | undefined;
}): { agentId: number | null; agentFromTruck: boolean } {
  if (input.agentId != null && !input.agentFromTruck)
    return { agentId: input.agentId, agentFromTruck: false };
  const usual = input.usualAgentId ?? null;
  return { agentId: usual, agentFromTruck: usual != null };
}
