import { z } from 'zod';
import {
  AssistanceProviderCode,
  CreationOrigineCode,
  FolderStateCode,
  JustificationDelaiCode,
  MissionStateCode,
  ValorisationStateCode,
} from '../referentials/codes.ts';
import { AcceptanceTypeCode } from '../rules/acceptance.ts';
import { idParam } from '../fields.ts';
import { dateTime } from './fields.ts';
import { InterventionDepannage, ReportDepannage } from './intervention.ts';
import { FolderMission } from './mission.ts';
import { Place } from './place.ts';
import { Attelage, Vehicule } from './vehicle.ts';
import {
  FolderDocument,
  FolderMessage,
  PropositionInitialeCode,
  Valorisation,
  ValorisationProposal,
} from './valorisation.ts';

/** How the operator accepted the folder (the accept modal). */
export const Acceptation = z.object({
  type: z.enum(AcceptanceTypeCode),
  delaiIntervention: z.number().int().nullable(),
  justificationDelai: z.enum(JustificationDelaiCode).nullable(),
  dateRdv: dateTime.nullable(),
  commentaireRdv: z.string().nullable(),
  acceptedDateTime: dateTime,
});
export type Acceptation = z.infer<typeof Acceptation>;

/** What the list shows of a folder, and what its row buttons need (state, origin, cancellable, mission). */
export const FolderSummary = z.object({
  id: z.number().int(),
  accountId: z.number().int(),
  accountName: z.string(),
  orderNo: z.string(),
  externalNumber: z.string().nullable(),
  folderState: z.enum(FolderStateCode),
  folderStateLabel: z.string(),
  creationOrigine: z.enum(CreationOrigineCode),
  creationOrigineLabel: z.string(),
  creationDateTime: dateTime,
  assistanceProvider: z.enum(AssistanceProviderCode).nullable(),
  cancellable: z.boolean(),
  /** The intervention mission: the row's send and cancel buttons act on it. */
  missionId: z.number().int().nullable(),
  missionState: z.enum(MissionStateCode).nullable(),
  missionStateLabel: z.string().nullable(),
  missionDateTime: dateTime.nullable(),
  truckId: z.number().int().nullable(),
  truckName: z.string().nullable(),
  agentId: z.number().int().nullable(),
  agentName: z.string().nullable(),
  customerName: z.string().nullable(),
  city: z.string().nullable(),
  registration: z.string().nullable(),
});
export type FolderSummary = z.infer<typeof FolderSummary>;

/**
 * GET /api/folders/{id} (spec 2 §3 Folder). The top-level mission fields (missionId,
 * missionState, missionDateTime, missionExternalNumber, destinationPlace, truckId, agentId)
 * mirror missionIntervention and are read-only: writes go through missionIntervention.
 */
export const Folder = FolderSummary.omit({ accountName: true, truckName: true, agentName: true }).extend({
  version: z.number().int(),
  externalFolderNo: z.string().nullable(),
  origineNumber: z.string().nullable(),
  missionExternalNumber: z.string().nullable(),
  destinationPlace: Place.nullable(),
  contactInfo: z.string().nullable(),
  contactPhone: z.string().nullable(),
  /** When the person's data was erased (RGPD erasure or retention): the folder reads « Anonymisé ». */
  anonymisedAt: z.iso.datetime().nullable(),
  confirmationRequise: z.boolean(),
  messagesAllowed: z.boolean(),
  propositionInitiale: z.enum(PropositionInitialeCode).nullable(),
  customerPlace: Place.nullable(),
  messages: z.array(FolderMessage),
  documents: z.array(FolderDocument),
  numeroFacture: z.string().nullable(),
  numeroFactureObligatoire: z.boolean(),
  estFacturable: z.boolean(),
  valorisationState: z.enum(ValorisationStateCode).nullable(),
  /** The initial estimate, TTC. */
  valorisationInitiale: z.number().nullable(),
  valorisation: Valorisation.nullable(),
  valorisationPropositions: z.array(ValorisationProposal),
  confirmationValorisation: z.boolean(),
  valorisationModifiableAvantCloture: z.boolean(),
  reportDepannage: ReportDepannage.nullable(),
  missionIntervention: FolderMission.nullable(),
  missionRelivraison: FolderMission.nullable(),
  interventionDepannage: InterventionDepannage.nullable(),
  vehicule: Vehicule.nullable(),
  attelage: Attelage.nullable(),
  acceptation: Acceptation.nullable(),
});
export type Folder = z.infer<typeof Folder>;

export const FolderIdParams = z.object({ id: idParam }).strict();
export const MissionIdParams = FolderIdParams;
