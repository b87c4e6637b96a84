import { describe, expect, it } from 'vitest';
import { formatIban, isValidBic, isValidIban, normalizeBic, normalizeIban } from './iban.ts';

describe('IBAN (ISO 13616)', () => {
  it('accepts IBANs whose mod-97 check holds, as typed with spaces and in small letters', () => {
    for (const iban of [
      'FR7630006000011234567890189',
      'FR76 3000 6000 0112 3456 7890 189',
      'fr76 3000 6000 0112 3456 7890 189',
      'DE89370400440532013000',
      'GB82 WEST 1234 5698 7654 32',
      'BE68539007547034',
      'MC5811222000010123456789030',
      'NO9386011117947',
      'MT84MALT011000012345MTLCAST001S',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong check, a wrong length for the country, or characters that do not belong', () => {
    for (const iban of [
      'FR7630006000011234567890188', // one digit off
      'FR7730006000011234567890189', // wrong check digits
      'FR763000600001123456789018', // 26 characters for a French IBAN
      'DE8937040044053201300', // 21 for a German one
      'FR76-3000-6000-0112-3456-7890-189',
      '7630006000011234567890189',
      'FR76',
      '',
      'FR76 3000 6000 0112 3456 7890 18É',
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  it('swapping two digits breaks the check (what mod 97 is for)', () => {
    expect(isValidIban('FR7630006000011234567809189')).toBe(false);
  });

  it('stores without spaces, prints in groups of four', () => {
    expect(normalizeIban(' fr76 3000\u00a06000 0112 3456 7890 189 ')).toBe('FR7630006000011234567890189');
    expect(formatIban('FR7630006000011234567890189')).toBe('FR76 3000 6000 0112 3456 7890 189');
  });
});

describe('BIC (ISO 9362)', () => {
  it('accepts 8 or 11 characters: bank, country, location, optional branch', () => {
    for (const bic of ['BNPAFRPP', 'BNPAFRPPXXX', 'agrifrpp882', 'DEUT DE FF', 'CEPAFRPP751']) {
      expect(isValidBic(bic), bic).toBe(true);
    }
    expect(normalizeBic('bnpa frpp')).toBe('BNPAFRPP');
  });

  it('refuses other lengths and a country that is not two letters', () => {
    for (const bic of ['BNPAFRP', 'BNPAFRPPX', 'BNPAFRPPXXXX', 'BNPA12PP', 'BNPA-FRPP', '']) {
      expect(isValidBic(bic), bic).toBe(false);
    }
  });
});
