import { GEOCODE_MIN_QUERY_LENGTH, type GeocodeQuery, type GeocodeResult } from '@plateau/contracts';
import type { Config } from '../../config.ts';
import { UpstreamError, UpstreamTimeout } from '../../lib/errors.ts';
import { GeocoderTimeout, GeocoderUnavailable, searchAddresses } from '../../adapters/geocoder/geocoder.ts';

/** Address suggestions for the autocomplete; a too-short query is not worth a call. */
export async function suggestAddresses(config: Config, query: GeocodeQuery): Promise<GeocodeResult> {
  if (query.q.length < GEOCODE_MIN_QUERY_LENGTH) return [];
  try {
    return await searchAddresses(
      { baseUrl: config.geocoderUrl, timeoutMs: config.geocoderTimeoutMs },
      query.q,
      query.limit,
    );
  } catch (error) {
    if (error instanceof GeocoderTimeout) {
      throw new UpstreamTimeout("Le service d'adresses n'a pas répondu à temps, veuillez réessayer");
    }
    if (error instanceof GeocoderUnavailable) {
      throw new UpstreamError("Le service d'adresses est indisponible pour le moment, veuillez réessayer");
    }
    throw error;
  }
}
