import type { GeocodeSuggestion } from '@plateau/contracts';
import { BanFeatureCollection, toSuggestion } from './ban-geojson.ts';

/** The address API did not answer within the time allowed. */
export class GeocoderTimeout extends Error {}
/** The address API answered with an error or with something that is not its GeoJSON. */
export class GeocoderUnavailable extends Error {}

export interface GeocoderOptions {
  /** e.g. https://data.geopf.fr/geocodage — the client calls its /search endpoint. */
  baseUrl: string;
  timeoutMs: number;
}

/**
 * The French national address API (Géoplateforme, formerly api-adresse.data.gouv.fr):
 * `index=address` keeps to geocoded addresses of the national address base, which
 * covers France only.
 */
export async function searchAddresses(
  options: GeocoderOptions,
  q: string,
  limit: number,
): Promise<GeocodeSuggestion[]> {
  let body: unknown;
  try {
    // Inside the try: an unusable GEOCODER_URL (empty, not a URL) is the service being unavailable.
    const url = new URL('search', options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`);
    url.search = new URLSearchParams({ q, limit: String(limit), index: 'address' }).toString();
    // The signal also bounds the reading of the body, not only the wait for headers.
    const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
    if (!response.ok) throw new GeocoderUnavailable(`HTTP ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw new GeocoderTimeout();
    if (error instanceof GeocoderUnavailable) throw error;
    throw new GeocoderUnavailable(error instanceof Error ? error.message : String(error));
  }
  const parsed = BanFeatureCollection.safeParse(body);
  if (!parsed.success) throw new GeocoderUnavailable('unexpected answer');
  return parsed.data.features.map(toSuggestion);
}
