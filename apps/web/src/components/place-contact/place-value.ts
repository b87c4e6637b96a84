import {
  ADDRESS_KEYS,
  EMAIL_INVALID_MESSAGE,
  isValidEmail,
  isValidPhone,
  nullFields,
  PHONE_INVALID_MESSAGE,
  type GeocodeSuggestion,
  type Place,
} from '@plateau/contracts';

/** What the place / contact panel edits: a Place (spec 1 §3) whose fields may all be missing. */
export type PlaceValue = Partial<Place>;
export type PlaceField = keyof Place;
/** The panel's fields, the address counting as one. */
export type PanelField =
  | Exclude<PlaceField, 'line1' | 'line2' | 'line3' | 'zipCode' | 'city' | 'country'>
  | 'address';

export interface PlaceMessages {
  phone: string;
  email: string;
  /** Said while typing an address the address service does not know. */
  addressNotFound?: string;
}
export const DEFAULT_PLACE_MESSAGES: PlaceMessages = {
  phone: PHONE_INVALID_MESSAGE,
  email: EMAIL_INVALID_MESSAGE,
};

/** The address on one line, as the address input shows it; the free text when it was not geocoded. */
export function addressText(place: PlaceValue | null | undefined): string {
  if (!place) return '';
  const town = [place.zipCode, place.city].filter(Boolean).join(' ');
  const text = [place.line1, place.line2, place.line3, town].filter(Boolean).join(', ');
  return text || place.descriptionLieu || '';
}

const CLEARED_ADDRESS = {
  ...nullFields(ADDRESS_KEYS),
  codeInsee: null,
  gpsValide: false,
} as const satisfies PlaceValue;

/**
 * Spec 1 §5: a suggestion with a position fills the address; one without clears the address
 * parts and keeps what the user typed as descriptionLieu (the field is then flagged).
 */
export function applySuggestion(
  place: PlaceValue,
  suggestion: GeocodeSuggestion,
  typedText: string,
): PlaceValue {
  if (!suggestion.hasGeometry || suggestion.latitude === null || suggestion.longitude === null) {
    return keepFreeText(place, typedText);
  }
  return {
    ...place,
    line1: suggestion.line1,
    line2: suggestion.line2,
    line3: suggestion.line3,
    zipCode: suggestion.zipCode,
    city: suggestion.city,
    country: suggestion.country,
    latitude: suggestion.latitude,
    longitude: suggestion.longitude,
    codeInsee: suggestion.codeInsee ?? place.codeInsee ?? null,
    gpsValide: true,
    descriptionLieu: null,
  };
}

/** Text that matches no geocoded address is kept as is, without address parts. */
export function keepFreeText(place: PlaceValue, typedText: string): PlaceValue {
  return { ...place, ...CLEARED_ADDRESS, descriptionLieu: typedText.trim() || null };
}

/** The address is only a free text: the panel flags it. */
export const isUnlocated = (place: PlaceValue | null | undefined) =>
  !!place?.descriptionLieu?.trim() &&
  (place.latitude == null || place.longitude == null) &&
  !place.line1 &&
  !place.city;

export const positionOf = (place: PlaceValue | null | undefined): [number, number] | null =>
  place?.latitude != null && place.longitude != null ? [place.latitude, place.longitude] : null;

/** The marker was dragged: the position is the user's, hence valid. */
export const movePosition = (place: PlaceValue, latitude: number, longitude: number): PlaceValue => ({
  ...place,
  latitude,
  longitude,
  gpsValide: true,
});

/** The contact's phone and e-mail, checked with the contracts' rules; empty ones are fine. */
export function placeErrors(
  place: PlaceValue | null | undefined,
  messages: PlaceMessages = DEFAULT_PLACE_MESSAGES,
): Partial<Record<'contactPhone' | 'contactEmail', string>> {
  const errors: Partial<Record<'contactPhone' | 'contactEmail', string>> = {};
  const phone = place?.contactPhone?.trim();
  const email = place?.contactEmail?.trim();
  if (phone && !isValidPhone(phone)) errors.contactPhone = messages.phone;
  if (email && !isValidEmail(email)) errors.contactEmail = messages.email;
  return errors;
}
