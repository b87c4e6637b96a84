import { describe, expect, it } from 'vitest';
import { divideRounded, formatCents, formatEuros, numberToCents, toDecimal } from './money.ts';

describe('money in integer cents', () => {
  it('reads a number as the decimal it was written as', () => {
    expect(toDecimal(0.1)).toEqual({ units: 1n, scale: 1 });
    expect(toDecimal(-12.345)).toEqual({ units: -12345n, scale: 3 });
    expect(toDecimal(1e21)).toEqual({ units: 10n ** 21n, scale: 0 });
    expect(toDecimal(1e-7)).toEqual({ units: 1n, scale: 7 });
  });

  it('rounds halves away from zero, where binary floats round 1.005 down', () => {
    expect(numberToCents(1.005)).toBe(101n);
    expect(numberToCents(-1.005)).toBe(-101n);
    expect(numberToCents(2.675)).toBe(268n);
    expect(numberToCents(0.1 + 0.2)).toBe(30n);
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(7n, 3n)).toBe(2n);
  });

  it('shows French currency', () => {
    expect(formatCents(123450n).replace(/\s/g, ' ')).toBe('1 234,50 €');
    expect(formatEuros(-3.5).replace(/\s/g, ' ')).toBe('-3,50 €');
    expect(formatEuros(null)).toBe('');
  });
});
