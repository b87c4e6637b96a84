import { describe, expect, it } from 'vitest';
import type { Valorisation, ValorisationItem } from '../folders/valorisation.ts';
import { itemRowStyle, itemTotals, valorisationTotals, withComputedTotals } from './valorisation-totals.ts';

const line = (over: Partial<ValorisationItem> = {}): ValorisationItem => ({
  libelle: 'Remorquage',
  commentaire: null,
  inclus: true,
  prixUnitaire: null,
  quantite: null,
  tauxTva: 20,
  montantTotal: null,
  valorisationNegative: false,
  prixVisible: true,
  prixModifiable: true,
  quantiteVisible: true,
  quantiteModifiable: true,
  tvaVisible: true,
  tvaModifiable: false,
  montantHtVisible: true,
  montantHtModifiable: false,
  ...over,
});

describe('itemTotals (spec 2 §5)', () => {
  it('HT is price × quantity, TTC adds the VAT', () => {
    expect(itemTotals(line({ prixUnitaire: 125, quantite: 1 }))).toEqual({
      htCents: 12500n,
      ttcCents: 15000n,
    });
    expect(itemTotals(line({ prixUnitaire: 1.15, quantite: 42 }))).toEqual({
      htCents: 4830n,
      ttcCents: 5796n,
    });
  });

  it('takes the fixed total when there is neither price nor quantity', () => {
    expect(itemTotals(line({ montantTotal: 80 }))).toEqual({ htCents: 8000n, ttcCents: 9600n });
    expect(itemTotals(line({ montantTotal: null }))).toEqual({ htCents: 0n, ttcCents: 0n });
  });

  it('counts a negative line × −1', () => {
    expect(itemTotals(line({ prixUnitaire: 30, quantite: 1, valorisationNegative: true }))).toEqual({
      htCents: -3000n,
      ttcCents: -3600n,
    });
  });

  it('rounds each step to 2 decimals, halves away from zero', () => {
    // 0.335 × 3 = 1.005 → 1.01 HT; 1.01 × 1.055 = 1.06555 → 1.07 TTC
    expect(itemTotals(line({ prixUnitaire: 0.335, quantite: 3, tauxTva: 5.5 }))).toEqual({
      htCents: 101n,
      ttcCents: 107n,
    });
    // 10.01 × 1.2 = 12.012 → 12.01; no VAT rate counts as 0 %
    expect(itemTotals(line({ montantTotal: 10.01 }))).toEqual({ htCents: 1001n, ttcCents: 1201n });
    expect(itemTotals(line({ montantTotal: 10.01, tauxTva: null })).ttcCents).toBe(1001n);
  });
});

describe('valorisationTotals', () => {
  it('sums the included lines only, negative ones subtracted', () => {
    const items = [
      line({ prixUnitaire: 125, quantite: 1 }),
      line({ prixUnitaire: 1.5, quantite: 12 }),
      line({ montantTotal: 30, valorisationNegative: true }),
      line({ montantTotal: 1000, inclus: false }),
    ];
    expect(valorisationTotals(items)).toEqual({ htCents: 11300n, tvaCents: 2260n, ttcCents: 13560n });
    expect(valorisationTotals([])).toEqual({ htCents: 0n, tvaCents: 0n, ttcCents: 0n });
  });

  it("charges VAT per rate, rounded once, as the folder's invoice will (EN 16931 BR-CO-17)", () => {
    // Each line: 0.03 × 20 % = 0.006 → TTC 0.04; the rate's base 0.06 × 20 % = 0.012 → VAT 0.01.
    const items = [
      line({ montantTotal: 0.03 }),
      line({ montantTotal: 0.03 }),
      line({ montantTotal: 1, tauxTva: 5.5 }),
    ];
    expect(items.slice(0, 2).map((item) => itemTotals(item).ttcCents)).toEqual([4n, 4n]);
    expect(valorisationTotals(items)).toEqual({ htCents: 106n, tvaCents: 7n, ttcCents: 113n });
  });

  it('the server stores priced lines with their HT and its own totals', () => {
    const valorisation: Valorisation = {
      nature: 'PRESTATAIRE',
      commentaire: null,
      modifiable: true,
      estFacturable: true,
      items: [line({ prixUnitaire: 0.1, quantite: 3, montantTotal: 999 }), line({ montantTotal: 0.2 })],
      totalTtc: 1_000_000,
    };
    const stored = withComputedTotals(valorisation);
    expect(stored.items.map((i) => i.montantTotal)).toEqual([0.3, 0.2]);
    expect([stored.totalHt, stored.totalTva, stored.totalTtc]).toEqual([0.5, 0.1, 0.6]);
  });
});

describe('itemRowStyle (spec 2 §5, §9)', () => {
  it('warns under 5 € and over 500 € TTC, marks negative lines as info', () => {
    expect(itemRowStyle(line({ montantTotal: 4.16 }))).toBe('warning'); // 4.99 TTC
    expect(itemRowStyle(line({ montantTotal: 4.17 }))).toBe(null); // 5.00 TTC
    expect(itemRowStyle(line({ montantTotal: 416.67 }))).toBe(null); // 500.004 → 500.00 TTC
    expect(itemRowStyle(line({ montantTotal: 416.68 }))).toBe('warning'); // 500.02 TTC
    expect(itemRowStyle(line({ montantTotal: 30, valorisationNegative: true }))).toBe('info');
  });
});
