import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder, type FakeGeocoder } from '../../demo/fakes/fake-geocoder.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let geocoder: FakeGeocoder;
let t: TestContext;
beforeAll(async () => {
  geocoder = await startFakeGeocoder();
  t = await createTestApp({ geocoderUrl: geocoder.url });
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

const geocode = async (query: string, context = t) =>
  context.app.inject({ url: `/api/geocode?${query}`, headers: await context.bearer('depanneur') });

describe('GET /api/geocode', () => {
  it('answers French addresses ready for the place panel', async () => {
    const response = await geocode(`q=${encodeURIComponent('12 rue de la Villette Lyon')}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        line1: '12 Rue de la Villette',
        line2: null,
        line3: null,
        zipCode: '69003',
        city: 'Lyon',
        country: 'France',
        latitude: 45.7597,
        longitude: 4.8566,
        label: '12 Rue de la Villette 69003 Lyon',
        descriptionLieu: null,
        codeInsee: '69383',
        hasGeometry: true,
      },
    ]);
  });

  it('flags a suggestion the address base cannot place', async () => {
    const [rest] = (await geocode('q=aire%20de%20beaune')).json();
    expect(rest).toMatchObject({
      label: 'Aire de Beaune-Tailly 21200 Beaune',
      hasGeometry: false,
      latitude: null,
    });
  });

  it('keeps to the limit asked', async () => {
    expect((await geocode('q=toulouse&limit=2')).json()).toHaveLength(2);
    expect((await geocode('q=toulouse&limit=1')).json()).toHaveLength(1);
  });

  it('answers an empty list below 3 characters', async () => {
    for (const q of ['', 'ly', '  a  ']) {
      const response = await geocode(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('refuses bad input in French', async () => {
    for (const query of [
      'limit=5',
      'q=lyon&limit=0',
      'q=lyon&limit=500',
      `q=${'a'.repeat(201)}`,
      'q=lyon&pays=FR',
    ]) {
      const response = await geocode(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
    expect((await geocode(`q=${'a'.repeat(201)}`)).json().error_description).toMatch(
      /ne doit pas dépasser 200 caractères/,
    );
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ url: '/api/geocode?q=lyon' })).statusCode).toBe(401);
  });
});

describe('GET /api/geocode when the address API fails', () => {
  let slow: FakeGeocoder;
  let failing: TestContext;
  beforeAll(async () => {
    slow = await startFakeGeocoder({ delayMs: 2_000 });
    failing = await createTestApp({ geocoderUrl: slow.url, geocoderTimeoutMs: 200 });
  });
  afterAll(async () => {
    await failing.close();
    await slow.close();
  });

  it('answers 504 in French when the API is too slow', async () => {
    const started = Date.now();
    const response = await geocode('q=lyon', failing);
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({
      error: 'upstream_timeout',
      error_description: "Le service d'adresses n'a pas répondu à temps, veuillez réessayer",
    });
  });

  it('answers 502 in French when the API is down or answers an error', async () => {
    const gone = await startFakeGeocoder();
    await gone.close();
    // An address that is not a URL (empty, a typo in GEOCODER_URL) was a 500.
    for (const geocoderUrl of [gone.url, `${geocoder.url}/wrong-path`, '', 'pas une adresse']) {
      // The proxy reads its configuration per call, so one app can point elsewhere.
      failing.config.geocoderUrl = geocoderUrl;
      const response = await geocode('q=lyon', failing);
      expect(response.statusCode, geocoderUrl).toBe(502);
      expect(response.json().error_description).toBe(
        "Le service d'adresses est indisponible pour le moment, veuillez réessayer",
      );
    }
  });
});
