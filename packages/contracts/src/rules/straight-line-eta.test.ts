import { describe, expect, it } from 'vitest';
import { greatCircleMeters, straightLineEstimate } from './straight-line-eta.ts';

const LYON = { latitude: 45.764, longitude: 4.8357 };
const PARIS = { latitude: 48.8566, longitude: 2.3522 };

describe('the straight-line arrival estimate', () => {
  it('measures the great circle (Lyon–Paris ≈ 391.5 km)', () => {
    expect(greatCircleMeters(LYON, PARIS) / 1000).toBeCloseTo(391.5, 0);
    expect(greatCircleMeters(PARIS, PARIS)).toBe(0);
  });

  it('stretches it by the road factor and drives it at 50 km/h', () => {
    const { distanceMeters, durationSeconds } = straightLineEstimate(LYON, PARIS);
    expect(distanceMeters / 1000).toBeCloseTo(391.5 * 1.3, -1);
    // 509 km at 50 km/h ≈ 10 h 11 min.
    expect(durationSeconds / 3600).toBeCloseTo(distanceMeters / 1000 / 50, 2);
    expect(straightLineEstimate(PARIS, PARIS)).toEqual({ distanceMeters: 0, durationSeconds: 0 });
  });
});
