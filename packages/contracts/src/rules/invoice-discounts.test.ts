import { describe, expect, it } from 'vitest';
import { computeInvoiceAmounts, lineDiscountIssue, percentOfCents } from './invoice-amounts.ts';

describe('line discounts and the document allowance', () => {
  it('takes a percent or an amount off a line, before its VAT', () => {
    const amounts = computeInvoiceAmounts([
      { quantity: 1, unitHT: 125.5, taux: '20.00', discountPercent: 10 },
      { quantity: 3, unitHT: 25, taux: '10.00', discountAmount: 5 },
    ]);
    expect(amounts.lines.map((l) => [l.grossCents, l.discountCents, l.htCents])).toEqual([
      [12550n, 1255n, 11295n],
      [7500n, 500n, 7000n],
    ]);
    expect(amounts.rates.map((r) => [r.taux, r.baseCents, r.tvaCents])).toEqual([
      ['20.00', 11295n, 2259n],
      ['10.00', 7000n, 700n],
    ]);
    expect(amounts.totalTTCCents).toBe(11295n + 2259n + 7000n + 700n);
  });

  it('takes a document allowance off each rate, rounded per rate, then the VAT', () => {
    const amounts = computeInvoiceAmounts(
      [
        { quantity: 1, unitHT: 100.01, taux: '20.00' },
        { quantity: 1, unitHT: 33.33, taux: '10.00' },
        { quantity: 1, unitHT: 12.34, taux: null, debours: true },
      ],
      { allowancePercent: 5 },
    );
    expect(amounts.rates.map((r) => [r.linesCents, r.allowanceCents, r.baseCents, r.tvaCents])).toEqual([
      [10001n, 500n, 9501n, 1900n], // 5 % of 100.01 = 5.0005 → 5.00
      [3333n, 167n, 3166n, 317n], // 5 % of 33.33 = 1.6665 → 1.67
      [1234n, 0n, 1234n, 0n], // débours: never discounted
    ]);
    expect(amounts.linesTotalCents).toBe(14568n);
    expect(amounts.allowanceTotalCents).toBe(667n);
    expect(amounts.totalHTCents).toBe(13901n);
    expect(percentOfCents(1000n, 12.5)).toBe(125n);
  });

  it('refuses both kinds at once, a discount on a deduction or above the line', () => {
    const line = { quantity: 2, unitHT: 10, taux: '20.00' };
    expect(lineDiscountIssue({ ...line, discountPercent: 10 })).toBeNull();
    expect(lineDiscountIssue({ ...line, discountPercent: 10, discountAmount: 1 })).toMatch(/pas les deux/);
    expect(lineDiscountIssue({ ...line, quantity: -1, discountAmount: 1 })).toMatch(/déduction/);
    expect(lineDiscountIssue({ ...line, discountAmount: 20.01 })).toMatch(/dépasser/);
  });
});
