import { NomadPlaceList, NomadPlacesError, type NomadPlace, type NomadPlaces } from './nomad-places.ts';

export interface NomadPlacesSettings {
  /** Base URL of Nomad's API (NOMAD_URL), e.g. https://api.nomad.example/v1 */
  url: string;
  /** The operator's API token on Nomad (NOMAD_TOKEN). */
  token: string;
  timeoutMs?: number;
}

/**
 * Nomad's places API: `GET {url}/configurations/{id}/places` with a bearer token answers
 * `{ places: [{ id, label, companyName, address: {…}, contact: {…} }] }`. Anything else (an
 * HTTP error, a body of another shape, no answer in time) is a NomadPlacesError in French,
 * so the synchronisation changes nothing.
 */
export class NomadPlacesClient implements NomadPlaces {
  constructor(private readonly settings: NomadPlacesSettings) {}

  async listPlaces(configurationId: number): Promise<NomadPlace[]> {
    const base = this.settings.url.endsWith('/') ? this.settings.url : `${this.settings.url}/`;
    const endpoint = new URL(`configurations/${configurationId}/places`, base);
    let response: Response;
    try {
      response = await fetch(endpoint, {
        headers: { authorization: `Bearer ${this.settings.token}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? 10_000),
      });
    } catch {
      throw new NomadPlacesError('Nomad ne répond pas : les lieux favoris ne sont pas synchronisés');
    }
    if (!response.ok)
      throw new NomadPlacesError(`Nomad a refusé la synchronisation des lieux (HTTP ${response.status})`);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new NomadPlacesError('Nomad a répondu une liste de lieux illisible');
    }
    const parsed = NomadPlaceList.safeParse(body);
    if (!parsed.success) throw new NomadPlacesError('Nomad a répondu une liste de lieux illisible');
    return parsed.data.places;
  }
}
