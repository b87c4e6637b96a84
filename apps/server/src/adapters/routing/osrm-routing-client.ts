import { z } from 'zod';
import type { LatLng } from '@plateau/contracts';
import { RoutingError, type RouteEstimate, type Routing } from './routing.ts';

export interface OsrmSettings {
  /** Base URL of an OSRM-compatible service (ROUTING_URL), e.g. https://router.project-osrm.org */
  url: string;
  /** ROUTING_TIMEOUT_MS: past it the service counts as not answering. */
  timeoutMs?: number;
}

const OsrmAnswer = z.object({
  code: z.string(),
  routes: z
    .array(z.object({ distance: z.number().nonnegative(), duration: z.number().nonnegative() }))
    .optional(),
});

/** OSRM wants longitude first, and no more than what a metre needs. */
const coordinate = (point: LatLng) => `${point.longitude.toFixed(6)},${point.latitude.toFixed(6)}`;

/**
 * OSRM's route service: `GET {url}/route/v1/driving/{lng},{lat};{lng},{lat}?overview=false`
 * answers `{ code: 'Ok', routes: [{ distance (m), duration (s) }] }`. Any other answer (an HTTP
 * error, a code other than Ok such as NoRoute, no route, another shape, nothing in time) is a
 * RoutingError.
 */
export class OsrmRoutingClient implements Routing {
  constructor(private readonly settings: OsrmSettings) {}

  async route(from: LatLng, to: LatLng): Promise<RouteEstimate> {
    const base = this.settings.url.endsWith('/') ? this.settings.url : `${this.settings.url}/`;
    const endpoint = new URL(`route/v1/driving/${coordinate(from)};${coordinate(to)}`, base);
    endpoint.searchParams.set('overview', 'false');
    let response: Response;
    try {
      response = await fetch(endpoint, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 3000),
      });
    } catch {
      throw new RoutingError('Le service de calcul d’itinéraire ne répond pas');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new RoutingError(
        `Le service de calcul d’itinéraire a répondu illisiblement (HTTP ${response.status})`,
      );
    }
    const parsed = OsrmAnswer.safeParse(body);
    const route = parsed.success && parsed.data.code === 'Ok' ? parsed.data.routes?.[0] : undefined;
    if (!response.ok || !route)
      throw new RoutingError(
        `Le service de calcul d’itinéraire n’a pas donné d’itinéraire (HTTP ${response.status})`,
      );
    return { distanceMeters: Math.round(route.distance), durationSeconds: Math.round(route.duration) };
  }
}
