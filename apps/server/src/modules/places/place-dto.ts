import type { FavouritePlace, FavouritePlaceInput } from '@plateau/contracts';
import type { StoredPlace } from '../../db/schema/index.ts';
import type { FavouritePlaceRow } from './places.repository.ts';

const EMPTY_PLACE: StoredPlace = {
  companyName: null,
  zoneId: null,
  codeInsee: null,
  line1: null,
  line2: null,
  line3: null,
  zipCode: null,
  city: null,
  country: null,
  latitude: null,
  longitude: null,
  gpsValide: null,
  descriptionLieu: null,
  contactName: null,
  contactFirstname: null,
  contactPhone: null,
  contactEmail: null,
};
const PLACE_KEYS = Object.keys(EMPTY_PLACE) as Array<keyof StoredPlace>;

/** Only the panel's known fields are stored, each present (null when unknown). */
export function storedPlaceOf(input: Partial<Record<keyof StoredPlace, unknown>>): StoredPlace {
  const place: Record<string, unknown> = { ...EMPTY_PLACE };
  for (const key of PLACE_KEYS) if (input[key] !== undefined) place[key] = input[key];
  return place as StoredPlace;
}

export const placeValuesOf = (input: FavouritePlaceInput) => ({
  label: input.label,
  place: storedPlaceOf(input),
});

export const toPlaceDto = (row: FavouritePlaceRow): FavouritePlace => ({
  ...storedPlaceOf(row.place),
  id: row.id,
  name: row.label,
  label: row.label,
  readOnly: row.readOnly,
});
