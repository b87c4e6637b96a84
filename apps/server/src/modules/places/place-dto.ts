import { nullFields, PLACE_KEYS, type FavouritePlace, type FavouritePlaceInput } from '@plateau/contracts';
import type { StoredPlace } from '../../db/schema/index.ts';
import type { FavouritePlaceRow } from './places.repository.ts';

/** A stored place has every field but the favourite's own (id, label) and the step's date. */
const STORED_KEYS = PLACE_KEYS.filter(
  (key): key is keyof StoredPlace => key !== 'id' && key !== 'label' && key !== 'date',
);
const EMPTY_PLACE = nullFields(STORED_KEYS) as StoredPlace;

/** Only the panel's known fields are stored, each present (null when unknown). */
export function storedPlaceOf(input: Partial<Record<keyof StoredPlace, unknown>>): StoredPlace {
  const place: Record<string, unknown> = { ...EMPTY_PLACE };
  for (const key of STORED_KEYS) if (input[key] !== undefined) place[key] = input[key];
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
