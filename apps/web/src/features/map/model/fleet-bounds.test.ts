import type { Truck } from '@plateau/contracts';
import { describe, expect, it } from 'vitest';
import { fleetBounds } from './fleet-bounds.ts';

const truck = (id: number, latitude: number | null, longitude: number | null): Truck => ({
  id,
  name: `Camion ${id}`,
  active: true,
  licensePlate: null,
  serialNumber: null,
  ttwId: null,
  usualAgentId: null,
  position: null,
  positionText: null,
  positionLatitude: latitude,
  positionLongitude: longitude,
});

describe('fleetBounds', () => {
  it('boxes the trucks that have a position, leaving out those without one', () => {
    const bounds = fleetBounds([
      truck(1, 45.7485, 4.8467),
      truck(2, null, null),
      truck(3, 45.5256, 4.8749),
      truck(4, 45.7719, 4.9131),
    ]);
    expect(bounds).toEqual([
      [45.5256, 4.8467],
      [45.7719, 4.9131],
    ]);
  });

  it('is a point for a single truck (the map zooms to its maximum there)', () => {
    expect(fleetBounds([truck(1, 47.2, -1.55)])).toEqual([
      [47.2, -1.55],
      [47.2, -1.55],
    ]);
  });

  it('is null when no truck has a position, or there is no truck', () => {
    expect(fleetBounds([truck(1, null, null), truck(2, 45, null)])).toBeNull();
    expect(fleetBounds([])).toBeNull();
  });
});
