/**
 * The seller's bank details printed on its invoices (payment by transfer, EN 16931 BT-84/BT-86).
 * An IBAN (ISO 13616) is a country code, two check digits and the national account number (BBAN);
 * it is valid when, its first four characters moved to the end and its letters read as numbers
 * (A = 10 … Z = 35), it leaves 1 divided by 97. A BIC (ISO 9362) names the bank: 4 characters of
 * institution, 2 letters of country, 2 of location, and 3 optional of branch.
 */
export const IBAN_INVALID_MESSAGE = 'IBAN non valide (ex. : FR76 3000 6000 0112 3456 7890 189)';
export const BIC_INVALID_MESSAGE = 'BIC non valide : 8 ou 11 caractères (ex. : BNPAFRPP ou BNPAFRPPXXX)';

/**
 * The lengths of the SEPA countries' IBANs (SWIFT IBAN registry). The French overseas departments
 * and territories and Monaco use FR-like 27-character IBANs. Other countries are held to the
 * standard's bounds only (15 to 34 characters), so that no real IBAN is refused.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const BIC_SHAPE = /^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The IBAN as it is stored: no spaces (as printed, in groups of four), in capitals. */
export const normalizeIban = (value: string): string => value.replace(/\s/g, '').toUpperCase();

/** The remainder of the IBAN's number modulo 97, read digit by digit (it has up to 70 digits). */
function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const value = parseInt(char, 36); // '0'–'9' → 0–9, 'A'–'Z' → 10–35
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  if (!IBAN_SHAPE.test(iban)) return false;
  const expectedLength = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expectedLength !== undefined && iban.length !== expectedLength) return false;
  return ibanRemainder(iban) === 1;
}

/** The IBAN in groups of four, as it is printed and read aloud (« FR76 3000 6000 … »). */
export const formatIban = (value: string): string =>
  normalizeIban(value)
    .replace(/(.{4})/g, '$1 ')
    .trim();

/** The BIC as it is stored: no spaces, in capitals. */
export const normalizeBic = (value: string): string => value.replace(/\s/g, '').toUpperCase();

export const isValidBic = (value: string): boolean => BIC_SHAPE.test(normalizeBic(value));
