import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { phoneDigitsPattern } from '@plateau/contracts';
import { folderDocuments, invoices, legalEntities, trackingLinks } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { makePerson, personNamed } from '../../test/person-fixtures.ts';
import { runExport } from './export.service.ts';
import { rowsOf } from './person-sql.ts';

let t: TestContext;
let admin: { authorization: string };
let accountId: number;
const person = personNamed('Vautrinelle', '06 47 82 19 53', 'FX-482-KL');
let fixture: Awaited<ReturnType<typeof makePerson>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('depanneur');
  accountId = await accountOfLogin(t.database.db, 'depanneur');
  fixture = await makePerson(t, accountId, person, admin);
});
afterAll(() => t.close());

const search = (q: string, headers = admin) =>
  t.app.inject({ method: 'GET', url: `/api/personal-data/search?q=${encodeURIComponent(q)}`, headers });
const placesOf = (hits: Array<{ place: string }>) =>
  hits.reduce<Record<string, number>>((acc, h) => ({ ...acc, [h.place]: (acc[h.place] ?? 0) + 1 }), {});

/**
 * Every text, varchar and jsonb column of the schema whose value holds the name or the phone;
 * the restricted invoices (kept by law) apart: the customer card they name is anonymised too.
 */
const RESTRICTABLE = new Set(['invoices']);
async function tracesOfPerson(): Promise<string[]> {
  const columns = await rowsOf<{ table: string; column: string }>(
    t.database.db,
    sql`select table_name as table, column_name as column from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb')`,
  );
  const found: string[] = [];
  for (const { table, column } of columns) {
    const rows = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)}
          where (plateau_search_fold(${sql.identifier(column)}::text) like '%vautrinelle%'
             or ${sql.identifier(column)}::text ~ ${phoneDigitsPattern('647821953')})
            ${RESTRICTABLE.has(table) ? sql`and restricted_at is null` : sql``}`,
    );
    if (rows[0]!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

describe('finding a person (issue 23 §1)', () => {
  it('finds every place by name, accent- and case-blind, with links', async () => {
    const response = await search('eloise VAUTRINELLE');
    expect(response.statusCode, response.body).toBe(200);
    const { hits } = response.json();
    expect(placesOf(hits)).toEqual({ FOLDER: 3, CUSTOMER: 1, INVOICE: 2, DOCUMENT: 1, SMS: 1 });
    expect(hits.find((h: { place: string }) => h.place === 'FOLDER').link).toBe(
      `/folders/${fixture.folderIds[0]}`,
    );
    expect(hits.find((h: { place: string }) => h.place === 'CUSTOMER').link).toBe(
      `/customers/${fixture.customerId}`,
    );
  });

  it('finds the same by phone, whatever its spelling, and by e-mail and plate', async () => {
    for (const phone of ['06 47 82 19 53', '+33647821953', '0647821953', '+33 6 47 82 19 53']) {
      const { hits } = (await search(phone)).json();
      expect(placesOf(hits), phone).toMatchObject({ FOLDER: 3, CUSTOMER: 1, SMS: 2 });
    }
    expect(placesOf((await search(person.email.toUpperCase())).json().hits)).toMatchObject({
      FOLDER: 3,
      CUSTOMER: 1,
    });
    expect(placesOf((await search('fx482kl')).json().hits)).toMatchObject({ FOLDER: 3 });
  });

  it('answers 400 in French for too short a query, 403 to an operator, and finds nothing of another account', async () => {
    const short = await search('a');
    expect(short.statusCode).toBe(400);
    expect(short.json().error_description).toContain('2 caractères');
    expect((await search(person.name, await t.bearer('operateur'))).statusCode).toBe(403);
    const other = await search(person.name, await t.bearer('mission'));
    expect(other.statusCode).toBe(200);
    expect(other.json().hits).toEqual([]);
  });
});

describe('exporting a person (issue 23 §2)', () => {
  it('builds a ZIP with data.json, a French PDF summary and the photos, downloadable once ready', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/personal-data/exports',
      headers: { ...admin, 'idempotency-key': 'export-1' },
      payload: { q: person.name },
    });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = started.json();
    // The job runs in the background; run it here so the test does not wait for pg-boss.
    await runExport(t.database.db, id);
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/personal-data/exports/${id}`,
      headers: admin,
    });
    expect(status.json()).toMatchObject({ status: 'READY', progress: 100 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/personal-data/exports/${id}/file`,
      headers: admin,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(file.rawPayload);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    expect(data.keys.folders).toContain('Dossiers');
    expect(data.folders).toHaveLength(3);
    expect(data.folders[0].customerPlace).toMatchObject({
      contactName: person.name,
      contactEmail: person.email,
    });
    expect(data.customers).toHaveLength(1);
    expect(data.invoices.map((i: { state: string }) => i.state)).toEqual(['ISSUED', 'ISSUED']);
    expect(data.sms.length).toBeGreaterThanOrEqual(1);
    const pdf = await zip.file('resume.pdf')!.async('nodebuffer');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const photos = Object.keys(zip.files).filter(
      (name) => name.startsWith('documents/') && !zip.files[name]!.dir,
    );
    expect(photos).toEqual([expect.stringContaining('photo-vehicule.jpg')]);
    expect(await zip.file(photos[0]!)!.async('nodebuffer')).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });

  it("is another account's 404 and an operator's 403", async () => {
    const [latest] = (
      await t.app.inject({ method: 'GET', url: '/api/personal-data/exports', headers: admin })
    ).json();
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/personal-data/exports/${latest.id}/file`,
      headers: await t.bearer('mission'),
    });
    expect(other.statusCode).toBe(404);
    const operator = await t.app.inject({
      method: 'GET',
      url: `/api/personal-data/exports/${latest.id}`,
      headers: await t.bearer('operateur'),
    });
    expect(operator.statusCode).toBe(403);
  });
});

describe('erasing a person (issue 23 §3)', () => {
  const erase = (q: string, key: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/personal-data/erase',
      headers: { ...admin, 'idempotency-key': key },
      payload: { q },
    });

  it('leaves no trace of the name or the phone in any column, but in the restricted invoices', async () => {
    expect(await tracesOfPerson()).not.toEqual([]);
    const response = await erase(person.phone, 'erase-1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      folders: 3,
      customers: 1,
      restrictedInvoices: 2,
      restrictedCustomers: 1,
      documents: 1,
      trackingLinks: 1,
    });
    expect(await tracesOfPerson()).toEqual([]);
  });

  it('keeps the folders figures, deletes photos and tracking links', async () => {
    const db = t.database.db;
    const rows = await rowsOf<{
      folder_state: string;
      customer_place: Record<string, unknown>;
      vehicule: Record<string, unknown>;
    }>(
      db,
      sql`select folder_state, customer_place, vehicule from folders where id = any(${`{${fixture.folderIds.join(',')}}`}::int[]) order by id`,
    );
    expect(rows.map((r) => r.folder_state)).toEqual(['CLOSED', 'CREATED', 'ACCEPTED']);
    expect(rows[0]!.customer_place).toEqual({
      contactFirstname: 'Anonymisé',
      contactName: 'Anonymisé',
      zipCode: '26000',
      city: 'Valence',
    });
    expect(rows[0]!.vehicule).toEqual({
      immatriculation: 'Anonymisé',
      marque: 'Peugeot',
      kilometrage: 84_000,
    });
    expect(
      await db.select().from(folderDocuments).where(inArray(folderDocuments.folderId, fixture.folderIds)),
    ).toEqual([]);
    expect(
      await db.select().from(trackingLinks).where(inArray(trackingLinks.missionId, fixture.missionIds)),
    ).toEqual([]);
  });

  it('keeps the invoices whole, restricted: listed and marked, in the FEC; the customer card anonymised', async () => {
    const db = t.database.db;
    const kept = await db.select().from(invoices).where(inArray(invoices.id, fixture.invoiceIds));
    expect(kept.map((i) => [i.state, i.contactName, i.restrictedAt !== null])).toEqual([
      ['ISSUED', person.name, true],
      ['ISSUED', person.name, true],
    ]);
    const [customer] = await db.select().from(legalEntities).where(eq(legalEntities.id, fixture.customerId));
    expect(customer!.restrictedAt).not.toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/factures?page=1&limit=500', headers: admin });
    expect(list.statusCode, list.body).toBe(200);
    const rows = list.json().rows as Array<{ id: number; restricted: boolean; companyName: string | null }>;
    const ofPerson = rows.filter((r) => fixture.invoiceIds.includes(r.id)).sort((a, b) => a.id - b.id);
    expect(ofPerson).toEqual(
      fixture.invoiceIds.map((id) => expect.objectContaining({ id, restricted: true, companyName: null })),
    );
    const card = await t.app.inject({
      method: 'GET',
      url: `/api/legalentities/${fixture.customerId}`,
      headers: admin,
    });
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json().restrictedAt).not.toBeNull();
    for (const text of [person.name, person.email, '47 82 19 53', 'rue des Lilas'])
      expect(card.body).not.toContain(text);
    const edit = await t.app.inject({
      method: 'PATCH',
      url: `/api/legalentities/${fixture.customerId}`,
      headers: admin,
      payload: { version: card.json().version, siren: '' },
    });
    expect(edit.statusCode, edit.body).toBe(409);
    const fec = await t.app.inject({
      method: 'GET',
      url: '/api/factures/fec?startDate=2000-01-01&endDate=2999-12-31&encoding=utf-8',
      headers: admin,
    });
    expect(fec.statusCode, fec.body).toBe(200);
    for (const invoice of kept) expect(fec.body).toContain(invoice.code!);
  });

  it('a second erase of the same person finds nothing', async () => {
    expect((await search(person.name)).json().hits).toEqual([]);
    const again = await erase(person.name, 'erase-2');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({
      folders: 0,
      customers: 0,
      restrictedCustomers: 0,
      restrictedInvoices: 0,
      sms: 0,
      documents: 0,
      trackingLinks: 0,
      drivers: 0,
      users: 0,
      yardEntries: 0,
    });
  });

  it('is refused to an operator (403) and for an empty query (400)', async () => {
    const operator = await t.app.inject({
      method: 'POST',
      url: '/api/personal-data/erase',
      headers: { ...(await t.bearer('operateur')), 'idempotency-key': 'erase-op' },
      payload: { q: 'Martin' },
    });
    expect(operator.statusCode).toBe(403);
    expect((await erase('', 'erase-empty')).statusCode).toBe(400);
  });
});
