import { z } from 'zod';
import { AssistanceProviderCode, MissionStateCode } from '../referentials/codes.ts';
import { dateTime, entityId, inputOf, outputOf, shortText } from './fields.ts';
import { phoneNumber, Place, PlaceInput } from './place.ts';

/** A folder has one intervention mission and may have a relivraison (re-delivery) mission. */
export const MissionKindCode = ['INTERVENTION', 'RELIVRAISON'] as const;
export const MissionKind = { INTERVENTION: 'INTERVENTION', RELIVRAISON: 'RELIVRAISON' } as const;
export type MissionKind = (typeof MissionKindCode)[number];

/** Spec 2 §3 Statistic: which steps the driver reported, and the delays in minutes. */
export const MissionStatistic = outputOf({
  received: z.boolean(),
  accepted: z.boolean(),
  started: z.boolean(),
  navigationStarted: z.boolean(),
  arrivedAtDestination: z.boolean(),
  departureFromDestination: z.boolean(),
  finished: z.boolean(),
  pickup: z.boolean(),
  repareOnPlace: z.boolean(),
  missionForNothing: z.boolean(),
  approcheDelay: z.number(),
  delayOnPlace: z.number(),
});
export type MissionStatistic = z.infer<typeof MissionStatistic>;

/** The steps a driver reports from the truck's terminal, in the order they happen. */
export const MissionStepCode = [
  'received',
  'accepted',
  'started',
  'navigationStarted',
  'arrivedAtDestination',
  'departureFromDestination',
  'finished',
] as const;
export type MissionStepCode = (typeof MissionStepCode)[number];

/** When a step was reported, and where the truck was then (when the terminal said). */
export const MissionStep = z.object({
  dateTime: dateTime,
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});
export type MissionStep = z.infer<typeof MissionStep>;

/** The steps reported so far; a step not yet reported is absent. */
export const MissionSteps = z.object(
  Object.fromEntries(MissionStepCode.map((code) => [code, MissionStep.optional()])) as Record<
    MissionStepCode,
    z.ZodOptional<typeof MissionStep>
  >,
);
export type MissionSteps = z.infer<typeof MissionSteps>;

const missionEditableFields = {
  truckId: entityId,
  agentId: entityId,
  missionDateTime: dateTime,
  externalMissionNo: shortText(50),
  contactInfo: shortText(500),
  contactPhone: phoneNumber,
  /** What the driver reads on the terminal. */
  text: shortText(2000),
};

/** A mission as its folder shows it (missionIntervention, missionRelivraison). */
export const FolderMission = z.object({
  id: z.number().int(),
  kind: z.enum(MissionKindCode),
  orderNo: z.string(),
  missionState: z.enum(MissionStateCode),
  missionStateLabel: z.string(),
  creationDateTime: dateTime,
  ...outputOf(missionEditableFields).shape,
  destinationPlace: Place.nullable(),
  statistic: MissionStatistic.nullable(),
  /** The driver's reported steps (they feed the report's suggested times and places). */
  steps: MissionSteps,
});
export type FolderMission = z.infer<typeof FolderMission>;

/** Writes of a mission's fields; the destination is a whole place. */
export const MissionInput = inputOf(missionEditableFields).extend({ destinationPlace: PlaceInput.nullish() });
export type MissionInput = z.infer<typeof MissionInput>;

/** A mission in GET /api/missions (spec 2 §3 Mission), with its folder's references. */
export const Mission = FolderMission.extend({
  folderId: z.number().int(),
  externalFolderNo: z.string().nullable(),
  assistanceProvider: z.enum(AssistanceProviderCode).nullable(),
  /** Where the work starts: the customer's place for an intervention, the storage place for a relivraison. */
  startPlace: Place.nullable(),
});
export type Mission = z.infer<typeof Mission>;
