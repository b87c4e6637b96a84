import type { Config } from '../../config.ts';
import { FakeNomadPlaces } from './fake-nomad-places.ts';
import { NomadPlacesClient } from './nomad-places-client.ts';
import type { NomadPlaces } from './nomad-places.ts';

export { NomadPlacesError, type NomadPlace, type NomadPlaces } from './nomad-places.ts';
export { FakeNomadPlaces } from './fake-nomad-places.ts';

/** Nomad when NOMAD_URL is set (the same settings as the reports); otherwise an in-memory fake. */
export function createNomadPlaces(config: Config): NomadPlaces {
  const { url, token } = config.nomad;
  return url ? new NomadPlacesClient({ url, token }) : new FakeNomadPlaces();
}
