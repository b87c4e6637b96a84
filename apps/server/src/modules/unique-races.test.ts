import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import {
  CreationOrigine,
  FolderState,
  formatSequenceCode,
  LOGIN_TAKEN_MESSAGE,
  type AssistanceProvider,
} from '@plateau/contracts';
import { FakeNomadPlaces } from '../adapters/nomad-places/index.ts';
import { accountSequences, folders, invoices, legalEntities, things, users } from '../db/schema/index.ts';
import { DEMO_INGESTION_KEYS } from '../demo/seed/places-things.ts';
import { demoValorisation } from '../demo/seed/valorisation-template.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { accountIdOf, makeFolder } from '../test/folder-fixtures.ts';

/**
 * Issue 18 §5: every unique index a user can run into, hit by ten requests at once (on PGlite
 * and on PostgreSQL, where they really run side by side). One wins; the others get a French
 * 409, or wait their turn and find the work done; a number is never given twice; never a 500.
 */
let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const PARALLEL = 10;
const times = <T>(make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: PARALLEL }, (_, i) => make(i)));
const statuses = (responses: Array<{ statusCode: number }>) => responses.map((r) => r.statusCode).sort();

describe('ten requests racing for one unique value', () => {
  it('the same new login: one 200, nine French 409, one user', async () => {
    const hash = await bcrypt.hash('secret-du-relais', 10);
    const headers = await t.bearer('depanneur');
    const responses = await times(() =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/accounts/${depanneur}/users`,
        headers,
        payload: { added: [{ name: 'relais.nuit', email: null, role: 'OPERATEUR', passwordHash: hash }] },
      }),
    );
    expect(statuses(responses)).toEqual([200, ...Array(PARALLEL - 1).fill(409)]);
    for (const refused of responses.filter((r) => r.statusCode === 409))
      expect(refused.json()).toEqual({ error: 'conflict', error_description: LOGIN_TAKEN_MESSAGE });
    const rows = await t.database.db.select().from(users).where(eq(users.login, 'relais.nuit'));
    expect(rows).toHaveLength(1);
  });

  it('new customers: ten distinct codes, a code already used (another prefix spelled it) skipped', async () => {
    const headers = await t.bearer('depanneur');
    const [counter] = await t.database.db
      .select()
      .from(accountSequences)
      .where(and(eq(accountSequences.accountId, depanneur), eq(accountSequences.name, 'CUSTOMER')));
    const prefix = (await t.app.inject({ url: '/api/legalentities/nextCode', headers }))
      .json()
      .data.slice(0, -5);
    // A customer already holds the code the next creation would make.
    const taken = formatSequenceCode(prefix, counter!.lastValue + 1);
    await t.database.db.insert(legalEntities).values({ accountId: depanneur, code: taken });
    const responses = await times((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/legalentities/',
        headers,
        payload: { headQuarterPlace: { companyName: `Course ${i}`, city: 'Lyon' } },
      }),
    );
    expect(statuses(responses)).toEqual(Array(PARALLEL).fill(200));
    const codes = responses.map((r) => r.json().code as string).sort();
    expect(new Set(codes).size).toBe(PARALLEL);
    expect(codes).not.toContain(taken);
    expect(codes).toEqual(
      Array.from({ length: PARALLEL }, (_, i) => formatSequenceCode(prefix, counter!.lastValue + 2 + i)),
    );
  });

  it("the same unknown device's first uplinks: all written, one thing created", async () => {
    const eui = '20635F01060FFFEE';
    const responses = await times((i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/iot/uplinks',
        headers: { 'x-ingestion-key': DEMO_INGESTION_KEYS.iot! },
        payload: { devEUI: eui, time: `2030-02-01T10:00:0${i}Z`, battery: 50 + i },
      }),
    );
    expect(statuses(responses)).toEqual(Array(PARALLEL).fill(200));
    expect(responses.reduce((sum, r) => sum + (r.json().created as number), 0)).toBe(1);
    const rows = await t.database.db.select().from(things).where(eq(things.abeewayId, eui));
    expect(rows).toHaveLength(1);
    // The newest reading won, whatever order they were written in.
    expect(rows[0]!.batteryLevel).toBe(50 + PARALLEL - 1);
  });

  it('Nomad place synchronisations at once: each place added once, every answer a 200', async () => {
    const nomad = t.app.nomadPlaces;
    if (!(nomad instanceof FakeNomadPlaces)) throw new Error('tests expect the fake Nomad places');
    nomad.setPlaces(1, [
      { id: 'R-1', label: 'Fourrière de Vénissieux', address: { city: 'Vénissieux' } },
      { id: 'R-2', label: 'Garage du Rhône', address: { city: 'Lyon' } },
    ]);
    const headers = await t.bearer('depanneur');
    const responses = await times(() =>
      t.app.inject({ method: 'POST', url: '/api/places/synchronize', headers }),
    );
    expect(statuses(responses)).toEqual(Array(PARALLEL).fill(200));
    expect(responses.reduce((sum, r) => sum + (r.json().count as number), 0)).toBe(2);
    const labels = (await t.app.inject({ url: '/api/places', headers }))
      .json()
      .rows.map((p: { label: string }) => p.label);
    expect(labels.filter((l: string) => l === 'Fourrière de Vénissieux')).toHaveLength(1);
  });
});

describe("'Facturer' at once", () => {
  async function valorisedFolder(assistanceProvider: AssistanceProvider) {
    const { folderId } = await makeFolder(t, depanneur, {
      origin: CreationOrigine.NOMAD,
      state: FolderState.REPORT,
      assistanceProvider,
    });
    const valorisation = demoValorisation();
    valorisation.items[0]!.prixUnitaire = 125;
    await t.database.db
      .update(folders)
      .set({ valorisationState: 'ACCEPTEE', valorisation, estFacturable: true })
      .where(eq(folders.id, folderId));
    return folderId;
  }

  it('the same folder ten times: one draft invoice, the same answered ten times', async () => {
    const folderId = await valorisedFolder('IMA');
    const headers = await t.bearer('depanneur');
    const responses = await times(() =>
      t.app.inject({ method: 'POST', url: `/api/folders/${folderId}/facturer`, headers }),
    );
    expect(statuses(responses)).toEqual(Array(PARALLEL).fill(200));
    // « Facturer » again opens the folder's draft: one invoice, never a second one.
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const drafts = await t.database.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.folderId, folderId));
    expect(drafts).toHaveLength(1);
  });

  it('ten folders of a company not yet a customer: one customer for the company, consecutive numbers at issue', async () => {
    const folderIds = await Promise.all(Array.from({ length: PARALLEL }, () => valorisedFolder('OPTEVEN')));
    const headers = await t.bearer('depanneur');
    const responses = await Promise.all(
      folderIds.map((id) => t.app.inject({ method: 'POST', url: `/api/folders/${id}/facturer`, headers })),
    );
    expect(statuses(responses)).toEqual(Array(PARALLEL).fill(200));
    // The company made a customer needs its SIREN and its address before its invoices are issued.
    await t.database.db
      .update(legalEntities)
      .set({
        siren: '404833048',
        headQuarterPlace: sql`${legalEntities.headQuarterPlace} || '{"line1":"12 rue de la Paix","zipCode":"75002","city":"Paris"}'::jsonb`,
      })
      .where(eq(legalEntities.id, responses[0]!.json().client.id));
    const issued = await Promise.all(
      responses.map((r) =>
        t.app.inject({ method: 'POST', url: `/api/factures/${r.json().id}/issue`, headers }),
      ),
    );
    expect(statuses(issued)).toEqual(Array(PARALLEL).fill(200));
    const numbers = issued.map((r) => Number(r.json().code.split('-').at(-1))).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: PARALLEL }, (_, i) => numbers[0]! + i));
    expect(new Set(responses.map((r) => r.json().client.id)).size).toBe(1);
    const customers = await t.database.db
      .select({ id: legalEntities.id })
      .from(legalEntities)
      .where(
        and(
          eq(legalEntities.accountId, depanneur),
          sql`${legalEntities.headQuarterPlace}->>'companyName' = 'Opteven'`,
        ),
      );
    expect(customers).toHaveLength(1);
  });
});
