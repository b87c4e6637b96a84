import { z } from 'zod';
import { AssistanceProviderCode } from '../referentials/codes.ts';
import { hasDestination } from '../rules/folder-checks.ts';
import { entityId, inputOf, shortText } from './fields.ts';
import { InterventionInput, InterventionPatch } from './intervention.ts';
import { MissionInput } from './mission.ts';
import { phoneNumber, PlaceInput } from './place.ts';
import { ReportDepannagePatch } from './report-patch.ts';
import { AttelageInput, VehiculeInput } from './vehicle.ts';

/** The folder's own fields a user may write. */
const folderEditableFields = {
  /** The assistance company's number; for AXA it reads 5016494289*01. */
  externalNumber: shortText(50),
  origineNumber: shortText(50),
  assistanceProvider: z.enum(AssistanceProviderCode),
  contactInfo: shortText(500),
  contactPhone: phoneNumber,
  numeroFacture: shortText(50),
};

/** What the new-folder form marks required (spec 2 §2 Mission card), checked on both sides. */
export const NEW_FOLDER_REQUIRED_MESSAGES = {
  address: "L'adresse du lieu d'intervention est obligatoire",
  missionDateTime: 'La date de la mission est obligatoire',
} as const;

/** Where a missing required field is reported: the form shows each message under its field. */
export const NEW_FOLDER_REQUIRED_PATHS = {
  address: ['customerPlace', 'address'],
  missionDateTime: ['missionIntervention', 'missionDateTime'],
} as const;

/** POST /api/folders?send=true|false: the new-folder form. */
export const FolderCreate = inputOf(folderEditableFields)
  .extend({
    customerPlace: PlaceInput.nullish(),
    interventionDepannage: InterventionInput.nullish(),
    vehicule: VehiculeInput.nullish(),
    attelage: AttelageInput.nullish(),
    /** An empty truck or agent is sent as null. */
    missionIntervention: MissionInput.nullish(),
    missionRelivraison: MissionInput.nullish(),
  })
  .strict()
  .superRefine((folder, ctx) => {
    if (!hasDestination(folder.customerPlace)) {
      ctx.addIssue({
        code: 'custom',
        path: [...NEW_FOLDER_REQUIRED_PATHS.address],
        message: NEW_FOLDER_REQUIRED_MESSAGES.address,
      });
    }
    if (!folder.missionIntervention?.missionDateTime) {
      ctx.addIssue({
        code: 'custom',
        path: [...NEW_FOLDER_REQUIRED_PATHS.missionDateTime],
        message: NEW_FOLDER_REQUIRED_MESSAGES.missionDateTime,
      });
    }
  });
export type FolderCreate = z.infer<typeof FolderCreate>;

export const FolderCreateQuery = z
  .object({
    /** true: 'Enregistrer et envoyer', the mission leaves for the truck or agent at once. */
    send: z.stringbool().default(false),
  })
  .strict();
export type FolderCreateQuery = z.infer<typeof FolderCreateQuery>;

/**
 * PATCH /api/folders/{id}: only the changed fields, with the version the edit started from.
 * Objects merge one level deep (a field set to null is cleared); an object set to null is
 * cleared whole. State, origin, ids and the assistance company's terms are not writable:
 * sending one is refused.
 */
export const FolderPatch = inputOf(folderEditableFields)
  .extend({
    version: entityId,
    customerPlace: PlaceInput.nullish(),
    interventionDepannage: InterventionPatch.optional(),
    vehicule: VehiculeInput.nullish(),
    attelage: AttelageInput.nullish(),
    missionIntervention: MissionInput.optional(),
    missionRelivraison: MissionInput.optional(),
    /** The report's steps, km and answers; merged field by field (folders/report-patch.ts). */
    reportDepannage: ReportDepannagePatch.optional(),
  })
  .strict();
export type FolderPatch = z.infer<typeof FolderPatch>;
