import { describe, expect, it } from 'vitest';
import { distanceText, etaText } from './eta-text.ts';

describe('the arrival estimate as the customer reads it', () => {
  const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

  it('says the distance in metres, then kilometres with a French decimal comma, then whole kilometres', () => {
    expect(distanceText(0)).toBe(nbsp('50 m'));
    expect(distanceText(812)).toBe(nbsp('800 m'));
    expect(distanceText(999)).toBe(nbsp('1000 m'));
    expect(distanceText(1000)).toBe(nbsp('1 km'));
    expect(distanceText(3_449)).toBe(nbsp('3,4 km'));
    expect(distanceText(9_949)).toBe(nbsp('9,9 km'));
    expect(distanceText(12_345)).toBe(nbsp('12 km'));
    expect(distanceText(152_600)).toBe(nbsp('153 km'));
  });

  it('gives the arrival time in local hours and minutes with the distance', () => {
    const arrival = new Date(2026, 10, 25, 14, 35, 20).toISOString();
    expect(
      etaText({ arrivalDateTime: arrival, distanceMeters: 12_345, durationSeconds: 900, method: 'ROUTE' }),
    ).toBe('Arrivée estimée vers 14:35 — à\u00a012\u00a0km');
  });
});
