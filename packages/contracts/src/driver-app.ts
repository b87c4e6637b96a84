import { z } from 'zod';
import { dateTimeField, idParam, signaturePngField, textField } from './fields.ts';
import { MissionKindCode, MissionStepCode, MissionSteps } from './folders/mission.ts';
import { FolderMessage } from './folders/valorisation.ts';
import { Place } from './folders/place.ts';
import { ConditionStage } from './vehicle-condition/condition-report.ts';
import { DamageMarkId } from './vehicle-condition/damage-diagram.ts';
import { PhotoSlot } from './vehicle-condition/required-photos.ts';
import { AssistanceProviderCode, MissionStateCode } from './referentials/codes.ts';
import { DriverMissionCash } from './driver-cash.ts';

/** GET /api/driver/me: who drives, in which account, with which truck. */
export const DriverMe = z.object({
  login: z.string(),
  accountName: z.string(),
  agent: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  truck: z.object({ id: z.number().int(), name: z.string(), registration: z.string().nullable() }).nullable(),
});
export type DriverMe = z.infer<typeof DriverMe>;

/** One mission as the driver reads it (GET /api/driver/missions). */
export const DriverMission = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  kind: z.enum(MissionKindCode),
  orderNo: z.string(),
  missionState: z.enum(MissionStateCode),
  missionStateLabel: z.string(),
  missionDateTime: z.string().nullable(),
  sentDateTime: z.string().nullable(),
  /** The mission is on the road: steps, positions and photos are taken. */
  onTheRoad: z.boolean(),
  nature: z.string().nullable(),
  natureLabel: z.string().nullable(),
  /** The report's questions of the folder's nature (towing: were the places right?). */
  reportQuestions: z.array(z.enum(['lieuInterventionCorrect', 'lieuLivraisonCorrect'])),
  customerPlace: Place.nullable(),
  destinationPlace: Place.nullable(),
  vehicle: z.object({
    marque: z.string().nullable(),
    modele: z.string().nullable(),
    immatriculation: z.string().nullable(),
    couleur: z.string().nullable(),
  }),
  callerName: z.string().nullable(),
  callerPhone: z.string().nullable(),
  assistanceProvider: z.enum(AssistanceProviderCode).nullable(),
  assistanceProviderLabel: z.string().nullable(),
  externalFolderNo: z.string().nullable(),
  externalMissionNo: z.string().nullable(),
  text: z.string().nullable(),
  steps: MissionSteps,
  /** When the latest step was recorded by the server (the 2-minute undo runs from it). */
  latestStepRecordedAt: z.string().nullable(),
  messagesAllowed: z.boolean(),
  photoCount: z.number().int(),
  report: z
    .object({ km: z.number().nullable(), signerName: z.string().nullable(), signedAt: z.string().nullable() })
    .nullable(),
  /** « Encaisser » (issue 29 §2): what the customer owes on the spot, or why nothing is collected. */
  cash: DriverMissionCash,
});
export type DriverMission = z.infer<typeof DriverMission>;
export const DriverMissionList = z.array(DriverMission);

export const DriverMissionParams = z.object({ id: idParam }).strict();
/** POST /api/driver/missions/{id}/steps/undo: the step pressed by mistake (the latest). */
export const DriverUndoStepRequest = z
  .object({ step: z.enum(MissionStepCode, { error: "Cette étape de mission n'existe pas" }) })
  .strict();

const latitude = z.number().min(-90, 'Latitude non valide').max(90, 'Latitude non valide');
const longitude = z.number().min(-180, 'Longitude non valide').max(180, 'Longitude non valide');

/** POST /api/driver/missions/{id}/steps: the time the driver pressed the button, and where. */
export const DriverStepRequest = z
  .object({
    step: z.enum(MissionStepCode, { error: "Cette étape de mission n'existe pas" }),
    at: dateTimeField,
    latitude: latitude.nullable().default(null),
    longitude: longitude.nullable().default(null),
  })
  .strict();
export type DriverStepRequest = z.infer<typeof DriverStepRequest>;

/**
 * POST /api/driver/missions/{id}/photos?step&takenAt[&stage&slot | &stage&mark]: a step's photo, a
 * PV's slot, or the photo of one mark of the PV's diagram (its id made on the phone, so it works offline).
 */
export const DriverPhotoQuery = z
  .object({
    step: z.enum(MissionStepCode, { error: "Cette étape de mission n'existe pas" }),
    takenAt: dateTimeField,
    stage: z.enum(ConditionStage, { error: "Cette étape du procès-verbal n'existe pas" }).optional(),
    slot: z.enum(PhotoSlot, { error: "Cette photo n'existe pas" }).optional(),
    mark: DamageMarkId.optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.mark !== undefined && q.slot !== undefined)
      ctx.addIssue({
        code: 'custom',
        message: 'Une photo de dommage ne remplit pas une photo obligatoire',
        path: ['mark'],
      });
    else if (q.mark !== undefined && q.stage === undefined)
      ctx.addIssue({
        code: 'custom',
        message: "La photo d'un dommage dit l'étape du procès-verbal",
        path: ['stage'],
      });
    else if (q.mark === undefined && (q.stage === undefined) !== (q.slot === undefined))
      ctx.addIssue({
        code: 'custom',
        message: "L'étape du procès-verbal et la photo vont ensemble",
        path: ['slot'],
      });
  });

/** POST /api/driver/missions/{id}/positions: the positions gathered since the last call, oldest first. */
export const DriverPositionsRequest = z
  .object({
    positions: z
      .array(z.object({ at: dateTimeField, latitude, longitude }).strict())
      .min(1, 'Aucune position')
      .max(200, 'Au plus 200 positions par envoi'),
  })
  .strict();
export type DriverPositionsRequest = z.infer<typeof DriverPositionsRequest>;
export const DriverPositionsResult = z.object({ recorded: z.number().int(), ignored: z.number().int() });

/** POST /api/driver/missions/{id}/messages */
export const DriverMessageRequest = z
  .object({ text: textField(1000).min(1, 'Le message est vide'), at: dateTimeField.optional() })
  .strict();
export const DriverMessageList = z.array(FolderMessage);

/** POST /api/driver/missions/{id}/wastedTrip: « Déplacement pour rien » and why. */
export const DRIVER_WASTED_TRIP_REASONS = [
  'Client absent',
  'Véhicule déjà dépanné',
  'Véhicule introuvable',
  'Annulation sur place',
  'Véhicule reparti par ses propres moyens',
  'Autre',
] as const;
export const DriverWastedTripRequest = z
  .object({
    motif: z.enum(DRIVER_WASTED_TRIP_REASONS, { error: 'Motif non valide' }),
    detail: textField(500).optional(),
  })
  .strict();

/** PUT /api/driver/missions/{id}/report: the report on the spot, signed by the customer. */
export const DriverReportRequest = z
  .object({
    km: z.number().min(0, 'Kilométrage non valide').max(100_000, 'Kilométrage non valide').nullable(),
    lieuInterventionCorrect: z.boolean().nullable().default(null),
    lieuLivraisonCorrect: z.boolean().nullable().default(null),
    remarks: textField(2000).nullable().default(null),
    signerName: textField(100).min(1, 'Le nom du signataire est obligatoire'),
    signedAt: dateTimeField,
    /** The signature drawn on the phone. */
    signaturePng: signaturePngField,
  })
  .strict();
export type DriverReportRequest = z.infer<typeof DriverReportRequest>;

/** GET /api/driverApp/drivers (operators): which drivers are signed in and when each app last reported. */
export const DriverPresence = z.object({
  userId: z.number().int(),
  login: z.string(),
  agentName: z.string().nullable(),
  truckName: z.string().nullable(),
  signedIn: z.boolean(),
  lastSeenAt: z.string().nullable(),
});
export const DriverPresenceList = z.array(DriverPresence);
export type DriverPresence = z.infer<typeof DriverPresence>;

const named = z.object({ id: z.number().int(), name: z.string() });
/**
 * GET /api/accounts/{id}/driverLinks (administrators, and supervisors for the accounts they manage): what the
 * users screen links a CHAUFFEUR to — that account's agents and trucks — and its drivers' presence.
 */
export const DriverLinks = z.object({
  agents: z.array(named),
  trucks: z.array(named),
  drivers: DriverPresenceList,
});
export type DriverLinks = z.infer<typeof DriverLinks>;

/**
 * GET /api/folders/{id}/driverReports (operators, supervisors): the reports the drivers had signed on
 * the spot for the folder's missions, shown on the folder's Rapport tab (issue 28 §4).
 */
export const FolderDriverReport = z.object({
  missionId: z.number().int(),
  missionKind: z.enum(MissionKindCode),
  missionOrderNo: z.string(),
  km: z.number().nullable(),
  lieuInterventionCorrect: z.boolean().nullable(),
  lieuLivraisonCorrect: z.boolean().nullable(),
  remarks: z.string().nullable(),
  signerName: z.string(),
  signedAt: z.string(),
  recordedAt: z.string(),
  /** The customer's signature, a PNG as a data URL (at most 800 × 400 pixels). */
  signatureDataUrl: z.string(),
});
export type FolderDriverReport = z.infer<typeof FolderDriverReport>;
export const FolderDriverReportList = z.array(FolderDriverReport);
