import type { DbOrTx } from '../../db/client.ts';
import { favouritePlaces, things, type StoredPlace } from '../../db/schema/index.ts';
import { addIngestionKey } from '../../modules/things/ingestion-keys.ts';

/**
 * The demo accounts' ingestion keys (README): what their network server sends in X-Ingestion-Key.
 * Known values, for the demo only; a real account makes its own with POST /api/iot/ingestionKey.
 */
export const DEMO_INGESTION_KEYS: Record<string, string> = {
  iot: 'demo-iot-ingestion-key',
  depanneur: 'demo-depanneur-ingestion-key',
  superviseur: 'demo-superviseur-ingestion-key',
};

const place = (
  line1: string,
  zipCode: string,
  city: string,
  latitude: number,
  longitude: number,
  more: Partial<StoredPlace> = {},
): StoredPlace => ({
  companyName: null,
  zoneId: null,
  codeInsee: null,
  line1,
  line2: null,
  line3: null,
  zipCode,
  city,
  country: 'France',
  latitude,
  longitude,
  gpsValide: true,
  descriptionLieu: null,
  contactName: null,
  contactFirstname: null,
  contactPhone: null,
  contactEmail: null,
  ...more,
});

const PLACES: Record<string, Array<{ label: string; place: StoredPlace }>> = {
  depanneur: [
    {
      label: 'Dépôt Martin',
      place: place('12 rue de la Villette', '69003', 'Lyon', 45.7597, 4.8566, {
        companyName: 'Dépannage Martin & Fils',
      }),
    },
    {
      label: 'Garage Peugeot Vénissieux',
      place: place('45 boulevard Ambroise Croizat', '69200', 'Vénissieux', 45.7037, 4.8799, {
        companyName: 'Peugeot Vénissieux',
        contactName: 'Moreau',
        contactFirstname: 'Claire',
        contactPhone: '04 72 50 12 34',
      }),
    },
    {
      label: 'Casse auto Bron',
      place: place('8 avenue Franklin Roosevelt', '69500', 'Bron', 45.7352, 4.9134, {
        companyName: 'Recyclage Bron',
      }),
    },
  ],
  mission: [
    {
      label: 'Entrepôt Lefèvre',
      place: place('8 avenue Jean Jaurès', '31000', 'Toulouse', 43.6057, 1.4492, {
        companyName: 'Transports Lefèvre',
      }),
    },
  ],
  bordeaux: [
    {
      label: 'Dépôt Dupont',
      place: place('27 cours de la Marne', '33800', 'Bordeaux', 44.8286, -0.5627, {
        companyName: 'Garage Dupont Dépannage',
      }),
    },
    {
      label: 'Fourrière de Bordeaux',
      place: place('2 quai de Brazza', '33100', 'Bordeaux', 44.8547, -0.5533, {
        companyName: 'Fourrière municipale',
      }),
    },
  ],
  lille: [
    {
      label: 'Dépôt Bernard',
      place: place('102 rue Nationale', '59800', 'Lille', 50.6351, 3.057, {
        companyName: 'Remorquage Bernard',
      }),
    },
  ],
  nantes: [
    {
      label: 'Parc Atlantique',
      place: place('15 quai de la Fosse', '44000', 'Nantes', 47.2105, -1.5636, {
        companyName: 'Auto Secours Atlantique',
      }),
    },
  ],
};

/** [name, device EUI, owner key (null: unassigned), battery, temperature, latitude, longitude] */
type ThingSeed = [string, string, string | null, number, number, number | null, number | null];
const THINGS: ThingSeed[] = [
  ['Remorque 12', '20635F0106000A01', 'iot', 88, 19.25, 45.764, 4.8357],
  ['Conteneur Port-Est', '20635F0106000A02', 'iot', 47, 12.5, 43.2965, 5.3698],
  ['Caisse mobile 3', '20635F0106000A03', 'iot', 18, 23.75, 47.2184, -1.5536],
  ['Groupe froid 7', '20635F0106000A04', 'iot', 100, 4.1, null, null],
  ['Plateau 01 - balise', '20635F0106000B01', 'depanneur', 72, 21.3, 45.7485, 4.8467],
  ['Grue 05 - balise', '20635F0106000B02', 'depanneur', 31, 20.05, 45.5256, 4.8749],
  ['Traceur en stock 1', '20635F0106000C01', null, 96, 18.0, null, null],
  ['Traceur en stock 2', '20635F0106000C02', null, 64, 18.5, 48.8566, 2.3522],
  ['Porteur T1 - balise', '20635F0106000D01', 'mission', 81, 17.6, 43.6045, 1.444],
  ['Remorque porte-engins', '20635F0106000D02', 'mission', 54, 16.2, 43.637, 1.39],
];

export async function seedPlacesAndThings(tx: DbOrTx, ids: Map<string, number>): Promise<void> {
  for (const [key, places] of Object.entries(PLACES)) {
    await tx.insert(favouritePlaces).values(places.map((p) => ({ accountId: ids.get(key)!, ...p })));
  }
  const now = Date.now();
  await tx.insert(things).values(
    THINGS.map(([name, abeewayId, owner, batteryLevel, temperature, latitude, longitude], index) => {
      const at = new Date(now - (index + 1) * 7 * 60_000);
      return {
        name,
        abeewayId,
        accountId: owner ? ids.get(owner)! : null,
        infoDateTime: at,
        rssi: -70 - index * 4,
        snr: 9.5 - index,
        temperature,
        batteryLevel,
        positionLatitude: latitude,
        positionLongitude: longitude,
        locationDateTime: latitude === null ? null : at,
      };
    }),
  );
  for (const [key, value] of Object.entries(DEMO_INGESTION_KEYS))
    await addIngestionKey(tx, ids.get(key)!, value);
}
