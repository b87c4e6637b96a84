import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Answers already worked out: the same numbers come back in every answer that holds a place
 * (each folder's customer, each invoice's contact), and parsing one costs about 0.1 ms; the server
 * checked each of them at every read. Bounded: emptied when it holds 2,000 numbers.
 */
const phoneValidity = new Map<string, boolean>();
const PHONE_VALIDITY_LIMIT = 2000;

/** Phone numbers are read with France as the default region (spec 1 §5, spec 2 §5). */
export function isValidPhone(value: string): boolean {
  let valid = phoneValidity.get(value);
  if (valid === undefined) {
    valid = parsePhoneNumberFromString(value, 'FR')?.isValid() ?? false;
    if (phoneValidity.size >= PHONE_VALIDITY_LIMIT) phoneValidity.clear();
    phoneValidity.set(value, valid);
  }
  return valid;
}

/** E.164 form of a valid number, or null. */
export function normalizePhone(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'FR');
  return parsed?.isValid() ? parsed.number : null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string) => EMAIL_PATTERN.test(value);

export const PHONE_INVALID_MESSAGE = 'Numéro non valide';
export const EMAIL_INVALID_MESSAGE = 'E-mail non valide';
