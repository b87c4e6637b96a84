import { describe, expect, it } from 'vitest';
import { centsToDecimalText } from './decimal-amount.ts';
import { computeInvoiceAmounts, decimalTextToCents, lineNetCents, vatOf } from './invoice-amounts.ts';

describe('invoice amounts (EN 16931 rounding)', () => {
  it('rounds each line net to the cent, halves away from zero, without binary floats', () => {
    expect(lineNetCents(3, 0.1)).toBe(30n);
    expect(lineNetCents(1.5, 33.33)).toBe(5000n); // 49.995 → 50.00
    expect(lineNetCents(0.333, 10)).toBe(333n);
    expect(lineNetCents(2, 1.005)).toBe(201n);
  });

  it('computes VAT on the per-rate base, not by summing rounded line VAT', () => {
    // Three lines of 0.05 € at 20 %: each line's VAT rounds to 0.01 (3 cents summed), but the
    // base of 0.15 € gives 0.03 €; with 0.025 per line it differs: 0.005 → 0.01 each, 0.015 → 0.02.
    const amounts = computeInvoiceAmounts([
      { quantity: 1, unitHT: 0.025, taux: '20.00' },
      { quantity: 1, unitHT: 0.025, taux: '20' },
      { quantity: 1, unitHT: 0.025, taux: '20.00' },
    ]);
    expect(amounts.lines.map((l) => l.htCents)).toEqual([3n, 3n, 3n]);
    expect(amounts.lines.map((l) => l.tvaCents)).toEqual([1n, 1n, 1n]);
    expect(amounts.rates).toHaveLength(1);
    expect(amounts.rates[0]).toMatchObject({ baseCents: 9n, tvaCents: 2n });
    expect(amounts.totalTVACents).toBe(2n);
    expect(amounts.totalTTCCents).toBe(11n);
  });

  it('gives one breakdown row per rate, and no VAT without a rate', () => {
    const amounts = computeInvoiceAmounts([
      { quantity: 2, unitHT: 125.5, taux: '20.00' },
      { quantity: 1, unitHT: 19.99, taux: '5.50' },
      { quantity: 3, unitHT: 10, taux: null },
      { quantity: 1, unitHT: 0.99, taux: '20.00' },
    ]);
    expect(amounts.rates.map((r) => [r.taux, r.baseCents, r.tvaCents])).toEqual([
      ['20.00', 25199n, 5040n], // 251.99 × 20 % = 50.398 → 50.40
      ['5.50', 1999n, 110n], // 19.99 × 5.5 % = 1.09945 → 1.10
      [null, 3000n, 0n],
    ]);
    expect(amounts.totalHTCents).toBe(30198n);
    expect(amounts.totalTVACents).toBe(5150n);
    expect(amounts.totalTTCCents).toBe(35348n);
    expect(amounts.lines[2]).toMatchObject({ htCents: 3000n, tvaCents: 0n, ttcCents: 3000n });
  });

  it('handles rates with decimals exactly (2.1 %)', () => {
    expect(vatOf(10000n, '2.10')).toBe(210n);
    expect(vatOf(2381n, '2.1')).toBe(50n); // 0.50001 → 0.50
  });

  it('turns cents into exact decimal text and back', () => {
    expect(centsToDecimalText(123450n)).toBe('1234.50');
    expect(centsToDecimalText(-5n)).toBe('-0.05');
    expect(decimalTextToCents('1234.5')).toBe(123450n);
    expect(decimalTextToCents('-0.05')).toBe(-5n);
    expect(decimalTextToCents('7')).toBe(700n);
  });
});
