import type { BanFeature } from './ban-geojson.ts';

type Entry = [
  type: 'housenumber' | 'street' | 'locality' | 'municipality',
  name: string,
  postcode: string,
  city: string,
  citycode: string,
  position: [longitude: number, latitude: number] | null,
];

/** Real French addresses, as the national address base names them. */
const entries: Entry[] = [
  ['housenumber', '20 Avenue de Ségur', '75007', 'Paris', '75107', [2.3068, 48.8497]],
  ['street', 'Rue de Rivoli', '75001', 'Paris', '75101', [2.3376, 48.8606]],
  ['housenumber', '12 Rue de la Villette', '69003', 'Lyon', '69383', [4.8566, 45.7597]],
  ['housenumber', '10 Place de la Bourse', '33000', 'Bordeaux', '33063', [-0.5696, 44.8416]],
  ['housenumber', '1 Place du Capitole', '31000', 'Toulouse', '31555', [1.444, 43.6045]],
  ['housenumber', '8 Avenue Jean Jaurès', '31000', 'Toulouse', '31555', [1.4492, 43.6057]],
  ['housenumber', '15 Quai de la Fosse', '44000', 'Nantes', '44109', [-1.5636, 47.2105]],
  ['housenumber', '102 Rue Nationale', '59800', 'Lille', '59350', [3.057, 50.6351]],
  ['housenumber', '64 Boulevard National', '13003', 'Marseille', '13203', [5.3842, 43.3096]],
  ['housenumber', '1 Place de la Comédie', '34000', 'Montpellier', '34172', [3.88, 43.6086]],
  ['municipality', 'Vienne', '38200', 'Vienne', '38544', [4.8749, 45.5256]],
  // A motorway rest area the base knows by name but cannot place: the 'no geometry' case.
  ['locality', 'Aire de Beaune-Tailly', '21200', 'Beaune', '21054', null],
];

export const fakeAddresses: BanFeature[] = entries.map(([type, name, postcode, city, citycode, position]) => {
  const [housenumber, ...street] = name.split(' ');
  const numbered = type === 'housenumber';
  return {
    properties: {
      label: type === 'municipality' ? `${city} ${postcode}` : `${name} ${postcode} ${city}`,
      type,
      name,
      housenumber: numbered ? housenumber : undefined,
      street: numbered ? street.join(' ') : type === 'street' ? name : undefined,
      postcode,
      city,
      citycode,
    },
    geometry: position ? { type: 'Point', coordinates: position } : null,
  };
});
