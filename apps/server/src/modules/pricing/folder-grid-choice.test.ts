import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TariffRuleInput } from '@plateau/contracts';
import { accounts, folders, legalEntities } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let dupont: number;
beforeAll(async () => {
  t = await createTestApp();
  dupont = await accountIdOf(t, 'dupont');
});
afterAll(() => t.close());

const call = async (url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: await t.bearer('dupont'), ...(payload ? { payload } : {}) });

const rule = (label: string, priceHtCents: number, timeBands: TariffRuleInput['timeBands']) => ({
  label,
  articleId: null,
  unit: 'FORFAIT',
  priceHtCents,
  vatRate: 20,
  floorCents: null,
  included: 0,
  vehicleCategories: [],
  minWeightKg: null,
  maxWeightKg: null,
  placeKinds: [],
  timeBands,
  missionKinds: [],
});

async function accountIn(zipCode: string) {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, dupont));
  await t.database.db
    .update(accounts)
    .set({ place: { ...row!.place, zipCode } as typeof accounts.$inferInsert.place })
    .where(eq(accounts.id, dupont));
}

describe("the grid of a folder: the account's holidays, the customer's contract", () => {
  it('majorates Good Friday for an account in Strasbourg, not for one in Valence', async () => {
    const grid = {
      name: 'Grille par défaut',
      customerId: null,
      assistanceProvider: null,
      validFrom: '2020-01-01',
      validUntil: null,
      hidePricesOnDriverDocuments: false,
      rules: [rule('Forfait', 10000, []), rule('Forfait jour férié', 20000, ['FERIE'])],
    };
    expect((await call('/api/tariff-grids', grid)).statusCode).toBe(200);
    // Friday 3 April 2026 (Good Friday) at 10:00 in Paris; the folder's place has no postcode.
    const { folderId } = await makeFolder(t, dupont);
    await t.database.db
      .update(folders)
      .set({
        creationDateTime: new Date('2026-04-03T08:00:00Z'),
        interventionDepannage: { nature: 'REMORQUAGE', typologie: 'IMMEDIATE' },
      })
      .where(eq(folders.id, folderId));

    await accountIn('26000');
    expect((await call(`/api/folders/${folderId}/price`)).json().lines[0].label).toBe('Forfait');
    await accountIn('67000');
    const alsace = (await call(`/api/folders/${folderId}/price`)).json();
    expect(alsace.lines[0]).toMatchObject({ label: 'Forfait jour férié', unitPriceCents: 20000 });
    expect(alsace.lines[0].ruleDescription).toContain('férié');
  });

  it("prices a company's folder with its customer grid, before the default one", async () => {
    const [customer] = await t.database.db
      .insert(legalEntities)
      .values({
        accountId: dupont,
        code: 'C-BERTHIER',
        headQuarterPlace: { companyName: 'Transports Berthier' } as never,
      })
      .returning();
    const grid = {
      name: 'Contrat Transports Berthier',
      customerId: customer!.id,
      assistanceProvider: null,
      validFrom: '2020-01-01',
      validUntil: null,
      hidePricesOnDriverDocuments: true,
      rules: [rule('Forfait Berthier', 9500, [])],
    };
    expect((await call('/api/tariff-grids', grid)).statusCode).toBe(200);
    const { folderId } = await makeFolder(t, dupont);
    const [row] = await t.database.db.select().from(folders).where(eq(folders.id, folderId));
    await t.database.db
      .update(folders)
      .set({
        customerPlace: { ...row!.customerPlace, companyName: 'Transports Berthier' },
        interventionDepannage: { nature: 'REMORQUAGE', typologie: 'IMMEDIATE' },
      })
      .where(eq(folders.id, folderId));
    const priced = (await call(`/api/folders/${folderId}/price`)).json();
    expect(priced).toMatchObject({
      gridName: 'Contrat Transports Berthier',
      hidePricesOnDriverDocuments: true,
      lines: [{ label: 'Forfait Berthier', unitPriceCents: 9500 }],
    });
  });
});
