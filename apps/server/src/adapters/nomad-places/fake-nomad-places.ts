import { NomadPlace, NomadPlacesError, type NomadPlaceInput, type NomadPlaces } from './nomad-places.ts';

/** The demo's Nomad places, per configuration; tests change them and make a call fail. */
const DEMO_PLACES: NomadPlaceInput[] = [
  {
    id: 'NMD-LYON-FOURRIERE',
    label: 'Fourrière de Lyon',
    companyName: 'Fourrière municipale',
    address: {
      line1: '3 rue de Gerland',
      zipCode: '69007',
      city: 'Lyon',
      country: 'France',
      latitude: 45.7262,
      longitude: 4.8311,
    },
  },
  {
    id: 'NMD-VILLEURBANNE-RENAULT',
    label: 'Garage Renault Villeurbanne',
    companyName: 'Renault Villeurbanne',
    address: {
      line1: '150 cours Émile Zola',
      zipCode: '69100',
      city: 'Villeurbanne',
      country: 'France',
      latitude: 45.7699,
      longitude: 4.8801,
    },
    contact: { firstname: 'Paul', name: 'Garnier', phone: '04 78 00 11 22' },
  },
];

export class FakeNomadPlaces implements NomadPlaces {
  private readonly places = new Map<number, NomadPlace[]>();
  private failure: string | null = null;
  calls = 0;

  /** The places Nomad holds for a configuration (the demo's by default). */
  setPlaces(configurationId: number, places: NomadPlaceInput[]): void {
    this.places.set(
      configurationId,
      places.map((place) => NomadPlace.parse(place)),
    );
  }

  failNextCall(message = 'Nomad ne répond pas : les lieux favoris ne sont pas synchronisés'): void {
    this.failure = message;
  }

  async listPlaces(configurationId: number): Promise<NomadPlace[]> {
    this.calls += 1;
    if (this.failure) {
      const message = this.failure;
      this.failure = null;
      throw new NomadPlacesError(message);
    }
    return this.places.get(configurationId) ?? DEMO_PLACES.map((place) => NomadPlace.parse(place));
  }
}
