import { describe, expect, it } from 'vitest';
import type { PriceLine } from './pricing-api.ts';
import { keepOperatorChanges } from './price-reproposal.ts';

const line = (label: string, over: Partial<PriceLine> = {}): PriceLine => ({
  ruleId: label,
  articleId: null,
  label,
  ruleDescription: 'Grille par défaut',
  unit: 'FORFAIT',
  quantity: 1,
  unitPriceCents: 10000,
  vatRate: 20,
  totalHtCents: 10000,
  floorCents: null,
  ceilingCents: null,
  modified: false,
  proposedUnitPriceCents: 10000,
  proposedQuantity: 1,
  ...over,
});

describe('keepOperatorChanges', () => {
  it('takes the new proposal of untouched lines and keeps the lines the operator changed', () => {
    const changedWaiting = line('Attente', { unit: 'QUART_HEURE', quantity: 2, modified: true });
    const previous = [line('Forfait'), line('Km', { unit: 'KM', quantity: 5 }), changedWaiting];
    const proposed = [
      line('Forfait'),
      line('Km', { unit: 'KM', quantity: 13 }),
      line('Attente', { unit: 'QUART_HEURE', quantity: 4 }),
    ];
    expect(keepOperatorChanges(previous, proposed)).toEqual([proposed[0], proposed[1], changedWaiting]);
  });

  it('keeps a changed line whose rule no longer matches, after the new lines', () => {
    const changedNight = line('Majoration nuit', { modified: true, unitPriceCents: 5000 });
    const proposed = [line('Forfait')];
    expect(keepOperatorChanges([changedNight], proposed)).toEqual([proposed[0], changedNight]);
    expect(keepOperatorChanges([], proposed)).toEqual(proposed);
  });
});
