import type { Config } from '../../config.ts';
import { OsrmRoutingClient } from './osrm-routing-client.ts';
import type { Routing } from './routing.ts';

export { RoutingError, type RouteEstimate, type Routing } from './routing.ts';
export { OsrmRoutingClient } from './osrm-routing-client.ts';

/**
 * The OSRM-compatible service at ROUTING_URL; none when it is empty: arrival estimates then use
 * the straight line (contracts' straightLineEstimate), which needs no service at all.
 */
export function createRouting(config: Config): Routing | null {
  const { url, timeoutMs } = config.routing;
  return url ? new OsrmRoutingClient({ url, timeoutMs }) : null;
}
