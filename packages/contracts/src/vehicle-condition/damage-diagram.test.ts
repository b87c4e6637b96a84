import { describe, expect, it } from 'vitest';
import { DamageDiagram, DamageMark, describeDamageMark, MAX_DAMAGE_MARKS } from './damage-diagram.ts';
import { damageDifferences, deliveryDiagramFrom } from './damage-differences.ts';

const mark = (id: string, overrides: Partial<DamageMark> = {}): DamageMark => ({
  id,
  view: 'top',
  x: 500,
  y: 250,
  kind: 'rayure',
  note: null,
  photoId: null,
  ...overrides,
});

describe('the damage diagram schema', () => {
  it('accepts marks in per mille, note and photo optional', () => {
    const parsed = DamageDiagram.parse({
      generalState: 'degrade',
      marks: [{ id: 'a1', view: 'left', x: 0, y: 1000, kind: 'bris' }],
    });
    expect(parsed.marks[0]).toEqual({
      id: 'a1',
      view: 'left',
      x: 0,
      y: 1000,
      kind: 'bris',
      note: null,
      photoId: null,
    });
  });

  it.each([
    ['a position outside the drawing', { x: 1001 }],
    ['a fractional position', { y: 12.5 }],
    ['an unknown view', { view: 'dessous' }],
    ['an unknown kind', { kind: 'tache' }],
    ['an id with spaces', { id: 'a b' }],
  ])('refuses %s', (_, overrides) => {
    expect(DamageMark.safeParse({ ...mark('m1'), ...overrides }).success).toBe(false);
  });

  it('refuses unknown fields, a doubled mark and too many marks', () => {
    expect(DamageMark.safeParse({ ...mark('m1'), color: 'red' }).success).toBe(false);
    const doubled = DamageDiagram.safeParse({ generalState: 'bon_etat', marks: [mark('m1'), mark('m1')] });
    expect(doubled.error?.issues[0]?.message).toBe('Un dommage figure deux fois');
    const many = Array.from({ length: MAX_DAMAGE_MARKS + 1 }, (_, i) => mark(`m${i}`));
    expect(DamageDiagram.safeParse({ generalState: 'dommages_graves', marks: many }).success).toBe(false);
  });

  it('says a mark in French', () => {
    expect(describeDamageMark({ view: 'front', kind: 'manquant', note: 'rétroviseur' })).toBe(
      'Élément manquant — Avant : rétroviseur',
    );
  });
});

describe('the differences between pickup and delivery', () => {
  const pickup: DamageDiagram = { generalState: 'bon_etat', marks: [mark('p1'), mark('p2')] };

  it('finds nothing when the delivery check kept the pickup diagram', () => {
    expect(damageDifferences(pickup, deliveryDiagramFrom(pickup))).toEqual({
      newMarks: [],
      removedMarks: [],
      stateWorsened: false,
      damageReported: false,
    });
  });

  it('reports a mark added at delivery as new damage, a dropped one as removed only', () => {
    const delivery = {
      generalState: 'bon_etat' as const,
      marks: [mark('p1'), mark('d1', { kind: 'enfoncement' })],
    };
    const differences = damageDifferences(pickup, delivery);
    expect(differences.newMarks.map((m) => m.id)).toEqual(['d1']);
    expect(differences.removedMarks.map((m) => m.id)).toEqual(['p2']);
    expect(differences.damageReported).toBe(true);
  });

  it('reports a worse general state, not a better one', () => {
    const worse = damageDifferences(pickup, { ...deliveryDiagramFrom(pickup), generalState: 'degrade' });
    expect(worse).toMatchObject({ stateWorsened: true, damageReported: true });
    const damaged = { ...pickup, generalState: 'dommages_graves' as const };
    expect(damageDifferences(damaged, { ...pickup }).damageReported).toBe(false);
  });

  it('has nothing to compare without a delivery check; every delivery mark is new without a pickup', () => {
    expect(damageDifferences(pickup, null).damageReported).toBe(false);
    expect(damageDifferences(null, pickup).newMarks).toHaveLength(2);
    expect(deliveryDiagramFrom(null)).toEqual({ generalState: 'bon_etat', marks: [] });
  });
});
