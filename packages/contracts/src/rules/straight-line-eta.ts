/**
 * The arrival estimate when no routing service answers: the great-circle distance stretched by
 * a road factor, driven at an average tow-truck speed. Both constants are deliberately plain
 * (French roads wind ~1.3× the straight line; 50 km/h mixes town and main roads) so that the
 * customer is told a sensible order of magnitude, never a precise promise.
 */
export const ROAD_FACTOR = 1.3;
export const AVERAGE_SPEED_KMH = 50;
const EARTH_RADIUS_M = 6_371_000;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in metres (haversine). */
export function greatCircleMeters(from: LatLng, to: LatLng): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLng = rad(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Road distance (metres) and driving time (seconds) estimated from the straight line. */
export function straightLineEstimate(
  from: LatLng,
  to: LatLng,
): { distanceMeters: number; durationSeconds: number } {
  const distanceMeters = Math.round(greatCircleMeters(from, to) * ROAD_FACTOR);
  return {
    distanceMeters,
    durationSeconds: Math.round(distanceMeters / ((AVERAGE_SPEED_KMH * 1000) / 3600)),
  };
}
