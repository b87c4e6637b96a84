import { describe, expect, it } from 'vitest';
import { type PricingFacts, extraKm, proposeLines, startedQuarterHours } from './price-proposal.ts';
import { chooseGrid } from './grid-choice.ts';
import { priceWarnings } from './price-checks.ts';
import type { TariffRule } from './tariff-grid.ts';

const rule = (over: Partial<TariffRule>): TariffRule => ({
  id: over.label ?? 'r',
  label: 'Forfait remorquage',
  articleId: null,
  unit: 'FORFAIT',
  priceHtCents: 12000,
  vatRate: 20,
  floorCents: null,
  included: 0,
  vehicleCategories: [],
  minWeightKg: null,
  maxWeightKg: null,
  placeKinds: [],
  timeBands: [],
  missionKinds: [],
  ...over,
});

const facts = (over: Partial<PricingFacts>): PricingFacts => ({
  callAt: '2026-03-09T09:00:00Z',
  region: 'FRANCE',
  vehicleCategory: 'VL',
  weightKg: 1500,
  placeKind: 'VILLE',
  missionKind: 'REMORQUAGE',
  km: null,
  onSiteMinutes: null,
  storageDays: null,
  ...over,
});

const grid = {
  name: 'Grille AXA 2026',
  rules: [
    rule({ label: 'Forfait remorquage' }),
    rule({ label: 'Forfait remorquage nuit', priceHtCents: 18000, timeBands: ['NUIT', 'DIMANCHE', 'FERIE'] }),
    rule({ label: 'Km supplémentaire', unit: 'KM', priceHtCents: 150, included: 30 }),
    rule({ label: 'Attente', unit: 'QUART_HEURE', priceHtCents: 1500 }),
    rule({ label: 'Gardiennage', unit: 'JOUR', priceHtCents: 900, included: 1 }),
  ],
};

describe('proposeLines', () => {
  it('prices a Sunday 02:00 motorway call for a 2,1 t van at the published majorated 280,08 €', () => {
    // 2026-03-08 is a Sunday; 01:00 UTC is 02:00 in Paris (winter time).
    const lines = proposeLines(
      grid,
      facts({
        callAt: '2026-03-08T01:00:00Z',
        placeKind: 'AUTOROUTE',
        vehicleCategory: 'VUL',
        weightKg: 2100,
      }),
    );
    expect(lines[0]).toMatchObject({
      unitPriceCents: 28008,
      ruleDescription: 'Forfait autoroute VL 1,8 – 3,5 t, majoré dimanche — arrêté 2026',
      ceilingCents: 28008,
    });
    expect(lines.filter((line) => line.unit === 'FORFAIT')).toHaveLength(1);
  });

  it('majorates a Saturday 10:00 motorway call and not a Monday 10:00 one', () => {
    const saturday = proposeLines(
      grid,
      facts({ callAt: '2026-03-07T09:00:00Z', placeKind: 'AUTOROUTE', weightKg: 1200 }),
    );
    expect(saturday[0]).toMatchObject({
      unitPriceCents: 22650,
      ruleDescription: 'Forfait autoroute VL ≤ 1,8 t, majoré samedi — arrêté 2026',
    });
    const monday = proposeLines(
      grid,
      facts({ callAt: '2026-03-09T09:00:00Z', placeKind: 'AUTOROUTE', weightKg: 1200 }),
    );
    expect(monday[0]).toMatchObject({
      unitPriceCents: 15100,
      ruleDescription: 'Forfait autoroute VL ≤ 1,8 t — arrêté 2026',
    });
  });

  it('treats 14 July and Easter Monday as public holidays', () => {
    const bastilleDay = proposeLines(grid, facts({ callAt: '2026-07-14T10:00:00Z' }));
    expect(bastilleDay[0]).toMatchObject({
      unitPriceCents: 18000,
      ruleDescription: 'Forfait remorquage nuit, jour férié — Grille AXA 2026',
    });
    const easterMonday = proposeLines(
      grid,
      facts({ callAt: '2026-04-06T10:00:00Z', placeKind: 'AUTOROUTE' }),
    );
    expect(easterMonday[0]!.ruleDescription).toBe(
      'Forfait autoroute VL ≤ 1,8 t, majoré jour férié (Lundi de Pâques) — arrêté 2026',
    );
  });

  it('counts 13 extra km out of 43 with 30 included, and 4 quarter hours for 50 minutes of waiting', () => {
    expect(extraKm(43, 30)).toBe(13);
    expect(startedQuarterHours(50)).toBe(4);
    const lines = proposeLines(grid, facts({ km: 43, onSiteMinutes: 50, storageDays: 3 }));
    expect(lines.map((line) => [line.label, line.quantity, line.totalHtCents])).toEqual([
      ['Forfait remorquage', 1, 12000],
      ['Km supplémentaire', 13, 1950],
      ['Attente', 4, 6000],
      ['Gardiennage', 2, 1800],
    ]);
  });

  it('uses the motorway period of the call’s date when the arrêté changes during the mission', () => {
    // Called on 31 December 2025 at 10:00, finished in 2026: the 2024 table's normal amount.
    const lines = proposeLines(
      grid,
      facts({ callAt: '2025-12-31T09:00:00Z', placeKind: 'AUTOROUTE', weightKg: 2100 }),
    );
    expect(lines[0]).toMatchObject({
      unitPriceCents: 18330,
      ruleDescription: 'Forfait autoroute VL 1,8 – 3,5 t — arrêté 2024',
    });
  });

  it('leaves the motorway forfait out above 3,5 t and for a trip for nothing', () => {
    const heavy = proposeLines(
      grid,
      facts({ placeKind: 'AUTOROUTE', weightKg: 7000, vehicleCategory: 'PL' }),
    );
    expect(heavy[0]!.label).toBe('Forfait remorquage');
    const forNothing = proposeLines(
      grid,
      facts({ placeKind: 'AUTOROUTE', missionKind: 'DEPLACEMENT_POUR_RIEN' }),
    );
    expect(forNothing[0]!.label).toBe('Forfait remorquage');
  });
});

describe('chooseGrid', () => {
  const grids = [
    { id: 1, customerId: null, assistanceProvider: null, validFrom: '2025-01-01', validUntil: null },
    { id: 2, customerId: null, assistanceProvider: 'AXA', validFrom: '2025-01-01', validUntil: '2025-12-31' },
    { id: 3, customerId: null, assistanceProvider: 'AXA', validFrom: '2026-01-01', validUntil: null },
    { id: 4, customerId: 7, assistanceProvider: null, validFrom: '2025-01-01', validUntil: null },
  ];
  it('takes the contract’s grid before the default, in the period of the call’s date', () => {
    expect(chooseGrid(grids, { customerId: null, assistanceProvider: 'AXA' }, '2025-12-31')?.id).toBe(2);
    expect(chooseGrid(grids, { customerId: null, assistanceProvider: 'AXA' }, '2026-01-01')?.id).toBe(3);
    expect(chooseGrid(grids, { customerId: 7, assistanceProvider: 'AXA' }, '2026-01-01')?.id).toBe(4);
    expect(chooseGrid(grids, { customerId: null, assistanceProvider: 'IMA' }, '2026-01-01')?.id).toBe(1);
    expect(chooseGrid(grids, { customerId: null, assistanceProvider: null }, '2024-06-01')).toBeNull();
  });
});

describe('priceWarnings', () => {
  it('flags a price under the floor or over the regulated ceiling, and nothing else', () => {
    const warnings = priceWarnings([
      { label: 'Forfait', unitPriceCents: 30000, floorCents: null, ceilingCents: 28008 },
      { label: 'Km', unitPriceCents: 100, floorCents: 120, ceilingCents: null },
      { label: 'Attente', unitPriceCents: 1500, floorCents: 1000, ceilingCents: null },
    ]);
    expect(warnings.map((warning) => warning.label)).toEqual(['Forfait', 'Km']);
    expect(warnings[0]!.message).toContain('dépasse le tarif réglementé');
  });
});
