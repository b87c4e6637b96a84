/**
 * SIREN (9 digits) and SIRET (14 digits): the INSEE numbers of a French company and of one of its
 * establishments, each ending with a Luhn check digit. A buyer company's SIREN is a mandatory
 * mention of its invoices since the 2026 reform.
 */
export const SIREN_INVALID_MESSAGE = 'Numéro SIREN non valide (9 chiffres)';

/** The number without spaces, as typed « 732 829 320 ». */
export const normalizeSiren = (value: string): string => value.replace(/[\s.]/g, '');

/** Luhn's check: from the right, every second digit doubled (minus 9 above 9), the sum a multiple of 10. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function isValidSiren(value: string): boolean {
  const siren = normalizeSiren(value);
  return /^\d{9}$/.test(siren) && passesLuhn(siren);
}
