import { z } from 'zod';
import { AppelantCode, NatureInterventionCode, TypologieCode } from '../referentials/codes.ts';
import { dateTime, inputOf, outputOf, shortText } from './fields.ts';
import { addressFields, phoneNumber } from './place.ts';

const minutes = z.number().int().min(0).max(10_000);

/** The terms the assistance company sets when it orders the work; the operator reads them. */
const interventionTermsFields = {
  typologieModifiable: z.boolean(),
  delaiDemande: minutes,
  delaiMax: minutes,
  delaiAvantJustification: minutes,
  delaiRdvAutorise: z.boolean(),
  changementsNatureAutorises: z.array(z.enum(NatureInterventionCode)),
  kmSupplAutorises: z.boolean(),
};

/** What the operator fills in the caller, mission and dossier cards. */
const interventionEditableFields = {
  typologie: z.enum(TypologieCode),
  dateIntervention: dateTime,
  commentaire: shortText(2000),
  nature: z.enum(NatureInterventionCode),
  occupants: z.number().int().min(0).max(100),
  /** A FAIT_GENERATEUR code. */
  faitGenerateur: shortText(50),
  degats: shortText(2000),
  autorisationChangementPiece: z.boolean(),
  realisationChangementPiece: z.boolean(),
  interventionComplexe: z.boolean(),
  avecIncendie: z.boolean(),
  geneLaCirculation: z.boolean(),
  formaliteFourriere: z.boolean(),
  peripheriqueVoieRapide: z.boolean(),
  sousSol: z.boolean(),
  parking: z.boolean(),
  hauteurLimitee: z.boolean(),
  /** The caller card, for typologies AUTOROUTE and APPEL_POLICE. */
  appelant: z.enum(AppelantCode),
  nomAppelant: shortText(100),
  telephoneAppelant: phoneNumber,
  dateEntreeAutoroute: dateTime,
  dateSortieAutoroute: dateTime,
  kmPrevus: z.number().min(0).max(100_000),
};

/** interventionDepannage of a folder (spec 2 §3). */
export const InterventionDepannage = outputOf({ ...interventionTermsFields, ...interventionEditableFields });
export type InterventionDepannage = z.infer<typeof InterventionDepannage>;
/** At creation the operator sets everything, terms included. */
export const InterventionInput = inputOf({ ...interventionTermsFields, ...interventionEditableFields });
export type InterventionInput = z.infer<typeof InterventionInput>;
/** Afterwards the terms are the assistance company's: a PATCH carrying one is refused. */
export const InterventionPatch = inputOf(interventionEditableFields);
export type InterventionPatch = z.infer<typeof InterventionPatch>;

/** A step of a mission report: when and where. */
export const ReportPlace = outputOf({ date: dateTime, ...addressFields });
export type ReportPlace = z.infer<typeof ReportPlace>;

/** The report of one mission (spec 2 §3 Report). */
export const MissionReport = outputOf({
  kmTotal: z.number(),
  kmSupplementaire: z.number(),
  startedPlace: ReportPlace,
  arrivedAtDestinationPlace: ReportPlace.extend({ prevu: z.boolean().nullable() }),
  departedFromDestinationPlace: ReportPlace,
  finishPlace: ReportPlace,
  motifDeplacementPourRien: shortText(1000),
}).extend({
  /**
   * Plateau's additions for the Remorquage report (spec 2 §4): the arrival at the delivery place
   * (between the departure from the intervention place and the unhooking, finishPlace) and the
   * answers to 'Le lieu d'intervention / de livraison était-il correct ?'. Optional: stored
   * reports without them stay valid.
   */
  arrivedAtDeliveryPlace: ReportPlace.nullish(),
  lieuInterventionCorrect: z.boolean().nullish(),
  lieuLivraisonCorrect: z.boolean().nullish(),
});
export type MissionReport = z.infer<typeof MissionReport>;

export const ReportDepannage = z.object({
  modifiable: z.boolean(),
  interventionReport: MissionReport.nullable(),
  relivraisonReport: MissionReport.nullable(),
});
export type ReportDepannage = z.infer<typeof ReportDepannage>;
