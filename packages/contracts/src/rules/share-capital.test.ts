import { describe, expect, it } from 'vitest';
import { parseShareCapital } from './share-capital.ts';

describe('share capital', () => {
  it('reads French and API writings and numbers, to the cent', () => {
    expect(parseShareCapital('7 500,50')).toBe('7500.50');
    expect(parseShareCapital('7\u202f500,5')).toBe('7500.50');
    expect(parseShareCapital('10000')).toBe('10000.00');
    expect(parseShareCapital('1.00')).toBe('1.00');
    expect(parseShareCapital(37000)).toBe('37000.00');
    expect(parseShareCapital(0.01)).toBe('0.01');
    expect(parseShareCapital('999999999999.99')).toBe('999999999999.99');
  });

  it('refuses zero, negatives, fractions of a cent, past the bound and what is not an amount', () => {
    for (const value of ['0', '0,00', '-100', '10,005', '1000000000000', '10 000 €', 'dix mille', '', 1e13]) {
      expect(parseShareCapital(value), String(value)).toBeNull();
    }
  });
});
