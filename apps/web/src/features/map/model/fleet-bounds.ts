import type { Truck } from '@plateau/contracts';

export type Bounds = [southWest: [number, number], northEast: [number, number]];

/** The map opens on the fleet: never closer than a district, with room around the outer markers. */
export const FLEET_MAX_ZOOM = 13;
export const FLEET_PADDING_PX = 48;

/** The box around the trucks that have a position; null when none has one (the map stays on France). */
export function fleetBounds(trucks: readonly Truck[]): Bounds | null {
  let bounds: Bounds | null = null;
  for (const { positionLatitude: lat, positionLongitude: lng } of trucks) {
    if (lat === null || lng === null || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    if (!bounds)
      bounds = [
        [lat, lng],
        [lat, lng],
      ];
    else
      bounds = [
        [Math.min(bounds[0][0], lat), Math.min(bounds[0][1], lng)],
        [Math.max(bounds[1][0], lat), Math.max(bounds[1][1], lng)],
      ];
  }
  return bounds;
}
