import type { Attelage, Vehicule } from '@plateau/contracts';
import { registration, vehicles, type Random } from './folders-data.ts';

/** The vehicle to tow, and sometimes its trailer, as the demo folders describe them. */
export function vehiculeOf(random: Random): Partial<Vehicule> {
  const [marque, modele, type, typeCarburant, couleur] = random.pick(vehicles);
  const utility = type === 'Véhicule utilitaire';
  return {
    immatriculation: registration(random),
    marque,
    modele,
    type,
    couleur,
    typeCarburant,
    ptac: utility ? 3500 : random.int(13, 22) * 100,
    niveauCarburant: random.int(0, 20) * 5,
    boiteVitesse: random.pick(['Manuelle', 'Automatique']),
    numeroSerie: `VF1${random.int(10_000_000, 99_999_999)}${random.int(100_000, 999_999)}`,
    dateMiseEnCirculation: `${random.int(2012, 2024)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
    typeTransmission: random.pick(['Traction', 'Propulsion', '4x4']),
    poidsVide: utility ? 2100 : random.int(10, 16) * 100,
    poidsCharge: utility ? 3400 : random.int(15, 21) * 100,
    largeur: utility ? 2.07 : 1.8,
    longueur: utility ? 5.55 : 4.3,
    hauteur: utility ? 2.5 : 1.45,
    cubage: utility ? 13 : 0.4,
    kilometrage: random.int(5, 240) * 1000,
    roulant: random.next() < 0.4,
    vehiculeCharge: utility,
    coffreToit: random.next() < 0.1,
    porteVelo: random.next() < 0.1,
    garantieConstructeur: random.next() < 0.3,
  };
}

export const attelageOf = (random: Random): Partial<Attelage> => ({
  immatriculation: registration(random),
  marque: random.pick(['Lider', 'Erka', 'Trigano']),
  modele: 'Remorque bagagère',
  dateMiseEnCirculation: `${random.int(2010, 2023)}-06-01`,
  ptac: 750,
  poidsVide: 180,
  largeur: 1.5,
  longueur: 2.6,
  hauteur: 1.1,
  roulant: true,
  vehiculeCharge: random.next() < 0.5,
});
