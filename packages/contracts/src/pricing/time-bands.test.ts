import { describe, expect, it } from 'vitest';
import { timeBandsAt } from './time-bands.ts';
import { vehicleCategoryOf, placeKindOf, pricedMissionKindOf, onSiteMinutes } from './folder-facts.ts';

describe('timeBandsAt', () => {
  it('reads the bands on a Paris clock, summer time included', () => {
    // 16:30 UTC in July is 18:30 in Paris: night.
    expect(timeBandsAt('2026-07-15T16:30:00Z').bands).toEqual(['NUIT']);
    expect(timeBandsAt('2026-07-15T15:30:00Z').bands).toEqual([]);
    // 07:30 in Paris on a Monday of winter: still night.
    expect(timeBandsAt('2026-03-09T06:30:00Z').bands).toEqual(['NUIT']);
  });

  it('knows Alsace-Moselle’s Saint-Étienne from the region', () => {
    expect(timeBandsAt('2026-12-26T10:00:00Z', 'ALSACE_MOSELLE').holidayName).not.toBeNull();
    expect(timeBandsAt('2026-12-26T10:00:00Z', 'FRANCE').bands).toEqual(['SAMEDI']);
  });
});

describe('folder facts', () => {
  it('reads the category, place kind, mission kind and time on site from the folder', () => {
    expect(vehicleCategoryOf('Fourgon utilitaire', 2100)).toBe('VUL');
    expect(vehicleCategoryOf('Tracteur', 19000)).toBe('PL');
    expect(vehicleCategoryOf('Scooter', null)).toBe('MOTO');
    expect(vehicleCategoryOf(null, null)).toBe('VL');
    expect(placeKindOf('IMMEDIATE', true, 'Lyon')).toBe('AUTOROUTE');
    expect(placeKindOf('IMMEDIATE', false, '')).toBe('ROUTE');
    expect(pricedMissionKindOf('DEPANNAGE_SUR_PLACE')).toBe('DEPANNAGE');
    expect(pricedMissionKindOf('DEPLACEMENT_POUR_RIEN')).toBe('DEPLACEMENT_POUR_RIEN');
    expect(onSiteMinutes('2026-03-09T10:00:00Z', '2026-03-09T10:50:00Z')).toBe(50);
  });
});
