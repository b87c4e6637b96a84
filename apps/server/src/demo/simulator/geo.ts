/** A point on the map, in degrees. */
export interface Point {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** As the crow flies. */
export function distanceKm(a: Point, b: Point): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * A road-like path: the straight line bent through a few waypoints pushed sideways (up to a
 * sixth of the distance), so the truck's trail turns like a road instead of flying straight.
 * `draw` gives numbers in [0, 1); the same draws give the same road.
 */
export function roadPath(from: Point, to: Point, draw: () => number, waypoints = 4): Point[] {
  const dLat = to.latitude - from.latitude;
  const dLon = to.longitude - from.longitude;
  const points: Point[] = [from];
  for (let i = 1; i <= waypoints; i++) {
    const along = i / (waypoints + 1);
    const sideways = (draw() - 0.5) / 3;
    points.push({
      latitude: from.latitude + dLat * along - dLon * sideways,
      longitude: from.longitude + dLon * along + dLat * sideways,
    });
  }
  points.push(to);
  return points;
}

/** The point at `fraction` (0 to 1) of the path's length. */
export function pointAlong(path: readonly Point[], fraction: number): Point {
  const legs = path.slice(1).map((p, i) => distanceKm(path[i]!, p));
  const total = legs.reduce((sum, d) => sum + d, 0);
  let remaining = Math.min(Math.max(fraction, 0), 1) * total;
  for (const [i, length] of legs.entries()) {
    if (remaining <= length || i === legs.length - 1) {
      const t = length === 0 ? 1 : Math.min(remaining / length, 1);
      const a = path[i]!;
      const b = path[i + 1]!;
      return {
        latitude: round(a.latitude + (b.latitude - a.latitude) * t),
        longitude: round(a.longitude + (b.longitude - a.longitude) * t),
      };
    }
    remaining -= length;
  }
  return path.at(-1)!;
}

/** About a metre: what a GPS terminal reports. */
const round = (degrees: number) => Math.round(degrees * 100_000) / 100_000;
