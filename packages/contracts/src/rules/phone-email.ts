import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Phone numbers are read with France as the default region (spec 1 §5, spec 2 §5). */
export function isValidPhone(value: string): boolean {
  const parsed = parsePhoneNumberFromString(value, 'FR');
  return parsed?.isValid() ?? false;
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
