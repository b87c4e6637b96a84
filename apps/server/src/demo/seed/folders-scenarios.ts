import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MissionState,
  NatureIntervention,
  Typologie,
  ValorisationState,
} from '@plateau/contracts';

export interface FolderScenario {
  account: string;
  origin: CreationOrigine;
  state: FolderState;
  mission: MissionState;
  provider: AssistanceProvider | null;
  typologie?: Typologie;
  nature?: NatureIntervention;
  /** Adds a relivraison mission in this state. */
  relivraison?: MissionState;
  /** Driver messages not read yet (alarm MESSAGE_UNREAD). */
  unread?: number;
  cancellable?: boolean;
  confirmationRequise?: boolean;
  /** The valorisation reached through its real services (folders-valorisation.ts). */
  valorisation?: ValorisationState;
}

const S = FolderState;
const M = MissionState;
const O = CreationOrigine;
const P = AssistanceProvider;
const T = Typologie;
const N = NatureIntervention;
const V = ValorisationState;

type Row = [
  account: string,
  origin: CreationOrigine,
  state: FolderState,
  mission: MissionState,
  provider: AssistanceProvider | null,
  extra?: Partial<FolderScenario>,
];

/**
 * Every folder state and mission state, both origins, both caller typologies, and a
 * good share of AXA folders for the 'assisteur' login.
 */
const rows: Row[] = [
  // Dépannage Martin & Fils (Lyon), connected to Nomad.
  ['depanneur', O.NOMAD, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE, { typologie: T.AUTOROUTE }],
  ['depanneur', O.NOMAD, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE, { typologie: T.IMMEDIATE }],
  ['depanneur', O.NOMAD, S.CREATED, M.MISSION_NOT_YET_SEND, P.MONDIAL_ASSISTANCE, { typologie: T.RDV }],
  ['depanneur', O.NOMAD, S.WAITING, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE, { typologie: T.APPEL_POLICE }],
  ['depanneur', O.NOMAD, S.WAITING, M.MISSION_NOT_YET_SEND, P.EUROP_ASSISTANCE],
  [
    'depanneur',
    O.NOMAD,
    S.ACCEPTED,
    M.MISSION_STARTED,
    P.AXA_ASSISTANCE,
    { unread: 2, confirmationRequise: true },
  ],
  [
    'depanneur',
    O.NOMAD,
    S.ACCEPTED,
    M.MISSION_MODIFIED,
    P.AXA_ASSISTANCE,
    { cancellable: false, typologie: T.AUTOROUTE },
  ],
  ['depanneur', O.NOMAD, S.ACCEPTED, M.MISSION_NOT_YET_SEND, P.IMA, { unread: 1 }],
  [
    'depanneur',
    O.NOMAD,
    S.ACCEPTED_CONFIRMED,
    M.MISSION_RESUMED,
    P.AXA_ASSISTANCE,
    { typologie: T.APPEL_POLICE },
  ],
  ['depanneur', O.NOMAD, S.ACCEPTED_CONFIRMED, M.MISSION_STARTED, P.MONDIAL_ASSISTANCE, { unread: 1 }],
  ['depanneur', O.NOMAD, S.CANCEL_PROPOSAL, M.MISSION_STARTED, P.AXA_ASSISTANCE],
  ['depanneur', O.NOMAD, S.CANCEL_PROPOSAL, M.MISSION_STARTED, P.FILASSISTANCE],
  [
    'depanneur',
    O.NOMAD,
    S.REPORT,
    M.MISSION_FINISH,
    P.AXA_ASSISTANCE,
    { nature: N.REMORQUAGE_RELIVRAISON, relivraison: M.MISSION_NOT_YET_SEND },
  ],
  ['depanneur', O.NOMAD, S.REPORT, M.MISSION_FINISH, P.MUTUAIDE, { nature: N.DEPANNAGE_SUR_PLACE }],
  ['depanneur', O.NOMAD, S.REPORT_VALIDATED, M.MISSION_FINISH, P.AXA_ASSISTANCE, { nature: N.REMORQUAGE }],
  [
    'depanneur',
    O.NOMAD,
    S.VALORISATION_ACCEPTED,
    M.MISSION_AUTO_FINISH,
    P.AXA_ASSISTANCE,
    { nature: N.REMORQUAGE },
  ],
  [
    'depanneur',
    O.NOMAD,
    S.END_OF_MISSION,
    M.MISSION_FINISH,
    P.OPTEVEN,
    { nature: N.DEPANNAGE_RAPIDE_ATELIER },
  ],
  ['depanneur', O.NOMAD, S.HORS_DELAI, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE],
  ['depanneur', O.NOMAD, S.REFUSED, M.MISSION_NOT_YET_SEND, P.ARC_EUROPE],
  ['depanneur', O.NOMAD, S.CANCELED, M.MISSION_DELETED, P.AXA_ASSISTANCE],
  [
    'depanneur',
    O.NOMAD,
    S.CLOSED,
    M.MISSION_FINISH,
    P.AXA_ASSISTANCE,
    { nature: N.REMORQUAGE_RELIVRAISON, relivraison: M.MISSION_FINISH },
  ],
  ['depanneur', O.BACKOFFICE, S.QUICK_CREATED, M.MISSION_NOT_YET_SEND, null],
  ['depanneur', O.BACKOFFICE, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE],
  ['depanneur', O.BACKOFFICE, S.CREATED, M.MISSION_NOT_YET_SEND, null, { typologie: T.APPEL_POLICE }],
  ['depanneur', O.BACKOFFICE, S.WAITING, M.MISSION_STARTED, P.AXA_ASSISTANCE],
  [
    'depanneur',
    O.BACKOFFICE,
    S.ACCEPTED,
    M.MISSION_STARTED,
    null,
    { relivraison: M.MISSION_NOT_YET_SEND, nature: N.REMORQUAGE_RELIVRAISON },
  ],
  ['depanneur', O.BACKOFFICE, S.REPORT, M.MISSION_FINISH, P.EUROP_ASSISTANCE],
  ['depanneur', O.BACKOFFICE, S.CANCELED, M.MISSION_ABORDED, null],
  ['depanneur', O.BACKOFFICE, S.CLOSED, M.MISSION_FINISH, P.AXA_ASSISTANCE],
  ['depanneur', O.BACKOFFICE, S.REFUSED, M.MISSION_UNAFFECTED, null],
  // Transports Lefèvre (Toulouse).
  ['mission', O.BACKOFFICE, S.QUICK_CREATED, M.MISSION_NOT_YET_SEND, null],
  ['mission', O.BACKOFFICE, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE, { typologie: T.AUTOROUTE }],
  ['mission', O.IMPORT_CSV, S.CREATED, M.MISSION_NOT_YET_SEND, P.IMA],
  ['mission', O.BACKOFFICE, S.WAITING, M.MISSION_STARTED, P.AXA_ASSISTANCE],
  ['mission', O.IMPORT_CSV, S.WAITING, M.MISSION_STARTED, null],
  ['mission', O.BACKOFFICE, S.ACCEPTED, M.MISSION_RESUMED, P.AXA_ASSISTANCE, { typologie: T.APPEL_POLICE }],
  ['mission', O.BACKOFFICE, S.ACCEPTED, M.MISSION_MODIFIED, P.MONDIAL_ASSISTANCE],
  ['mission', O.BACKOFFICE, S.ACCEPTED_CONFIRMED, M.MISSION_STARTED, P.AXA_ASSISTANCE],
  ['mission', O.BACKOFFICE, S.REPORT, M.MISSION_FINISH, P.AXA_ASSISTANCE, { nature: N.REMORQUAGE }],
  ['mission', O.IMPORT_GPX, S.REPORT_VALIDATED, M.MISSION_AUTO_FINISH, P.EUROP_ASSISTANCE],
  ['mission', O.BACKOFFICE, S.HORS_DELAI, M.MISSION_UNAFFECTED, P.AXA_ASSISTANCE],
  ['mission', O.BACKOFFICE, S.CANCEL_PROPOSAL, M.MISSION_STARTED, P.IMA],
  ['mission', O.BACKOFFICE, S.REFUSED, M.MISSION_ABORDED, null],
  ['mission', O.BACKOFFICE, S.CANCELED, M.MISSION_DELETED, P.AXA_ASSISTANCE],
  ['mission', O.BACKOFFICE, S.CLOSED, M.MISSION_FINISH, null, { typologie: T.AUTOROUTE }],
  ['mission', O.BACKOFFICE, S.CLOSED, M.MISSION_AUTO_FINISH, P.AXA_ASSISTANCE],
  // Garage Dupont (Bordeaux), connected to Nomad.
  ['bordeaux', O.NOMAD, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE, { typologie: T.AUTOROUTE }],
  ['bordeaux', O.NOMAD, S.WAITING, M.MISSION_NOT_YET_SEND, P.MONDIAL_ASSISTANCE],
  ['bordeaux', O.NOMAD, S.ACCEPTED, M.MISSION_STARTED, P.AXA_ASSISTANCE, { unread: 3 }],
  ['bordeaux', O.NOMAD, S.REPORT, M.MISSION_FINISH, P.AXA_ASSISTANCE],
  ['bordeaux', O.BACKOFFICE, S.CREATED, M.MISSION_NOT_YET_SEND, null],
  ['bordeaux', O.BACKOFFICE, S.ACCEPTED, M.MISSION_STARTED, P.EUROP_ASSISTANCE],
  ['bordeaux', O.BACKOFFICE, S.CLOSED, M.MISSION_FINISH, null],
  // Remorquage Bernard (Lille).
  ['lille', O.PRAXEDO, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE],
  ['lille', O.BACKOFFICE, S.WAITING, M.MISSION_STARTED, P.IMA, { typologie: T.APPEL_POLICE }],
  ['lille', O.BACKOFFICE, S.ACCEPTED_CONFIRMED, M.MISSION_RESUMED, P.AXA_ASSISTANCE],
  ['lille', O.BACKOFFICE, S.CLOSED, M.MISSION_FINISH, null],
  // Dépannage Moreau Provence (Marseille).
  ['marseille', O.WEBFLEET, S.CREATED, M.MISSION_NOT_YET_SEND, null],
  ['marseille', O.BACKOFFICE, S.ACCEPTED, M.MISSION_STARTED, P.AXA_ASSISTANCE, { typologie: T.AUTOROUTE }],
  ['marseille', O.BACKOFFICE, S.REPORT, M.MISSION_FINISH, P.MONDIAL_ASSISTANCE],
  ['marseille', O.BACKOFFICE, S.CANCELED, M.MISSION_DELETED, null],
  // Auto Secours Atlantique (Nantes): three trucks around Nantes (fleet.ts); missions wait to be sent.
  ['nantes', O.BACKOFFICE, S.QUICK_CREATED, M.MISSION_NOT_YET_SEND, null],
  ['nantes', O.BACKOFFICE, S.CREATED, M.MISSION_NOT_YET_SEND, P.AXA_ASSISTANCE],
  ['nantes', O.BACKOFFICE, S.HORS_DELAI, M.MISSION_UNAFFECTED, P.IMA],
  // Lyon again, last so that the folders above keep their draw: every valorisation state, two
  // to propose or accept, and two ready to invoice ('Facturer').
  ...(
    [
      [P.AXA_ASSISTANCE, V.ATTENTE_VALORISATION_PRESTATAIRE],
      [P.AXA_ASSISTANCE, V.ATTENTE_VALORISATION_PRESTATAIRE],
      [P.MONDIAL_ASSISTANCE, V.ATTENTE_VALORISATION_PRESTATAIRE],
      [P.AXA_ASSISTANCE, V.ATTENTE_VALORISATION_ASSISTEUR],
      [P.AXA_ASSISTANCE, V.ACCEPTEE],
      [P.AXA_ASSISTANCE, V.VALIDEE],
      [P.EUROP_ASSISTANCE, V.VALIDEE],
    ] as const
  ).map(
    ([provider, valorisation]): Row => [
      'depanneur',
      O.NOMAD,
      S.REPORT,
      M.MISSION_FINISH,
      provider,
      { nature: N.REMORQUAGE, valorisation },
    ],
  ),
];

export const folderScenarios: FolderScenario[] = rows.map(
  ([account, origin, state, mission, provider, extra]) => ({
    account,
    origin,
    state,
    mission,
    provider,
    ...extra,
  }),
);
