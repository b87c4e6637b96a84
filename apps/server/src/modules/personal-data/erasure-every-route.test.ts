import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { CreationOrigine, FolderState, MissionKind, MissionState } from '@plateau/contracts';
import {
  driverReports,
  folderEvents,
  folderImports,
  folders,
  missions,
  users,
  yardEntries,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { apiOperations, type JsonSchema } from '../../test/openapi-samples.ts';
import { routeIdsOf, type RouteIds } from '../../test/route-ids.ts';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { makePerson, personNamed, type Person } from '../../test/person-fixtures.ts';
import { rowsOf } from './person-sql.ts';
import { runExport } from './export.service.ts';
import { applyRetention } from './retention.service.ts';

/**
 * Issue 28 §1, §6: after an erasure, and after the retention job, every value left must be
 * readable by every GET route of the OpenAPI document, as every role — no 5xx — and no text, JSON
 * or binary column may still hold the person (issued invoices, kept by law, apart).
 */
let t: TestContext;
let admin: { authorization: string };
let accountId: number;
let routeIds: RouteIds;
const ROLES = ['depanneur', 'operateur', 'chauffeur', 'assisteur', 'superviseur'];
const person = personNamed('Quennevillard', '06 58 31 74 26', 'GT-715-RB');
const aged = personNamed('Brazonnière', '07 61 42 88 35', 'HK-902-WZ');
let fixture: Awaited<ReturnType<typeof makePerson>>;
const today = new Date().toISOString();

/** A PNG header followed by the signer's name: what a scan of the binary columns must no longer find. */
const signatureOf = (p: Person) =>
  Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from(p.name)]);

/** The chauffeur's driver and truck, the assisteur's company: the person reaches every role. */
async function everyonesMission(folderIds: number[], missionIds: number[], p: Person) {
  const db = t.database.db;
  const [driver] = await db.select().from(users).where(eq(users.login, 'chauffeur'));
  await db
    .update(folders)
    .set({
      assistanceProvider: 'AXA_ASSISTANCE',
      interventionDepannage: { telephoneAppelant: p.e164, commentaire: `Appel de ${p.name}` } as never,
    })
    .where(inArray(folders.id, folderIds));
  await db
    .update(missions)
    .set({
      agentId: driver!.agentId,
      truckId: driver!.truckId,
      missionDateTime: new Date(),
      destinationPlace: { companyName: 'Garage', contactPhone: p.phone, contactEmail: p.email, city: 'Lyon' },
    })
    .where(inArray(missions.id, missionIds));
  await db.insert(driverReports).values({
    missionId: missionIds[0]!,
    accountId,
    km: 12,
    remarks: `Client joignable au ${p.phone}`,
    signerName: `${p.firstname} ${p.name}`,
    signedAt: new Date(),
    signaturePng: signatureOf(p),
  });
  await db.insert(folderEvents).values({
    folderId: folderIds[0]!,
    eventSource: 'MISSION_INTERVENTION',
    text: `Rapport du chauffeur signé par ${p.firstname} ${p.name}`,
  } as never);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('depanneur');
  accountId = await accountOfLogin(t.database.db, 'depanneur');
  fixture = await makePerson(t, accountId, person, admin);
  await everyonesMission(fixture.folderIds, fixture.missionIds, person);
  await t.database.db.insert(folderImports).values({
    accountId,
    filename: 'import-mars.csv',
    qualified: true,
    content: Buffer.alloc(0),
    problems: [
      { line: 2, column: 'contactPhone', value: `${person.phone}x`, reason: 'Numéro non valide' },
      { line: 3, column: 'contactName', value: person.name, reason: 'Dossier en double' },
    ],
  });
  // The yard's vehicle of the person (issue 31): its owner, and who took it back with their identity document.
  await t.database.db.insert(yardEntries).values({
    accountId,
    kind: 'FOURRIERE',
    status: 'RELEASED',
    reason: 'STATIONNEMENT_GENANT',
    removedAt: new Date(),
    exitAt: new Date(),
    vehicleRemoved: true,
    immobilisation: false,
    expertise: false,
    lowValue: false,
    plate: person.plate,
    category: 'VP',
    owner: {
      name: `${person.firstname} ${person.name}`,
      address: 'Lyon',
      phone: person.phone,
      email: person.email,
    },
    release: {
      taker: 'OWNER',
      takerName: `${person.firstname} ${person.name}`,
      identityDocument: 'CNI',
      identityNumber: '880412345678',
      companyName: '',
      kbisNumber: '',
      registrationChecked: true,
      insuranceChecked: true,
      mainleveeChecked: true,
      paymentMethod: 'CARTE',
      expectedTotalCents: 0,
      releasedAt: new Date().toISOString(),
      invoiceId: null,
    },
  });
  routeIds = await routeIdsOf(t, accountId);
}, 60_000);
afterAll(() => t.close());

/** Every text, varchar, jsonb and bytea column of the schema holding the person; issued invoices apart. */
const KEPT_BY_LAW = new Set(['invoices', 'invoice_lines', 'invoice_documents']);
async function tracesOf(p: Person): Promise<string[]> {
  const columns = await rowsOf<{ table: string; column: string; type: string }>(
    t.database.db,
    sql`select c.table_name as table, c.column_name as column, c.data_type as type
        from information_schema.columns c join information_schema.tables tb
          on tb.table_schema = c.table_schema and tb.table_name = c.table_name and tb.table_type = 'BASE TABLE'
        where c.table_schema = 'public' and c.data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')`,
  );
  const name = p.name.toLowerCase();
  const digits = p.phone.replace(/\D/g, '').slice(1);
  const found: string[] = [];
  for (const { table, column, type } of columns) {
    if (KEPT_BY_LAW.has(table)) continue;
    const col = sql.identifier(column);
    const holds =
      type === 'bytea'
        ? sql`position(convert_to(${p.name}, 'UTF8') in ${col}) > 0`
        : sql`(plateau_search_fold(${col}::text) like ${`%${name.normalize('NFD').replace(/\p{M}/gu, '')}%`}
             or ${col}::text ~ ${digits.split('').join('[ .()-]{0,3}')}
             or lower(${col}::text) like ${`%${p.email.toLowerCase()}%`})`;
    const [row] = await rowsOf<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${holds}`,
    );
    if (row!.n > 0) found.push(`${table}.${column}`);
  }
  return found;
}

/** The values a query needs to reach the handler: a day, a week, a page. */
function queryOf(query: Record<string, JsonSchema>): string {
  const day = today.slice(0, 10);
  const values: Record<string, string> = {
    startDate: day,
    endDate: day,
    start: `${day}T00:00:00.000Z`,
    end: `${day}T23:59:59.000Z`,
    page: '1',
    limit: '50',
    size: '50',
    encoding: 'utf-8',
    withPosition: 'true',
    q: 'Dupont',
    text: 'Dupont',
  };
  const params = new URLSearchParams();
  for (const [name, schema] of Object.entries(query)) {
    const value = values[name];
    if (!value) continue;
    // A date-time where the schema asks one (missions), a day where it asks a day (stats).
    const dateTime = JSON.stringify(schema).includes('date-time') && /^\d{4}-\d{2}-\d{2}$/.test(value);
    params.set(name, dateTime ? (name.startsWith('end') ? values.end! : values.start!) : value);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The person's ids by the segment before a path parameter; the others are the account's. */
function urlsOf(pattern: string, ids: Record<string, Array<number | string>>): string[] {
  const segment = /([^/]+)\/:[A-Za-z0-9_]+/.exec(pattern)?.[1];
  const own = segment ? ids[segment] : undefined;
  if (!own) return [routeIds(pattern)];
  return own.map((id) => routeIds(pattern.replace(/(\/[^/]+\/):[A-Za-z0-9_]+/, `$1${id}`)));
}

/** Every GET of the OpenAPI document, as every role: the 5xx, and the person's name where it shows. */
async function sweep(ids: Record<string, Array<number | string>>, p: Person) {
  const operations = (await apiOperations(t.app)).filter(
    (o) => o.method === 'GET' && o.url.startsWith('/api/') && !o.url.startsWith('/api/docs'),
  );
  expect(operations.length).toBeGreaterThan(60);
  const failures: string[] = [];
  const statuses = new Map<string, number>();
  for (const login of ROLES) {
    const headers = await t.bearer(login);
    for (const operation of operations) {
      for (const url of urlsOf(operation.url, ids)) {
        const response = await t.app.inject({ method: 'GET', url: url + queryOf(operation.query), headers });
        statuses.set(`${login} ${url}`, response.statusCode);
        if (response.statusCode >= 500)
          failures.push(`${login} GET ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        else if (response.statusCode < 300) {
          // Issued invoices keep their buyer (the law): anywhere else, the name is gone.
          if (!url.startsWith('/api/factures') && response.body.includes(p.name))
            failures.push(`${login} GET ${url} shows ${p.name}`);
        }
      }
    }
  }
  expect(failures).toEqual([]);
  // The person's folders open, the map draws, the driver's app lists them: each read reached its rows.
  const must = [
    ...(ids.folders ?? []).flatMap((id) => [`depanneur /api/folders/${id}`, `operateur /api/folders/${id}`]),
    ...(ids.missions ?? []).map((id) => `chauffeur /api/driver/missions/${id}`),
    'depanneur /api/trucks',
    'operateur /api/missions',
    'chauffeur /api/driver/missions',
  ];
  expect(must.map((key) => `${key} → ${statuses.get(key)}`)).toEqual(must.map((key) => `${key} → 200`));
}

describe('an erased person (issue 28 §1, §6)', () => {
  it('reads well everywhere before, so the sweep below tests the erasure', async () => {
    for (const id of fixture.folderIds) {
      const folder = await t.app.inject({ method: 'GET', url: `/api/folders/${id}`, headers: admin });
      expect(folder.statusCode, folder.body).toBe(200);
    }
    expect(await tracesOf(person)).toEqual(
      expect.arrayContaining([
        'folders.customer_place',
        'driver_reports.signature_png',
        'folder_imports.problems',
        'yard_entries.owner',
        'yard_entries.release',
      ]),
    );
  });

  it('the access export holds the signed report (signer, remarks, signature) and the refused CSV values', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/personal-data/exports',
      headers: { ...admin, 'idempotency-key': 'export-every-route' },
      payload: { q: person.name },
    });
    expect(started.statusCode, started.body).toBe(202);
    await runExport(t.database.db, started.json().id);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/personal-data/exports/${started.json().id}/file`,
      headers: admin,
    });
    const zip = await JSZip.loadAsync(file.rawPayload);
    const data = JSON.parse(await zip.file('data.json')!.async('string'));
    const report = data.folders.flatMap((f: { missions: Array<{ report: unknown }> }) => f.missions)[0]
      .report;
    expect(report).toMatchObject({
      signerName: `${person.firstname} ${person.name}`,
      remarks: `Client joignable au ${person.phone}`,
    });
    expect(await zip.file(report.signature)!.async('nodebuffer')).toEqual(signatureOf(person));
    expect(data.imports.map((i: { filename: string; value: string }) => [i.filename, i.value])).toEqual([
      ['import-mars.csv', `${person.phone}x`],
      ['import-mars.csv', person.name],
    ]);
  });

  it('leaves every GET route of the API readable by every role, and no trace of the person', async () => {
    const erased = await t.app.inject({
      method: 'POST',
      url: '/api/personal-data/erase',
      headers: { ...admin, 'idempotency-key': 'erase-every-route' },
      payload: { q: person.phone },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ folders: 3, customers: 1, restrictedCustomers: 1 });
    const orderNos = (
      await t.database.db
        .select({ orderNo: folders.orderNo })
        .from(folders)
        .where(inArray(folders.id, fixture.folderIds))
    ).map((f) => f.orderNo);
    await sweep(
      {
        folders: fixture.folderIds,
        missions: fixture.missionIds,
        legalentities: [fixture.customerId],
        factures: fixture.invoiceIds,
        reports: orderNos,
      },
      person,
    );
    expect(await tracesOf(person)).toEqual([]);
  }, 120_000);

  it('the same after the retention job on folders closed 36 months ago', async () => {
    const db = t.database.db;
    const folderIds: number[] = [];
    const missionIds: number[] = [];
    for (const state of [FolderState.CLOSED, FolderState.CANCELED]) {
      const [folder] = await db
        .insert(folders)
        .values({
          accountId,
          creationOrigine: CreationOrigine.BACKOFFICE,
          folderState: state,
          vehicule: { immatriculation: aged.plate, marque: 'Renault' },
          customerPlace: {
            contactName: aged.name,
            contactPhone: aged.phone,
            contactEmail: aged.email,
            line1: '3 rue Haute',
            zipCode: '69001',
            city: 'Lyon',
          },
          contactInfo: aged.name,
          contactPhone: aged.e164,
        })
        .returning();
      folderIds.push(folder!.id);
      const [mission] = await db
        .insert(missions)
        .values({
          folderId: folder!.id,
          accountId,
          kind: MissionKind.INTERVENTION,
          orderNo: `${folder!.orderNo}-I`,
          missionState: MissionState.MISSION_FINISH,
          contactPhone: aged.phone,
          text: `Appeler ${aged.name}`,
        })
        .returning();
      missionIds.push(mission!.id);
    }
    await everyonesMission(folderIds, missionIds, aged);
    await db
      .update(folders)
      .set({ updatedAt: new Date('2021-01-01') })
      .where(inArray(folders.id, folderIds));
    const report = await applyRetention(db, accountId);
    expect(report.folders).toBeGreaterThanOrEqual(2);
    await sweep({ folders: folderIds, missions: missionIds }, aged);
    expect(await tracesOf(aged)).toEqual([]);
  }, 120_000);
});
