/**
 * Reference-list codes. Code spells a code only through these constants
 * (e.g. `FolderState.ACCEPTED`), never as a bare string.
 */
const codes = <const T extends readonly string[]>(...values: T) => values;
const asRecord = <const T extends readonly string[]>(values: T) =>
  Object.fromEntries(values.map((v) => [v, v])) as { readonly [K in T[number]]: K };

export const BusinessNatureCode = codes('MISSION', 'DEPANNEUR', 'ASSISTEUR', 'SUPERVISOR', 'IOT');
export const BusinessNature = asRecord(BusinessNatureCode);
export type BusinessNature = (typeof BusinessNatureCode)[number];

export const AssistanceProviderCode = codes(
  'AXA_ASSISTANCE',
  'MONDIAL_ASSISTANCE',
  'EUROP_ASSISTANCE',
  'IMA',
  'FILASSISTANCE',
  'MUTUAIDE',
  'OPTEVEN',
  'ARC_EUROPE',
);
export const AssistanceProvider = asRecord(AssistanceProviderCode);
export type AssistanceProvider = (typeof AssistanceProviderCode)[number];

export const FolderStateCode = codes(
  'QUICK_CREATED',
  'CREATED',
  'WAITING',
  'ACCEPTED',
  'ACCEPTED_CONFIRMED',
  'REPORT',
  'REPORT_VALIDATED',
  'VALORISATION_ACCEPTED',
  'END_OF_MISSION',
  'HORS_DELAI',
  'CANCEL_PROPOSAL',
  'REFUSED',
  'CANCELED',
  'CLOSED',
);
export const FolderState = asRecord(FolderStateCode);
export type FolderState = (typeof FolderStateCode)[number];

export const MissionStateCode = codes(
  'MISSION_NOT_YET_SEND',
  'MISSION_UNAFFECTED',
  'MISSION_STARTED',
  'MISSION_RESUMED',
  'MISSION_MODIFIED',
  'MISSION_ABORDED',
  'MISSION_AUTO_FINISH',
  'MISSION_FINISH',
  'MISSION_DELETED',
);
export const MissionState = asRecord(MissionStateCode);
export type MissionState = (typeof MissionStateCode)[number];

export const ValorisationStateCode = codes(
  'ATTENTE_VALORISATION_PRESTATAIRE',
  'ATTENTE_VALORISATION_ASSISTEUR',
  'ACCEPTEE',
  'VALIDEE',
);
export const ValorisationState = asRecord(ValorisationStateCode);
export type ValorisationState = (typeof ValorisationStateCode)[number];

export const CreationOrigineCode = codes(
  'NOMAD',
  'BACKOFFICE',
  'IMPORT_CSV',
  'IMPORT_GPX',
  'WEBFLEET',
  'PRAXEDO',
);
export const CreationOrigine = asRecord(CreationOrigineCode);
export type CreationOrigine = (typeof CreationOrigineCode)[number];

/**
 * Who recorded a folder event: a folder's origins, and Plateau's driver app (issue 21), which creates no folder.
 * Events the driver app recorded before CHAUFFEUR existed keep NOMAD.
 */
export const EventOrigineCode = codes(...CreationOrigineCode, 'CHAUFFEUR');
export const EventOrigine = asRecord(EventOrigineCode);
export type EventOrigine = (typeof EventOrigineCode)[number];

export const TypologieCode = codes('IMMEDIATE', 'RDV', 'AUTOROUTE', 'APPEL_POLICE');
export const Typologie = asRecord(TypologieCode);
export type Typologie = (typeof TypologieCode)[number];

export const NatureInterventionCode = codes(
  'DEPANNAGE_SUR_PLACE',
  'DEPANNAGE_RAPIDE_ATELIER',
  'DEPLACEMENT_POUR_RIEN',
  'RELIVRAISON',
  'REMORQUAGE_RELIVRAISON',
  'REMORQUAGE',
  'DEMANDE_DE_REMORQUAGE',
);
export const NatureIntervention = asRecord(NatureInterventionCode);
export type NatureIntervention = (typeof NatureInterventionCode)[number];

export const JustificationDelaiCode = codes(
  'TRAFIC_DENSE',
  'CONDITIONS_METEO',
  'INTERVENTION_EN_COURS',
  'ELOIGNEMENT',
  'DEMANDE_CLIENT',
  'AUTRE',
);
export const RefusCode = codes(
  'AUCUN_VEHICULE_DISPONIBLE',
  'HORS_ZONE',
  'VEHICULE_INADAPTE',
  'DELAI_TROP_COURT',
  'FERMETURE',
  'AUTRE',
);
export const MotifAnnulationCode = codes(
  'ANNULATION_CLIENT',
  'VEHICULE_REPARTI',
  'DOUBLON',
  'ERREUR_SAISIE',
  'PRIS_EN_CHARGE_AUTRE_PRESTATAIRE',
  'AUTRE',
);
export const AppelantCode = codes(
  'CLIENT',
  'POLICE',
  'GENDARMERIE',
  'CONCESSIONNAIRE_AUTOROUTE',
  'POMPIERS',
  'AUTRE',
);
/** ADMIN: everything; OPERATEUR: the daily work, no settings, users, connectors, reports or accounting. */
export const RoleCode = codes('ADMIN', 'OPERATEUR', 'CHAUFFEUR');
/** VAT regimes: of an account, a customer and a VAT code; each picks an article's sales account (spec 3 §3). */
export const RegimeTvaCode = codes('TVA_FRANCE', 'TVA_DOM', 'EXPORT', 'INTRA_COMMUNAUTAIRE', 'SANS_TVA');
export const Appelant = asRecord(AppelantCode);
export type Appelant = (typeof AppelantCode)[number];
