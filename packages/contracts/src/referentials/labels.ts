import type {
  AppelantCode,
  AssistanceProviderCode,
  BusinessNatureCode,
  CreationOrigineCode,
  EventOrigineCode,
  FolderStateCode,
  JustificationDelaiCode,
  MissionStateCode,
  MotifAnnulationCode,
  NatureInterventionCode,
  RefusCode,
  RoleCode,
  RegimeTvaCode,
  TypologieCode,
  ValorisationStateCode,
} from './codes.ts';

type Labels<T extends readonly string[]> = { readonly [K in T[number]]: string };

export const businessNatureLabels: Labels<typeof BusinessNatureCode> = {
  MISSION: 'Mission',
  DEPANNEUR: 'Dépanneur',
  ASSISTEUR: 'Assisteur',
  SUPERVISOR: 'Superviseur',
  IOT: 'Objets connectés',
};

export const assistanceProviderLabels: Labels<typeof AssistanceProviderCode> = {
  AXA_ASSISTANCE: 'AXA Assistance',
  MONDIAL_ASSISTANCE: 'Mondial Assistance',
  EUROP_ASSISTANCE: 'Europ Assistance',
  IMA: 'IMA',
  FILASSISTANCE: 'Filassistance',
  MUTUAIDE: 'Mutuaide',
  OPTEVEN: 'Opteven',
  ARC_EUROPE: 'ARC Europe',
};

export const folderStateLabels: Labels<typeof FolderStateCode> = {
  QUICK_CREATED: 'Création rapide',
  CREATED: 'Créé',
  WAITING: 'En attente',
  ACCEPTED: 'Accepté',
  ACCEPTED_CONFIRMED: 'Acceptation confirmée',
  REPORT: 'Rapport',
  REPORT_VALIDATED: 'Rapport validé',
  VALORISATION_ACCEPTED: 'Valorisation acceptée',
  END_OF_MISSION: 'Fin de mission',
  HORS_DELAI: 'Hors délai',
  CANCEL_PROPOSAL: "Proposition d'annulation",
  REFUSED: 'Refusé',
  CANCELED: 'Annulé',
  CLOSED: 'Clôturé',
};

export const missionStateLabels: Labels<typeof MissionStateCode> = {
  MISSION_NOT_YET_SEND: 'Non envoyée',
  MISSION_UNAFFECTED: 'Non affectée',
  MISSION_STARTED: 'Démarrée',
  MISSION_RESUMED: 'Reprise',
  MISSION_MODIFIED: 'Modifiée',
  MISSION_ABORDED: 'Abandonnée',
  MISSION_AUTO_FINISH: 'Terminée automatiquement',
  MISSION_FINISH: 'Terminée',
  MISSION_DELETED: 'Supprimée',
};

export const valorisationStateLabels: Labels<typeof ValorisationStateCode> = {
  ATTENTE_VALORISATION_PRESTATAIRE: 'À valoriser',
  ATTENTE_VALORISATION_ASSISTEUR: 'Valorisation en attente',
  ACCEPTEE: 'Acceptée',
  VALIDEE: 'Validée',
};

export const creationOrigineLabels: Labels<typeof CreationOrigineCode> = {
  NOMAD: 'Nomad',
  BACKOFFICE: 'Back-office',
  IMPORT_CSV: 'Import CSV',
  IMPORT_GPX: 'Import GPX',
  WEBFLEET: 'Webfleet',
  PRAXEDO: 'Praxedo',
};

export const eventOrigineLabels: Labels<typeof EventOrigineCode> = {
  ...creationOrigineLabels,
  CHAUFFEUR: 'Application chauffeur',
};

export const typologieLabels: Labels<typeof TypologieCode> = {
  IMMEDIATE: 'Mission immédiate',
  RDV: 'Sur rendez-vous',
  AUTOROUTE: 'Autoroute',
  APPEL_POLICE: 'Appel police',
};

export const natureInterventionLabels: Labels<typeof NatureInterventionCode> = {
  DEPANNAGE_SUR_PLACE: 'Dépannage sur place',
  DEPANNAGE_RAPIDE_ATELIER: 'Dépannage rapide atelier',
  DEPLACEMENT_POUR_RIEN: 'Déplacement pour rien',
  RELIVRAISON: 'Relivraison',
  REMORQUAGE_RELIVRAISON: 'Remorquage et relivraison',
  REMORQUAGE: 'Remorquage',
  DEMANDE_DE_REMORQUAGE: 'Demande de remorquage',
};

export const justificationDelaiLabels: Labels<typeof JustificationDelaiCode> = {
  TRAFIC_DENSE: 'Trafic dense',
  CONDITIONS_METEO: 'Conditions météo',
  INTERVENTION_EN_COURS: 'Intervention en cours',
  ELOIGNEMENT: 'Éloignement du lieu',
  DEMANDE_CLIENT: 'À la demande du client',
  AUTRE: 'Autre',
};

export const refusLabels: Labels<typeof RefusCode> = {
  AUCUN_VEHICULE_DISPONIBLE: 'Aucun véhicule disponible',
  HORS_ZONE: "Hors zone d'intervention",
  VEHICULE_INADAPTE: 'Véhicule inadapté',
  DELAI_TROP_COURT: 'Délai trop court',
  FERMETURE: 'Fermeture',
  AUTRE: 'Autre',
};

export const motifAnnulationLabels: Labels<typeof MotifAnnulationCode> = {
  ANNULATION_CLIENT: 'Annulation par le client',
  VEHICULE_REPARTI: 'Véhicule reparti',
  DOUBLON: 'Doublon',
  ERREUR_SAISIE: 'Erreur de saisie',
  PRIS_EN_CHARGE_AUTRE_PRESTATAIRE: 'Pris en charge par un autre prestataire',
  AUTRE: 'Autre',
};

export const appelantLabels: Labels<typeof AppelantCode> = {
  CLIENT: 'Client',
  POLICE: 'Police',
  GENDARMERIE: 'Gendarmerie',
  CONCESSIONNAIRE_AUTOROUTE: "Concessionnaire d'autoroute",
  POMPIERS: 'Pompiers',
  AUTRE: 'Autre',
};

export const roleLabels: Labels<typeof RoleCode> = {
  ADMIN: 'Administrateur',
  OPERATEUR: 'Opérateur',
  CHAUFFEUR: 'Chauffeur',
};

export const regimeTvaLabels: Labels<typeof RegimeTvaCode> = {
  TVA_FRANCE: 'TVA France',
  TVA_DOM: 'TVA DOM',
  EXPORT: 'Export',
  INTRA_COMMUNAUTAIRE: 'Intracommunautaire',
  SANS_TVA: 'Sans TVA',
};
