import { ANONYMISED } from '@plateau/contracts';

/** Keys of a person's name, and of the vehicle that identifies them: always replaced. */
const PERSON_KEYS = new Set(['contactName', 'contactFirstname', 'immatriculation', 'numeroSerie']);
/**
 * Keys of a phone or an e-mail: dropped, never replaced, since every schema that reads them wants
 * a valid number or address (« Anonymisé » made the folder, the map and the driver app answer 500).
 */
const CONTACT_KEY = /phone|telephone|email|mail$/i;
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
 * A copy of a JSON value where the person's name and vehicle keys read « Anonymisé », their phones
 * and e-mails are gone, and any other string holding one of their identifiers reads « Anonymisé »
 * too (a free text « Appeler M. Dupont »). With
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
    // The person's own place loses every phone and e-mail; another place (a garage) only theirs.
    if (CONTACT_KEY.test(key) && typeof item === 'string' && (reduceAddress || holdsPerson(item))) continue;
    if (PERSON_KEYS.has(key) && item !== null && item !== undefined && item !== '') copy[key] = ANONYMISED;
    else copy[key] = anonymiseJson(item, holdsPerson, reduceAddress);
  }
  return copy;
}

/** A free text: kept unless it holds the person. */
export const anonymiseText = (text: string | null, holdsPerson: (text: string) => boolean): string | null =>
  text !== null && holdsPerson(text) ? ANONYMISED : text;
