import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { garages, streets } from '../seed/folders-data.ts';
import { searchFakeAddresses, words } from './fake-addresses.ts';
import { startFakeGeocoder, type FakeGeocoder } from './fake-geocoder.ts';

const labels = (q: string, limit = 5) => searchFakeAddresses(q, limit).map((f) => f.properties.label);

describe('the fake address service of the demo', () => {
  it('gives a first suggestion for what a newcomer types', () => {
    expect(labels('12 rue de la')[0]).toMatch(/^12 Rue de la /);
    expect(labels('24 rue de la repu')[0]).toBe('24 Rue de la République 69002 Lyon');
  });

  it('ignores accents, case, apostrophes and a typing slip', () => {
    expect(labels('CANEBIERE')[0]).toBe('La Canebière 13001 Marseille');
    expect(labels("rue d'alsace lorraine")[0]).toBe('Rue d’Alsace-Lorraine 31000 Toulouse');
    expect(labels('8 cours gambeta')[0]).toBe('8 Cours Gambetta 69007 Lyon');
    expect(labels('republiqe lyon')).toContain('Rue de la République 69002 Lyon');
  });

  it("knows every street of the demo folders and garages, with the street's position", () => {
    for (const [line1, zipCode, city, latitude, longitude] of [
      ...Object.values(streets).flat(),
      ...Object.values(garages),
    ]) {
      const query = `${line1.split(', ').at(-1)} ${city}`;
      const [first] = searchFakeAddresses(query, 5);
      expect(first?.properties.label, query).toContain(`${zipCode} ${city}`);
      expect(first?.geometry?.coordinates, query).toEqual([longitude, latitude]);
    }
  });

  it("knows the bulk seed's streets in each of its cities", () => {
    expect(labels('rue pasteur strasbourg')).toEqual(['Rue Pasteur 67000 Strasbourg']);
    expect(labels('5 chemin des vignes orleans')).toEqual(['5 Chemin des Vignes 45000 Orléans']);
  });

  it('splits words as a reader does', () => {
    expect(words('14 rue d’Alsace-Lorraine, Toulouse')).toEqual([
      '14',
      'rue',
      'd',
      'alsace',
      'lorraine',
      'toulouse',
    ]);
  });

  it('answers nothing for words no address has', () => {
    expect(labels('zzzz qqqq')).toEqual([]);
  });
});

describe('the fake address API', () => {
  let geocoder: FakeGeocoder;
  beforeAll(async () => {
    geocoder = await startFakeGeocoder();
  });
  afterAll(() => geocoder.close());

  it('answers the GeoJSON of the national address API, best match first, within the limit', async () => {
    const response = await fetch(
      `${geocoder.url}/search?q=${encodeURIComponent('12 rue de la republique lyon')}&limit=3`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      features: Array<{ properties: { label: string; score: number } }>;
    };
    expect(body.features.length).toBeLessThanOrEqual(3);
    expect(body.features[0]?.properties).toMatchObject({
      label: '12 Rue de la République 69002 Lyon',
      score: 0.9,
    });
  });
});
