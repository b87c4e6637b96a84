import type { LatLng } from '@plateau/contracts';

/** A road route's length and driving time. */
export interface RouteEstimate {
  distanceMeters: number;
  durationSeconds: number;
}

/** A routing service: the driving route from one point to another. */
export interface Routing {
  route(from: LatLng, to: LatLng): Promise<RouteEstimate>;
}

/** The routing service did not answer, or not with a route; the caller falls back on the straight line. */
export class RoutingError extends Error {}
