import { garages, streets as demoStreets } from '../seed/folders-data.ts';
import { cities as bulkCities, streetNames as bulkStreetNames } from '../seed/bulk/vocabulary.ts';
import type { BanFeature } from '../../adapters/geocoder/ban-geojson.ts';

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

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const HOUSE_NUMBER = /^(\d+(?:\s?(?:bis|ter))?)\s+(.+)$/i;

/**
 * The streets of the demo data (the folders' places and garages, and the bulk seed's streets
 * in each of its cities), so that what a newcomer types about a demo folder finds an address.
 * The street is kept without its number: the fake numbers it as the user typed.
 */
function demoEntries(): Entry[] {
  const places = [...Object.values(demoStreets).flat(), ...Object.values(garages)];
  const fromDemo = places.map(([line1, zipCode, city, latitude, longitude]): Entry => {
    // 'Garage Renault Lyon Sud, 20 route de Vienne': the street is after the comma.
    const street = [line1.split(', ').at(-1)!, line1].map((part) => HOUSE_NUMBER.exec(part)).find(Boolean);
    return street
      ? ['street', capitalized(street[2]!), zipCode, city, '', [longitude, latitude]]
      : ['locality', line1, zipCode, city, '', [longitude, latitude]];
  });
  const fromBulk = bulkCities.flatMap(([city, zipCode, latitude, longitude]) =>
    bulkStreetNames.map(
      (street, index): Entry => [
        'street',
        capitalized(street),
        zipCode,
        city,
        '',
        // Spread the streets around the town centre, a few hundred metres apart.
        [longitude + ((index % 5) - 2) * 0.004, latitude + (Math.floor(index / 5) - 0.5) * 0.004],
      ],
    ),
  );
  return [...fromDemo, ...fromBulk];
}

function toFeature([type, name, postcode, city, citycode, position]: Entry): BanFeature {
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
      citycode: citycode || undefined,
    },
    geometry: position ? { type: 'Point', coordinates: position } : null,
  };
}

const seen = new Set<string>();
export const fakeAddresses: BanFeature[] = [...entries, ...demoEntries()].map(toFeature).filter((feature) => {
  const key = feature.properties.label.toLowerCase();
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
});

/** The same street, numbered as the user typed it (what the real base answers for '12 rue …'). */
export function numbered(feature: BanFeature, housenumber: string): BanFeature {
  const p = feature.properties;
  if (p.type !== 'street') return feature;
  const name = `${housenumber} ${p.name}`;
  return {
    ...feature,
    properties: { ...p, type: 'housenumber', name, housenumber, label: `${name} ${p.postcode} ${p.city}` },
  };
}

/** Lower case, without accents, apostrophes, hyphens nor commas: 'd’Alsace-Lorraine' → ['d', 'alsace', 'lorraine']. */
export function words(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[\s,.;:'’`-]+/)
    .filter(Boolean);
}

/** Levenshtein distance, enough for one or two typing slips. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/** How well one typed word matches one word of an address: 3 the same, 2 its beginning, 1 with a slip, 0 not. */
function wordScore(typed: string, word: string): number {
  if (typed === word) return 3;
  if (word.startsWith(typed)) return 2;
  if (typed.length < 4) return 0;
  const slips = typed.length >= 8 ? 2 : 1;
  const start = word.slice(0, typed.length);
  return distance(typed, word) <= slips || distance(typed, start) <= slips ? 1 : 0;
}

const NUMBER = /^\d+$/;

/**
 * What the fake answers for `q`: every typed word must match a word of the address (accents,
 * case and a slip ignored, the last word may be unfinished), best matches first. A leading
 * house number numbers the streets it matches, as the real base does.
 */
export function searchFakeAddresses(q: string, limit: number): BanFeature[] {
  const typed = words(q);
  const housenumber = typed.length > 1 && NUMBER.test(typed[0]!) ? typed[0]! : null;
  const scored: Array<{ feature: BanFeature; score: number }> = [];
  for (const feature of fakeAddresses) {
    const street = feature.properties.type === 'street';
    const candidate = housenumber && street ? numbered(feature, housenumber) : feature;
    const own = words(candidate.properties.label);
    let score = 0;
    for (const word of typed) {
      const best = Math.max(
        0,
        ...own.map((w) => (NUMBER.test(word) ? (w === word ? 3 : 0) : wordScore(word, w))),
      );
      if (best === 0) {
        score = 0;
        break;
      }
      score += best;
    }
    if (score > 0) scored.push({ feature: candidate, score });
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ feature }) => feature);
}
