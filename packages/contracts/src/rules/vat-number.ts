/**
 * Intra-community VAT numbers (spec 1 §2 'Customers'): two letters of country, then up to 12
 * letters or digits. A French one is FR + a 2-digit key + the 9-digit SIREN, the key being
 * (12 + 3 × (SIREN mod 97)) mod 97; it is checked. Spaces and dots as typed are ignored.
 */
const GENERIC_VAT = /^[A-Z]{2}[0-9A-Z+*]{2,12}$/;
const FRENCH_VAT = /^FR([0-9A-HJ-NP-Z]{2})(\d{9})$/;

export const VAT_NUMBER_INVALID_MESSAGE = 'Numéro de TVA intracommunautaire non valide';

/** The number without spaces, dots or dashes, in capitals: the form that is stored. */
export const normalizeVatNumber = (value: string): string => value.replace(/[\s.-]/g, '').toUpperCase();

/** The key a French VAT number must carry for this SIREN. */
export const frenchVatKey = (siren: string): string =>
  String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');

export function isValidVatNumber(value: string): boolean {
  const normalized = normalizeVatNumber(value);
  if (!normalized.startsWith('FR')) return GENERIC_VAT.test(normalized);
  const match = FRENCH_VAT.exec(normalized);
  if (!match) return false;
  const [, key, siren] = match;
  // Keys with letters belong to companies without a SIREN: no arithmetic key to check.
  return /\d\d/.test(key!) ? key === frenchVatKey(siren!) : true;
}

/** The SIREN inside a French VAT number, or null. */
export function sirenOfVatNumber(value: string): string | null {
  const match = FRENCH_VAT.exec(normalizeVatNumber(value));
  return match ? match[2]! : null;
}
