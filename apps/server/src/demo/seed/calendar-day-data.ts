/**
 * The busy day seedCalendarDay writes (calendar-day.ts), as data: each mission's time and steps in
 * minutes from the moment the demo is made, its truck by index, its customer and vehicle.
 */
import {
  AssistanceProvider,
  FolderState,
  MissionState,
  NatureIntervention,
  type MissionSteps,
} from '@plateau/contracts';

/** Where the towed vehicles of the day go. */
export const GARAGE = {
  companyName: 'Garage Renault Lyon Sud',
  line1: '20 route de Vienne',
  zipCode: '69007',
  city: 'Lyon',
  latitude: 45.736,
  longitude: 4.848,
};

export interface DayMission {
  /** Minutes from now to the mission date. */
  at: number | null;
  /** Index of the truck (and of its driver), or null: waiting in « À planifier ». */
  truck: number | null;
  folderState: FolderState;
  missionState: MissionState;
  /** Steps reported, in minutes from now. */
  steps?: Partial<Record<keyof MissionSteps, number>>;
  provider: AssistanceProvider;
  nature: NatureIntervention;
  customer: [
    firstname: string,
    name: string,
    line1: string,
    zipCode: string,
    city: string,
    lat: number,
    lon: number,
  ];
  vehicle: [marque: string, modele: string, immatriculation: string];
}

const S = FolderState;
const M = MissionState;
export const day: DayMission[] = [
  // Finished this morning: real spans.
  {
    at: -330,
    truck: 0,
    folderState: S.REPORT,
    missionState: M.MISSION_FINISH,
    steps: {
      received: -332,
      accepted: -331,
      started: -325,
      arrivedAtDestination: -300,
      departureFromDestination: -270,
      finished: -245,
    },
    provider: AssistanceProvider.AXA_ASSISTANCE,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Inès', 'Marchand', '24 rue de la République', '69002', 'Lyon', 45.762, 4.8357],
    vehicle: ['Renault', 'Clio V', 'FD-318-LM'],
  },
  {
    at: -240,
    truck: 1,
    folderState: S.REPORT,
    missionState: M.MISSION_FINISH,
    steps: { received: -241, started: -238, arrivedAtDestination: -215, finished: -175 },
    provider: AssistanceProvider.MONDIAL_ASSISTANCE,
    nature: NatureIntervention.DEPANNAGE_SUR_PLACE,
    customer: ['Paul', 'Renaud', '8 cours Gambetta', '69007', 'Lyon', 45.7516, 4.8489],
    vehicle: ['Peugeot', '308', 'GB-544-RT'],
  },
  // Under way now.
  {
    at: -45,
    truck: 2,
    folderState: S.ACCEPTED,
    missionState: M.MISSION_STARTED,
    steps: { received: -44, accepted: -43, started: -40, arrivedAtDestination: -12 },
    provider: AssistanceProvider.EUROP_ASSISTANCE,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Chloé', 'Perrin', '115 avenue Jean Jaurès', '69007', 'Lyon', 45.7399, 4.8412],
    vehicle: ['Volkswagen', 'Golf 8', 'EH-207-VW'],
  },
  {
    at: -20,
    truck: 4,
    folderState: S.WAITING,
    missionState: M.MISSION_STARTED,
    steps: { received: -18, accepted: -17, started: -15 },
    provider: AssistanceProvider.IMA,
    nature: NatureIntervention.DEPANNAGE_RAPIDE_ATELIER,
    customer: ['Mehdi', 'Bouzid', '3 place Bellecour', '69002', 'Lyon', 45.7578, 4.832],
    vehicle: ['Toyota', 'Yaris Hybride', 'FK-901-TY'],
  },
  // Planned for later today: one sent, two not yet; two overlap on the fourth truck.
  {
    at: 75,
    truck: 2,
    folderState: S.WAITING,
    missionState: M.MISSION_STARTED,
    provider: AssistanceProvider.AXA_ASSISTANCE,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Laura', 'Vidal', '42 rue du Dauphiné', '69003', 'Lyon', 45.7522, 4.8731],
    vehicle: ['Citroën', 'C3', 'GC-118-CZ'],
  },
  {
    at: 120,
    truck: 3,
    folderState: S.ACCEPTED,
    missionState: M.MISSION_NOT_YET_SEND,
    provider: AssistanceProvider.MONDIAL_ASSISTANCE,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Julien', 'Morel', '17 avenue Franklin Roosevelt', '69500', 'Bron', 45.737, 4.911],
    vehicle: ['Dacia', 'Sandero', 'EZ-650-DS'],
  },
  {
    at: 150,
    truck: 3,
    folderState: S.CREATED,
    missionState: M.MISSION_NOT_YET_SEND,
    provider: AssistanceProvider.IMA,
    nature: NatureIntervention.DEPANNAGE_SUR_PLACE,
    customer: ['Sofia', 'Lemaire', '6 rue Victor Hugo', '69200', 'Vénissieux', 45.697, 4.886],
    vehicle: ['Renault', 'Master', 'DV-477-RM'],
  },
  {
    at: 240,
    truck: 1,
    folderState: S.CREATED,
    missionState: M.MISSION_NOT_YET_SEND,
    provider: AssistanceProvider.EUROP_ASSISTANCE,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Bruno', 'Carré', '12 quai Jean Moulin', '38200', 'Vienne', 45.525, 4.874],
    vehicle: ['Peugeot', '3008', 'FP-233-PG'],
  },
  // Still without a truck: « À planifier ».
  {
    at: 60,
    truck: null,
    folderState: S.ACCEPTED,
    missionState: M.MISSION_NOT_YET_SEND,
    provider: AssistanceProvider.AXA_ASSISTANCE,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Emma', 'Garnier', '55 rue Garibaldi', '69006', 'Lyon', 45.768, 4.852],
    vehicle: ['Tesla', 'Model 3', 'GE-402-TS'],
  },
  {
    at: 180,
    truck: null,
    folderState: S.CREATED,
    missionState: M.MISSION_NOT_YET_SEND,
    provider: AssistanceProvider.MONDIAL_ASSISTANCE,
    nature: NatureIntervention.DEPANNAGE_SUR_PLACE,
    customer: ['Yanis', 'Fontaine', '9 avenue Berthelot', '69007', 'Lyon', 45.746, 4.842],
    vehicle: ['BMW', 'Série 3', 'FA-786-BM'],
  },
  {
    at: null,
    truck: null,
    folderState: S.CREATED,
    missionState: M.MISSION_NOT_YET_SEND,
    provider: AssistanceProvider.IMA,
    nature: NatureIntervention.REMORQUAGE,
    customer: ['Manon', 'Chevalier', '30 rue de Créqui', '69006', 'Lyon', 45.766, 4.846],
    vehicle: ['Renault', 'Clio V', 'EB-129-CL'],
  },
];
