import { z } from 'zod';
import { inputOf, isoDate, outputOf, shortText } from './fields.ts';

const measure = z.number().min(0).max(100_000);

/** Card 'Véhicule à dépanner' (spec 2 §2). */
const vehiculeFields = {
  immatriculation: shortText(20),
  type: shortText(50),
  couleur: shortText(50),
  /** Gross vehicle weight rating, in kg. */
  ptac: measure,
  modele: shortText(100),
  marque: shortText(100),
  /** Percent, on a slider of step 5, shown as value/100. */
  niveauCarburant: z.number().int().min(0).max(100).multipleOf(5),
  typeCarburant: shortText(50),
  boiteVitesse: shortText(50),
  numeroSerie: shortText(50),
  dateMiseEnCirculation: isoDate,
  typeTransmission: shortText(50),
  poidsVide: measure,
  poidsCharge: measure,
  /** Dimensions in metres, cubage in m³. */
  largeur: measure,
  longueur: measure,
  hauteur: measure,
  cubage: measure,
  kilometrage: z.number().int().min(0).max(10_000_000),
  roulant: z.boolean(),
  vehiculeCharge: z.boolean(),
  coffreToit: z.boolean(),
  porteVelo: z.boolean(),
  garantieConstructeur: z.boolean(),
};

export const Vehicule = outputOf(vehiculeFields);
export type Vehicule = z.infer<typeof Vehicule>;
export const VehiculeInput = inputOf(vehiculeFields);
export type VehiculeInput = z.infer<typeof VehiculeInput>;

/** Card 'Attelage supplémentaire': the trailer hitched to the vehicle. */
const attelageFields = {
  immatriculation: shortText(20),
  marque: shortText(100),
  modele: shortText(100),
  dateMiseEnCirculation: isoDate,
  ptac: measure,
  poidsVide: measure,
  largeur: measure,
  longueur: measure,
  hauteur: measure,
  roulant: z.boolean(),
  vehiculeCharge: z.boolean(),
};

export const Attelage = outputOf(attelageFields);
export type Attelage = z.infer<typeof Attelage>;
export const AttelageInput = inputOf(attelageFields);
export type AttelageInput = z.infer<typeof AttelageInput>;
