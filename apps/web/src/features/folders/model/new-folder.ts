import {
  NEW_FOLDER_REQUIRED_PATHS,
  type FolderCreate,
  type InterventionInput,
  type MissionInput,
  type PlaceInput,
  type VehiculeInput,
} from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';

/** The folder's own references, in the dossier card. */
export type FolderHead = Pick<FolderCreate, 'externalNumber' | 'origineNumber' | 'assistanceProvider'>;

/** What the new-folder form holds, section by section. */
export interface NewFolderDraft {
  head: Partial<FolderHead>;
  intervention: Partial<InterventionInput>;
  mission: Partial<MissionInput>;
  customerPlace: Partial<PlaceInput>;
  vehicule: Partial<VehiculeInput>;
}

/** Spec 2 §7: the mission starts now plus the account's average arrival time, or now without one. */
export function defaultMissionDate(
  averageArrivalMinutes: number | null | undefined,
  now: Date = new Date(),
): string {
  return dayjs(now)
    .add(averageArrivalMinutes ?? 0, 'minute')
    .second(0)
    .millisecond(0)
    .toISOString();
}

export function newFolderDraft(
  averageArrivalMinutes: number | null | undefined,
  now: Date = new Date(),
): NewFolderDraft {
  return {
    head: {},
    intervention: { typologie: 'IMMEDIATE' },
    mission: {
      missionDateTime: defaultMissionDate(averageArrivalMinutes, now),
      truckId: null,
      agentId: null,
    },
    customerPlace: {},
    vehicule: {},
  };
}

const filled = (section: object) =>
  Object.values(section).some((value) => value !== null && value !== undefined && value !== '');
const orNull = <T extends object>(section: T): T | null => (filled(section) ? section : null);

/** The POST /api/folders body: an empty truck or agent is sent as null (spec 2 §5), an empty section as null. */
export function newFolderBody(draft: NewFolderDraft): FolderCreate {
  const { destinationPlace, ...mission } = draft.mission;
  return {
    ...draft.head,
    customerPlace: orNull(draft.customerPlace),
    interventionDepannage: orNull(draft.intervention),
    vehicule: orNull(draft.vehicule),
    missionIntervention: {
      ...mission,
      truckId: mission.truckId ?? null,
      agentId: mission.agentId ?? null,
      destinationPlace: destinationPlace && filled(destinationPlace) ? destinationPlace : null,
    },
  };
}

type RequiredField = keyof typeof NEW_FOLDER_REQUIRED_PATHS;

/** The contract's "required" refusals, by field, to show under each field of the form. */
export function requiredFieldErrors(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>,
): Partial<Record<RequiredField, string>> {
  const errors: Partial<Record<RequiredField, string>> = {};
  for (const [field, path] of Object.entries(NEW_FOLDER_REQUIRED_PATHS) as Array<
    [RequiredField, readonly string[]]
  >) {
    const issue = issues.find((i) => i.path.join('.') === path.join('.'));
    if (issue) errors[field] = issue.message;
  }
  return errors;
}

/** Whether the user typed anything: closing such a form asks before discarding it. */
export function isNewFolderFilled(draft: NewFolderDraft): boolean {
  const { missionDateTime: _date, truckId, agentId, destinationPlace, ...mission } = draft.mission;
  const { typologie, ...intervention } = draft.intervention;
  return (
    filled(draft.head) ||
    filled(intervention) ||
    (typologie != null && typologie !== 'IMMEDIATE') ||
    filled(mission) ||
    truckId != null ||
    agentId != null ||
    (!!destinationPlace && filled(destinationPlace)) ||
    filled(draft.customerPlace) ||
    filled(draft.vehicule)
  );
}
