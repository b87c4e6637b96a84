import type { MissionStepCode, MissionSteps } from '../folders/mission.ts';
import { CreationOrigine } from '../referentials/codes.ts';

/** Answers of POST /api/folders/{folderId}/events/{eventId} (toast 'Rejeu de l'événement'). */
export const EVENT_REPLAYED_MESSAGE = "L'événement a bien été rejoué !";
/** Replaying what is applied is a success that changed nothing: the toast says both. */
export const EVENT_ALREADY_APPLIED_MESSAGE =
  "L'événement a bien été rejoué ! Il était déjà appliqué : rien n'a changé.";
export const EVENT_INTERNAL_MESSAGE =
  'Cet événement a été produit dans Plateau : seuls les événements reçus de l’extérieur peuvent être rejoués.';
export const EVENT_NOT_REPLAYABLE_MESSAGE =
  'Cet événement ne conserve pas ce qu’il faut pour être appliqué à nouveau : il ne peut pas être rejoué.';
export const EVENT_NOT_FOUND_MESSAGE = "Cet événement n'existe pas";

/**
 * Where an event comes from outside: the assistance companies' systems and the trucks' terminals.
 * The back office, its imports and Plateau's own driver app (CHAUFFEUR) made theirs inside: what
 * they did was applied in the same transaction as their event, so there is nothing to re-apply.
 */
const OUTSIDE_ORIGINS: ReadonlySet<string> = new Set([
  CreationOrigine.NOMAD,
  CreationOrigine.PRAXEDO,
  CreationOrigine.WEBFLEET,
]);

/**
 * Why an event cannot be replayed, or null: only what came from outside (the assistance company,
 * the driver's terminal) is replayed, and only when its row kept what re-applying needs.
 */
export function replayRefusal(event: {
  creationOrigine: string | null;
  hasReplay: boolean;
}): { status: 409; message: string } | null {
  if (!OUTSIDE_ORIGINS.has(event.creationOrigine ?? ''))
    return { status: 409, message: EVENT_INTERNAL_MESSAGE };
  if (!event.hasReplay) return { status: 409, message: EVENT_NOT_REPLAYABLE_MESSAGE };
  return null;
}

const sameInstant = (a: string, b: string) => new Date(a).getTime() === new Date(b).getTime();

/** A step is applied when the mission holds it at the same date (another date is a conflict). */
export const isStepApplied = (steps: MissionSteps, step: MissionStepCode, at: string): boolean =>
  steps[step] != null && sameInstant(steps[step].dateTime, at);

/**
 * A position is applied once the route reached its date: the service appends positions in order
 * and refuses an older one, so replaying it could never add it again.
 */
export const isPositionApplied = (lastPositionAt: string | null | undefined, at: string): boolean =>
  lastPositionAt != null && new Date(lastPositionAt).getTime() >= new Date(at).getTime();

/** An outside move is applied while the folder is in the state the move led to. */
export const isMoveApplied = (folderState: string, eventState: string | null): boolean =>
  eventState != null && folderState === eventState;
