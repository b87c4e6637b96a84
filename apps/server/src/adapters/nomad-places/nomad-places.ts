import { z } from 'zod';

/** A favourite place as Nomad describes it (GET /configurations/{id}/places). */
const text = z.string().max(500).nullish();
export const NomadPlace = z.object({
  id: z.union([z.string().min(1).max(100), z.number().int()]).transform(String),
  label: z.string().min(1).max(200),
  companyName: text,
  address: z
    .object({
      line1: text,
      line2: text,
      line3: text,
      zipCode: text,
      city: text,
      country: text,
      latitude: z.number().min(-90).max(90).nullish(),
      longitude: z.number().min(-180).max(180).nullish(),
    })
    .nullish(),
  contact: z.object({ firstname: text, name: text, phone: text, email: text }).nullish(),
});
export type NomadPlace = z.output<typeof NomadPlace>;
export type NomadPlaceInput = z.input<typeof NomadPlace>;
export const NomadPlaceList = z.object({ places: z.array(NomadPlace).max(2_000) });

/** Nomad failed or refused; the message is French and shown to the user as it is. */
export class NomadPlacesError extends Error {}

/** The favourite places an operator keeps on Nomad, shared with its drivers' application. */
export interface NomadPlaces {
  /** Every place of the Nomad configuration (an account's nomadConfiguration.id). */
  listPlaces(configurationId: number): Promise<NomadPlace[]>;
}
