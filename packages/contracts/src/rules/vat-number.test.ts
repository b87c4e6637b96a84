import { describe, expect, it } from 'vitest';
import { frenchVatKey, isValidVatNumber, normalizeVatNumber, sirenOfVatNumber } from './vat-number.ts';

describe('intra-community VAT number', () => {
  it('computes the French key from the SIREN', () => {
    expect(frenchVatKey('732829320')).toBe('44');
    expect(frenchVatKey('404833048')).toBe('83');
    expect(frenchVatKey('000000097')).toBe('12');
  });

  it.each(['FR44732829320', 'FR 44 732 829 320', 'fr83404833048', 'FR12000000097'])(
    'accepts the French number %s',
    (value) => expect(isValidVatNumber(value)).toBe(true),
  );

  it.each([
    'FR45732829320', // wrong key
    'FR4473282932', // SIREN of 8 digits
    'FR447328293201', // 10 digits
    'FRAB73282932X',
    'FR',
  ])('refuses the French number %s', (value) => expect(isValidVatNumber(value)).toBe(false));

  it('checks only the shape of other countries', () => {
    expect(isValidVatNumber('DE123456789')).toBe(true);
    expect(isValidVatNumber('BE0123456789')).toBe(true);
    expect(isValidVatNumber('12345')).toBe(false);
    expect(isValidVatNumber('DE1')).toBe(false);
  });

  it('normalises and finds the SIREN', () => {
    expect(normalizeVatNumber('fr 44.732-829 320')).toBe('FR44732829320');
    expect(sirenOfVatNumber('FR44732829320')).toBe('732829320');
    expect(sirenOfVatNumber('DE123456789')).toBeNull();
  });
});
