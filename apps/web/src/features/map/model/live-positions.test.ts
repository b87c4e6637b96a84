import { describe, expect, it } from 'vitest';
import type { Truck } from '@plateau/contracts';
import { withTruckPosition } from './live-positions.ts';

const truck = (id: number, dateTime: string | null): Truck => ({
  id,
  name: `Camion ${id}`,
  active: true,
  licensePlate: null,
  serialNumber: null,
  ttwId: null,
  usualAgentId: null,
  position: { latitude: 45, longitude: 4, text: 'Lyon', dateTime },
  positionText: 'Lyon',
  positionLatitude: 45,
  positionLongitude: 4,
});
const list = { rows: [truck(1, '2026-05-04T08:00:00.000Z'), truck(2, null)], total: 2 };
const update = (id: number, dateTime: string) => ({
  id,
  latitude: 46,
  longitude: 5,
  text: 'En mission OT1-I',
  dateTime,
});

describe('withTruckPosition', () => {
  it('moves only the reported truck, keeping the others as they were', () => {
    const next = withTruckPosition(list, update(1, '2026-05-04T08:01:00.000Z'))!;
    expect(next.rows[0]).toMatchObject({
      positionLatitude: 46,
      positionLongitude: 5,
      positionText: 'En mission OT1-I',
      position: { latitude: 46, longitude: 5, dateTime: '2026-05-04T08:01:00.000Z' },
    });
    expect(next.rows[1]).toBe(list.rows[1]);
  });

  it('ignores an older position and a truck the map does not show', () => {
    expect(withTruckPosition(list, update(1, '2026-05-04T07:59:00.000Z'))).toBe(list);
    expect(withTruckPosition(list, update(9, '2026-05-04T09:00:00.000Z'))).toBe(list);
    expect(withTruckPosition(undefined, update(1, '2026-05-04T09:00:00.000Z'))).toBeUndefined();
  });
});
