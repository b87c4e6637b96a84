import {
  Appelant,
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  JustificationDelaiCode,
  MissionState,
  NatureIntervention,
  Typologie,
  type Acceptation,
  type AssistanceProvider as Provider,
  type InterventionDepannage,
  type MissionReport,
  type MissionStatistic,
  type Place,
  type ReportDepannage,
} from '@plateau/contracts';
import type { MissionPosition } from '../../db/schema/index.ts';
import { customers, type Random } from './folders-data.ts';
import type { FolderScenario } from './folders-scenarios.ts';

type Street = [string, string, string, number, number];
const S = FolderState;
const M = MissionState;

export function placeOf(
  street: Street,
  contact?: { firstname: string; name: string; phone: string },
): Partial<Place> {
  const [line1, zipCode, city, latitude, longitude] = street;
  return {
    line1,
    zipCode,
    city,
    country: 'France',
    latitude,
    longitude,
    gpsValide: true,
    label: `${line1} ${zipCode} ${city}`,
    ...(contact && {
      contactFirstname: contact.firstname,
      contactName: contact.name,
      contactPhone: contact.phone,
      contactEmail: `${contact.firstname}.${contact.name}@exemple.fr`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, ''),
    }),
  };
}

export function customerOf(random: Random) {
  const [firstname, name, phone] = random.pick(customers);
  return { firstname, name, phone };
}

export function externalNumberOf(provider: Provider | null, random: Random, index: number): string | null {
  switch (provider) {
    case null:
      return index % 2 === 0 ? `CMD-${2025}-${String(index).padStart(4, '0')}` : null;
    case AssistanceProvider.AXA_ASSISTANCE:
      return `${5016400000 + random.int(0, 99_999)}*0${random.int(1, 3)}`;
    case AssistanceProvider.MONDIAL_ASSISTANCE:
      return `MA${random.int(1_000_000, 9_999_999)}`;
    case AssistanceProvider.EUROP_ASSISTANCE:
      return `EA-${random.int(100_000, 999_999)}`;
    default:
      return `${provider.slice(0, 3)}${random.int(100_000, 999_999)}`;
  }
}

const REPORT_STATES: FolderState[] = [
  S.REPORT,
  S.REPORT_VALIDATED,
  S.VALORISATION_ACCEPTED,
  S.END_OF_MISSION,
  S.CLOSED,
];
export const hasReport = (state: FolderState) => REPORT_STATES.includes(state);
export const wasAccepted = (scenario: FolderScenario) =>
  [S.ACCEPTED, S.ACCEPTED_CONFIRMED, S.CANCEL_PROPOSAL, ...REPORT_STATES].includes(scenario.state);

export function interventionOf(
  scenario: FolderScenario,
  random: Random,
  missionDate: Date,
): Partial<InterventionDepannage> {
  const typologie =
    scenario.typologie ?? random.pick([Typologie.IMMEDIATE, Typologie.IMMEDIATE, Typologie.RDV]);
  const fromAssisteur = scenario.origin === CreationOrigine.NOMAD;
  const callerByTypologie: Partial<Record<Typologie, Appelant[]>> = {
    [Typologie.AUTOROUTE]: [Appelant.CONCESSIONNAIRE_AUTOROUTE],
    [Typologie.APPEL_POLICE]: [Appelant.POLICE, Appelant.GENDARMERIE],
  };
  const callers = callerByTypologie[typologie];
  const nature =
    scenario.nature ?? random.pick([NatureIntervention.REMORQUAGE, NatureIntervention.DEPANNAGE_SUR_PLACE]);
  return {
    typologie,
    nature,
    typologieModifiable: fromAssisteur && random.next() < 0.4,
    delaiDemande: 45,
    delaiMax: 90,
    delaiAvantJustification: 60,
    delaiRdvAutorise: fromAssisteur && random.next() < 0.5,
    changementsNatureAutorises: fromAssisteur
      ? [
          NatureIntervention.REMORQUAGE,
          NatureIntervention.DEPANNAGE_SUR_PLACE,
          NatureIntervention.DEPLACEMENT_POUR_RIEN,
        ]
      : [],
    kmSupplAutorises: random.next() < 0.3,
    kmPrevus: random.int(5, 60),
    dateIntervention: missionDate.toISOString(),
    commentaire: random.pick([
      'Véhicule en panne, ne démarre plus.',
      'Crevaison, pas de roue de secours.',
      'Accident matériel, véhicule non roulant.',
      'Panne de batterie.',
      'Erreur de carburant.',
    ]),
    occupants: random.int(1, 4),
    faitGenerateur: random.pick(['N3.1.1', 'N3.2.4', 'N3.4.2']),
    geneLaCirculation: typologie === Typologie.AUTOROUTE,
    peripheriqueVoieRapide: typologie === Typologie.AUTOROUTE,
    parking: random.next() < 0.2,
    sousSol: false,
    hauteurLimitee: false,
    avecIncendie: false,
    ...(callers && {
      appelant: random.pick(callers),
      nomAppelant: typologie === Typologie.AUTOROUTE ? 'APRR - PC de Beaune' : 'Commissariat de police',
      telephoneAppelant: typologie === Typologie.AUTOROUTE ? '03 80 24 56 00' : '04 78 78 40 40',
    }),
    ...(typologie === Typologie.AUTOROUTE && {
      dateEntreeAutoroute: new Date(missionDate.getTime() - 45 * 60_000).toISOString(),
    }),
  };
}

export function acceptationOf(random: Random, creation: Date): Acceptation {
  const delai = random.pick([30, 45, 60, 75]);
  return {
    type: Typologie.IMMEDIATE,
    delaiIntervention: delai,
    justificationDelai: delai > 60 ? random.pick(JustificationDelaiCode) : null,
    dateRdv: null,
    commentaireRdv: null,
    acceptedDateTime: new Date(creation.getTime() + 4 * 60_000).toISOString(),
  };
}

const reportStep = (place: Partial<Place>, date: Date) => ({
  date: date.toISOString(),
  line1: place.line1 ?? null,
  line2: null,
  line3: null,
  zipCode: place.zipCode ?? null,
  city: place.city ?? null,
  country: 'France',
  latitude: place.latitude ?? null,
  longitude: place.longitude ?? null,
});

export function reportOf(
  start: Partial<Place>,
  customer: Partial<Place>,
  garage: Partial<Place>,
  missionDate: Date,
  state: FolderState,
): ReportDepannage {
  const at = (minutes: number) => new Date(missionDate.getTime() + minutes * 60_000);
  const interventionReport: MissionReport = {
    kmTotal: 38,
    kmSupplementaire: 0,
    startedPlace: reportStep(start, at(-40)),
    arrivedAtDestinationPlace: { ...reportStep(customer, at(0)), prevu: true },
    departedFromDestinationPlace: reportStep(customer, at(35)),
    finishPlace: reportStep(garage, at(70)),
    motifDeplacementPourRien: null,
  };
  return { modifiable: state === S.REPORT, interventionReport, relivraisonReport: null };
}

const FINISHED: MissionState[] = [M.MISSION_FINISH, M.MISSION_AUTO_FINISH];
const UNDER_WAY: MissionState[] = [M.MISSION_STARTED, M.MISSION_RESUMED, M.MISSION_MODIFIED, ...FINISHED];
export const isUnderWay = (state: MissionState) => UNDER_WAY.includes(state);

export function statisticOf(state: MissionState, random: Random): MissionStatistic | null {
  if (!isUnderWay(state)) return null;
  const finished = FINISHED.includes(state);
  return {
    received: true,
    accepted: true,
    started: true,
    navigationStarted: true,
    arrivedAtDestination: finished || random.next() < 0.5,
    departureFromDestination: finished,
    finished,
    pickup: finished,
    repareOnPlace: false,
    missionForNothing: false,
    approcheDelay: random.int(20, 70),
    delayOnPlace: finished ? random.int(15, 45) : 0,
  };
}

/** Positions along the way from the truck's base to the customer, as a truck would report them. */
export function positionsOf(
  from: [number, number],
  to: Partial<Place>,
  start: Date,
  steps: number,
): MissionPosition[] {
  if (to.latitude == null || to.longitude == null) return [];
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / (steps + 1);
    return {
      latitude: Number((from[0] + (to.latitude! - from[0]) * t).toFixed(5)),
      longitude: Number((from[1] + (to.longitude! - from[1]) * t).toFixed(5)),
      dateTime: new Date(start.getTime() + i * 6 * 60_000).toISOString(),
    };
  });
}
