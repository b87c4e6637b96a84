import { describe, expect, it } from 'vitest';
import { isValidSiren, normalizeSiren, passesLuhn } from './siren.ts';

describe('SIREN', () => {
  it('accepts a number whose Luhn check holds, as typed with spaces', () => {
    expect(isValidSiren('732829320')).toBe(true);
    expect(isValidSiren('732 829 320')).toBe(true);
    expect(normalizeSiren('732 829 320')).toBe('732829320');
  });

  it('refuses a wrong check digit, a wrong length or letters', () => {
    expect(isValidSiren('732829321')).toBe(false);
    expect(isValidSiren('73282932')).toBe(false);
    expect(isValidSiren('73282932A')).toBe(false);
  });

  it('checks Luhn on a SIRET too', () => {
    expect(passesLuhn('73282932000074')).toBe(true);
    expect(passesLuhn('73282932000075')).toBe(false);
  });
});
