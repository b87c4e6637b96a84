import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeNomadPlaces } from '../../adapters/nomad-places/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let nomad: FakeNomadPlaces;
beforeAll(async () => {
  t = await createTestApp();
  if (!(t.app.nomadPlaces instanceof FakeNomadPlaces)) throw new Error('tests expect the fake Nomad places');
  nomad = t.app.nomadPlaces;
});
afterAll(() => t.close());

const synchronize = async (login = 'depanneur') =>
  t.app.inject({ method: 'POST', url: '/api/places/synchronize', headers: await t.bearer(login) });
const places = async () =>
  (await t.app.inject({ url: '/api/places', headers: await t.bearer('depanneur') })).json().rows as Array<{
    label: string;
    readOnly: boolean;
    city: string | null;
    id: number;
  }>;
/** The demo depanneur account's Nomad configuration. */
const CONFIGURATION = 1;
const fourriere = {
  id: 'N-1',
  label: 'Fourrière de Lyon',
  address: { line1: '3 rue de Gerland', zipCode: '69007', city: 'Lyon', latitude: 45.72, longitude: 4.83 },
};
const renault = {
  id: 'N-2',
  label: 'Garage Renault',
  address: { city: 'Villeurbanne' },
  contact: { name: 'Garnier' },
};

describe('POST /api/places/synchronize', () => {
  it("copies the account's Nomad places as read-only, and counts them", async () => {
    nomad.setPlaces(CONFIGURATION, [fourriere, renault]);
    const response = await synchronize();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 2 });
    const synced = (await places()).filter((p) => p.readOnly);
    expect(synced.map((p) => [p.label, p.city])).toEqual([
      ['Fourrière de Lyon', 'Lyon'],
      ['Garage Renault', 'Villeurbanne'],
    ]);
    expect((await places()).filter((p) => !p.readOnly)).toHaveLength(3);
  });

  it('counts 0 when Nomad holds nothing new', async () => {
    expect((await synchronize()).json()).toEqual({ count: 0 });
    expect(await places()).toHaveLength(5);
  });

  it('rewrites changed places, adds new ones and removes vanished ones, never the local ones', async () => {
    nomad.setPlaces(CONFIGURATION, [
      { ...fourriere, label: 'Fourrière municipale de Lyon' },
      { id: 'N-3', label: 'Carrosserie Vaise', address: { city: 'Lyon 9e' } },
    ]);
    expect((await synchronize()).json()).toEqual({ count: 3 });
    const labels = (await places()).map((p) => p.label);
    expect(labels).toContain('Fourrière municipale de Lyon');
    expect(labels).toContain('Carrosserie Vaise');
    expect(labels).not.toContain('Garage Renault');
    expect(labels).toContain('Dépôt Martin');
  });

  it('answers 502 in French when Nomad fails, changing nothing', async () => {
    const before = await places();
    nomad.setPlaces(CONFIGURATION, []);
    nomad.failNextCall();
    const response = await synchronize();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'upstream_error',
      error_description: 'Nomad ne répond pas : les lieux favoris ne sont pas synchronisés',
    });
    expect(await places()).toEqual(before);
  });

  it('is refused (403) to an account not connected to Nomad, asking Nomad nothing', async () => {
    const calls = nomad.calls;
    const response = await synchronize('mission');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe(
      'La synchronisation des lieux est réservée aux comptes connectés à Nomad',
    );
    expect((await synchronize('assisteur')).statusCode).toBe(403);
    expect(nomad.calls).toBe(calls);
  });

  it("is refused (403) to an OPERATEUR of the account: the list is the administrators' setting", async () => {
    const calls = nomad.calls;
    const response = await synchronize('operateur');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Cette action est réservée aux administrateurs du compte');
    expect(nomad.calls).toBe(calls);
  });
});
