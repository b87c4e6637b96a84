import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MissionState,
  NatureIntervention,
  type AssistanceProvider as Provider,
} from '@plateau/contracts';
import { garages, streets, type Random } from '../seed/folders-data.ts';
import { customerOf, externalNumberOf, interventionOf, placeOf } from '../seed/folders-parts.ts';
import { vehiculeOf } from '../seed/folders-vehicles.ts';
import type { NomadFolderInput } from '../../modules/folders/nomad-folder-input.ts';
import { distanceKm, type Point } from './geo.ts';

/** The seed's streets and garages are the simulator's map: it works where the demo has places. */
const allStreets = Object.values(streets).flat();
const allGarages = Object.values(garages);
const toPoint = ([, , , latitude, longitude]: readonly [string, string, string, number, number]): Point => ({
  latitude,
  longitude,
});

/** An operator takes work within this distance of its base. */
export const AREA_KM = 60;

const PROVIDERS: Provider[] = [
  AssistanceProvider.AXA_ASSISTANCE,
  AssistanceProvider.AXA_ASSISTANCE,
  AssistanceProvider.MONDIAL_ASSISTANCE,
  AssistanceProvider.EUROP_ASSISTANCE,
  AssistanceProvider.IMA,
  AssistanceProvider.FILASSISTANCE,
];

/**
 * A new folder as an assistance company sends it through Nomad: a customer of the demo's pool
 * stranded in a street near the operator's base, a vehicle, the company's terms, and the nearest
 * garage as destination. Null when the demo has no street near that base.
 */
export function drawNomadFolder(
  random: Random,
  base: Point,
  at: Date,
  index: number,
): NomadFolderInput | null {
  const near = allStreets.filter((street) => distanceKm(base, toPoint(street)) <= AREA_KM);
  if (near.length === 0) return null;
  const customer = customerOf(random);
  const provider = random.pick(PROVIDERS);
  const missionDate = new Date(at.getTime() + 45 * 60_000);
  const nature = random.pick([
    NatureIntervention.REMORQUAGE,
    NatureIntervention.REMORQUAGE,
    NatureIntervention.DEPANNAGE_SUR_PLACE,
  ]);
  const garage = [...allGarages].sort(
    (a, b) => distanceKm(base, toPoint(a)) - distanceKm(base, toPoint(b)),
  )[0]!;
  const intervention = interventionOf(
    {
      account: '',
      origin: CreationOrigine.NOMAD,
      state: FolderState.CREATED,
      mission: MissionState.MISSION_NOT_YET_SEND,
      provider,
      nature,
    },
    random,
    missionDate,
  );
  const vehicule = vehiculeOf(random);
  return {
    folder: {
      externalNumber: externalNumberOf(provider, random, index),
      origineNumber: `NMD-${random.int(100_000, 999_999)}`,
      assistanceProvider: provider,
      contactInfo: `${customer.firstname} ${customer.name}`,
      contactPhone: customer.phone,
      customerPlace: placeOf(random.pick(near), customer),
      interventionDepannage: intervention,
      vehicule,
      missionIntervention: {
        missionDateTime: missionDate.toISOString(),
        text: `${nature === NatureIntervention.REMORQUAGE ? 'Remorquage' : 'Dépannage sur place'} ${vehicule.marque} ${vehicule.modele} ${vehicule.immatriculation} - ${customer.firstname} ${customer.name} ${customer.phone}`,
        destinationPlace: placeOf(garage),
      },
    },
    cancellable: random.next() < 0.8,
    confirmationRequise: random.next() < 0.2,
    propositionInitiale: random.pick(['ASSISTEUR', 'PRESTATAIRE', 'AUCUNE'] as const),
    valorisationInitiale: random.int(90, 260),
  };
}
