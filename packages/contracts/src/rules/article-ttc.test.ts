import { describe, expect, it } from 'vitest';
import { computeMontantTTC } from './article-ttc.ts';
import { parseDecimal, toAmountText } from './decimal-amount.ts';

describe('computeMontantTTC (spec 3 §5)', () => {
  it.each([
    ['100.00', '20.00', '120.00'],
    ['100', '10', '110.00'],
    ['100', '5.50', '105.50'],
    ['100', '2.10', '102.10'],
    ['0.10', '20', '0.12'],
    ['199.99', '20.00', '239.99'], // 239.988 → .99
    ['0.05', '10', '0.06'], // 0.055 exactly: half away from zero
    ['0.01', '5.5', '0.01'], // 0.01055 → .01
    ['0.25', '2.1', '0.26'], // 0.25525 → .26
    ['-0.05', '10', '-0.06'], // a credit rounds away from zero too
    ['12,5', '20', '15.00'],
  ])('HT %s at %s %% gives TTC %s', (ht, taux, ttc) => {
    expect(computeMontantTTC(ht, taux)).toBe(ttc);
  });

  it('equals HT without a VAT code or with a rate that is not applicable', () => {
    expect(computeMontantTTC('84.30', null)).toBe('84.30');
    expect(computeMontantTTC('84.3', undefined)).toBe('84.30');
    expect(computeMontantTTC(84.3, '')).toBe('84.30');
  });

  it('computes exactly where binary floats fail (1.005 × 100, 0.1 + 0.2)', () => {
    expect(computeMontantTTC('1.005', null)).toBe('1.01');
    expect(computeMontantTTC(0.3, '10')).toBe('0.33');
    expect(computeMontantTTC('1000000000.00', '20')).toBe('1200000000.00');
  });

  it('refuses what is not a decimal', () => {
    expect(computeMontantTTC('abc', '20')).toBeNull();
    expect(computeMontantTTC('10', 'vingt')).toBeNull();
    expect(computeMontantTTC('1e3', '20')).toBeNull();
  });
});

describe('decimal amounts', () => {
  it('reads decimal text exactly and writes two decimals', () => {
    expect(parseDecimal('12.345')).toEqual({ units: 12345n, scale: 3 });
    expect(toAmountText('7')).toBe('7.00');
    expect(toAmountText(' 3,456 ')).toBe('3.46');
    expect(toAmountText('12.')).toBeNull();
    expect(toAmountText(Number.NaN)).toBeNull();
  });
});
