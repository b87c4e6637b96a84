import { ANONYMISED } from '@plateau/contracts';

/** Keys of a person's contact, and of the vehicle that identifies them: always replaced. */
const PERSON_KEYS = new Set([
  'contactName',
  'contactFirstname',
  'contactPhone',
  'contactEmail',
  'immatriculation',
  'numeroSerie',
]);
/** Keys of an address below the town, and its coordinates: dropped from the person's places. */
const ADDRESS_KEYS = new Set([
  'line1',
  'line2',
  'line3',
  'descriptionLieu',
  'label',
  'companyName',
  'latitude',
  'longitude',
  'gpsValide',
  'codeInsee',
]);

type Json = unknown;

/**
 * A copy of a JSON value where the person's contact and vehicle keys read « Anonymisé », and any
 * other string holding one of their identifiers too (a free text « Appeler M. Dupont »). With
 * `reduceAddress`, a place keeps only its town (zip code, city, country). Figures, dates and
 * states are kept: the statistics still count the folder.
 */
export function anonymiseJson(
  value: Json,
  holdsPerson: (text: string) => boolean,
  reduceAddress = false,
): Json {
  if (typeof value === 'string') return holdsPerson(value) ? ANONYMISED : value;
  if (Array.isArray(value)) return value.map((item) => anonymiseJson(item, holdsPerson, reduceAddress));
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, Json> = {};
  for (const [key, item] of Object.entries(value)) {
    if (reduceAddress && ADDRESS_KEYS.has(key)) continue;
    if (PERSON_KEYS.has(key) && item !== null && item !== undefined && item !== '') copy[key] = ANONYMISED;
    else copy[key] = anonymiseJson(item, holdsPerson, reduceAddress);
  }
  return copy;
}

/** A free text: kept unless it holds the person. */
export const anonymiseText = (text: string | null, holdsPerson: (text: string) => boolean): string | null =>
  text !== null && holdsPerson(text) ? ANONYMISED : text;
