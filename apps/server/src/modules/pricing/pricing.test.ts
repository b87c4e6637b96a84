import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TariffGridInput, TariffRuleInput } from '@plateau/contracts';
import { folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let dupont: number;
beforeAll(async () => {
  t = await createTestApp();
  dupont = await accountIdOf(t, 'dupont');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, login = 'dupont') =>
  t.app.inject({
    method,
    url,
    headers: await t.bearer(login),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const rule = (over: Partial<TariffRuleInput>): TariffRuleInput => ({
  label: 'Forfait remorquage',
  articleId: null,
  unit: 'FORFAIT',
  priceHtCents: 12000,
  vatRate: 20,
  floorCents: null,
  included: 0,
  vehicleCategories: [],
  minWeightKg: null,
  maxWeightKg: null,
  placeKinds: [],
  timeBands: [],
  missionKinds: [],
  ...over,
});
const grid = (over: Partial<TariffGridInput>): TariffGridInput => ({
  name: 'Grille par défaut',
  customerId: null,
  assistanceProvider: null,
  validFrom: '2020-01-01',
  validUntil: null,
  hidePricesOnDriverDocuments: false,
  rules: [
    rule({ label: 'Forfait remorquage', missionKinds: ['REMORQUAGE'] }),
    rule({ label: 'Forfait dépannage', priceHtCents: 9000, missionKinds: ['DEPANNAGE'] }),
    rule({ label: 'Déplacement pour rien', priceHtCents: 6000, missionKinds: ['DEPLACEMENT_POUR_RIEN'] }),
    rule({ label: 'Km supplémentaire', unit: 'KM', priceHtCents: 150, included: 30 }),
    rule({ label: 'Attente', unit: 'QUART_HEURE', priceHtCents: 1500, floorCents: 1000 }),
  ],
  ...over,
});

/** A folder called on Monday 9 March 2026 at 10:00 (Paris), of the given nature and provider. */
async function pricedFolder(
  nature: string,
  options: { provider?: 'AXA_ASSISTANCE'; motorway?: boolean } = {},
) {
  const { folderId, missionId } = await makeFolder(t, dupont, {
    assistanceProvider: options.provider ?? null,
  });
  await t.database.db
    .update(folders)
    .set({
      creationDateTime: new Date('2026-03-09T09:00:00Z'),
      interventionDepannage: {
        nature: nature as 'REMORQUAGE',
        typologie: options.motorway ? 'AUTOROUTE' : 'IMMEDIATE',
        kmPrevus: 43,
      },
      vehicule: { immatriculation: 'GT-404-XY', type: 'Fourgon utilitaire', ptac: 2100 },
    })
    .where(eq(folders.id, folderId));
  const steps = {
    arrivedAtDestination: { dateTime: '2026-03-09T09:30:00Z', latitude: null, longitude: null },
    departureFromDestination: { dateTime: '2026-03-09T10:20:00Z', latitude: null, longitude: null },
  };
  await t.database.db.update(missions).set({ steps }).where(eq(missions.id, missionId));
  return folderId;
}

describe('tariff grids', () => {
  it('lets an administrator create, read and rewrite a grid; a stale version is a 409', async () => {
    const created = await call('POST', '/api/tariff-grids', grid({}));
    expect(created.statusCode).toBe(200);
    const body = created.json();
    expect(body.rules[0]).toMatchObject({ id: 'r1', label: 'Forfait remorquage' });
    const list = (await call('GET', '/api/tariff-grids')).json();
    expect(list.map((g: { name: string }) => g.name)).toContain('Grille par défaut');
    const rewritten = await call('PUT', `/api/tariff-grids/${body.id}`, {
      ...grid({ name: 'Défaut 2026' }),
      version: 1,
    });
    expect(rewritten.json()).toMatchObject({ name: 'Défaut 2026', version: 2 });
    const stale = await call('PUT', `/api/tariff-grids/${body.id}`, { ...grid({}), version: 1 });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses bad input in French, an unknown field, and nothing is saved', async () => {
    const before = (await call('GET', '/api/tariff-grids')).json().length;
    const bad = await call(
      'POST',
      '/api/tariff-grids',
      grid({ validFrom: '2026-02-01', validUntil: '2026-01-01' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_description).toContain('La fin de validité doit suivre son début');
    expect((await call('POST', '/api/tariff-grids', { ...grid({}), coefficient: 2 })).statusCode).toBe(400);
    expect((await call('POST', '/api/tariff-grids', grid({ customerId: 999999 }))).statusCode).toBe(400);
    expect((await call('GET', '/api/tariff-grids')).json()).toHaveLength(before);
  });

  it('shows the regulated motorway table read-only, and keeps edits to administrators', async () => {
    const motorway = (await call('GET', '/api/tariff-grids/motorway')).json();
    expect(motorway[0]).toMatchObject({ name: 'arrêté 2026' });
    expect(motorway[0].classes[1]).toMatchObject({
      normalCents: 18672,
      majoratedCents: 28008,
      majoratedPublished: true,
    });
    expect((await call('POST', '/api/tariff-grids', grid({}), 'operateur')).statusCode).toBe(403);
    expect((await call('GET', '/api/tariff-grids', undefined, 'assisteur')).statusCode).toBe(403);
  });

  it("answers 404 for another account's grid", async () => {
    const mine = (await call('POST', '/api/tariff-grids', grid({ name: 'Privée' }))).json();
    expect(
      (await call('PUT', `/api/tariff-grids/${mine.id}`, { ...grid({}), version: 1 }, 'depanneur'))
        .statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/tariff-grids/${mine.id}`, undefined, 'depanneur')).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/tariff-grids/${mine.id}`)).statusCode).toBe(204);
  });
});

describe('« Calculer le prix »', () => {
  it('proposes the lines of a folder of each kind, each with its rule', async () => {
    const towing = (await call('POST', `/api/folders/${await pricedFolder('REMORQUAGE')}/price`)).json();
    expect(towing.lines.map((l: { label: string; quantity: number }) => [l.label, l.quantity])).toEqual([
      ['Forfait remorquage', 1],
      ['Km supplémentaire', 13],
      ['Attente', 4],
    ]);
    const repair = (
      await call('POST', `/api/folders/${await pricedFolder('DEPANNAGE_SUR_PLACE')}/price`)
    ).json();
    expect(repair.lines[0]).toMatchObject({ label: 'Forfait dépannage', unitPriceCents: 9000 });
    const forNothing = (
      await call('POST', `/api/folders/${await pricedFolder('DEPLACEMENT_POUR_RIEN')}/price`)
    ).json();
    expect(forNothing.lines[0]).toMatchObject({
      label: 'Déplacement pour rien',
      ruleDescription: expect.stringContaining('Défaut 2026'),
    });
    const motorway = (
      await call('POST', `/api/folders/${await pricedFolder('REMORQUAGE', { motorway: true })}/price`)
    ).json();
    expect(motorway.lines[0]).toMatchObject({
      unitPriceCents: 18672,
      ruleDescription: 'Forfait autoroute VL 1,8 – 3,5 t — arrêté 2026',
    });
  });

  it("takes the AXA contract's grid before the default one", async () => {
    await call(
      'POST',
      '/api/tariff-grids',
      grid({
        name: 'Contrat AXA',
        assistanceProvider: 'AXA_ASSISTANCE',
        rules: [rule({ label: 'Forfait AXA', priceHtCents: 11000 })],
      }),
    );
    const axa = (
      await call(
        'POST',
        `/api/folders/${await pricedFolder('REMORQUAGE', { provider: 'AXA_ASSISTANCE' })}/price`,
      )
    ).json();
    expect(axa).toMatchObject({
      gridName: 'Contrat AXA',
      lines: [{ label: 'Forfait AXA', unitPriceCents: 11000 }],
    });
  });

  it('marks a changed line « modifié », flags it under the floor, and fills the valorisation', async () => {
    const folderId = await pricedFolder('REMORQUAGE');
    const priced = (await call('POST', `/api/folders/${folderId}/price`)).json();
    const changed = await call('PUT', `/api/folders/${folderId}/price/lines/2`, {
      unitPriceCents: 800,
      quantity: 4,
      version: priced.version,
    });
    expect(changed.json().lines[2]).toMatchObject({
      modified: true,
      totalHtCents: 3200,
      proposedUnitPriceCents: 1500,
    });
    expect(changed.json().warnings[0].message).toContain('sous le plancher');
    const stale = await call('PUT', `/api/folders/${folderId}/price/lines/2`, {
      unitPriceCents: 900,
      quantity: 4,
      version: priced.version,
    });
    expect(stale.statusCode).toBe(409);
    const folder = await call('POST', `/api/folders/${folderId}/price/valorisation`);
    expect(folder.statusCode).toBe(200);
    const stored = (await folderRow(t, folderId)).valorisation!;
    expect(stored.items.map((item) => item.libelle)).toEqual([
      'Forfait remorquage',
      'Km supplémentaire',
      'Attente',
    ]);
    expect(stored.totalHt).toBe(120 + 19.5 + 32);
    const invoice = await call('POST', `/api/folders/${folderId}/facturer`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.json().articles.map((a: { nom: string }) => a.nom)).toEqual([
      'Forfait remorquage',
      'Km supplémentaire',
      'Attente',
    ]);
  });

  it("answers 404 for another account's folder and 403 to an assistance company", async () => {
    const folderId = await pricedFolder('REMORQUAGE');
    expect((await call('POST', `/api/folders/${folderId}/price`, undefined, 'depanneur')).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/folders/${folderId}/price`, undefined, 'depanneur')).statusCode).toBe(
      404,
    );
    expect((await call('POST', `/api/folders/${folderId}/price`, undefined, 'assisteur')).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/folders/${folderId}/price`)).json()).toBeNull();
  });
});
