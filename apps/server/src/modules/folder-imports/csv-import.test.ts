import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FolderState, MAX_CSV_IMPORT_BYTES, MAX_CSV_IMPORT_LINES, MissionKind } from '@plateau/contracts';
import { folderImports } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, captureBus, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { runCsvImport } from './csv-import.job.ts';
import {
  CSV_HEADER,
  csvFile,
  csvLine,
  importedFolders,
  importNow,
  post,
  uniquePrefix,
} from './import-test-helpers.ts';

let t: TestContext;
let depanneur: number;
let truckName: string;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  const { trucks } = await fleetOf(t, depanneur);
  truckName = trucks[0]!.name;
  truckId = trucks[0]!.id;
});
afterAll(() => t.close());

const importCsv = (files: Parameters<typeof post>[2], qualified = 'true', login = 'depanneur') =>
  post(t, `/api/folders/importCsv?qualified=${qualified}`, files, login);

describe('POST /api/folders/importCsv through the real job', () => {
  it('answers 202 at once, then the job creates CREATED folders with their missions and says so', async () => {
    const prefix = uniquePrefix();
    const bus = captureBus(t);
    const bytes = csvFile([
      csvLine(`${prefix}-1`, { truck: truckName }),
      csvLine(`${prefix}-2`, { truck: '' }),
    ]);
    const response = await importCsv([
      { field: 'csvFiles', filename: 'mai.csv', bytes, contentType: 'text/csv' },
    ]);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: "L'import est en cours...", files: ['mai.csv'] });

    await vi.waitFor(
      () => expect(bus.seen.map((m) => m.event.eventType)).toContain('NOTIFY_SUCCESS_MESSAGE'),
      { timeout: 20_000, interval: 100 },
    );
    bus.stop();
    const success = bus.seen.find((m) => m.event.eventType === 'NOTIFY_SUCCESS_MESSAGE')!;
    expect(success).toMatchObject({
      accountId: depanneur,
      event: { message: '2 dossiers importés depuis « mai.csv ».' },
    });
    const { folders, missions, events } = await importedFolders(t, depanneur, prefix);
    expect(folders.map((f) => f.folderState)).toEqual([FolderState.CREATED, FolderState.CREATED]);
    const first = folders.find((f) => f.externalNumber === `${prefix}-1`)!;
    expect(first).toMatchObject({
      assistanceProvider: 'AXA_ASSISTANCE',
      truckId,
      missionDateTime: new Date('2026-05-04T06:30:00Z'),
      customerPlace: { contactName: 'Dubois', city: 'Lyon' },
      vehicule: { immatriculation: 'AB-123-CD' },
    });
    expect(missions.map((m) => [m.kind, m.orderNo.endsWith('-I')])).toEqual([
      [MissionKind.INTERVENTION, true],
      [MissionKind.INTERVENTION, true],
    ]);
    expect(events.map((e) => e.text)).toEqual(['Dossier importé', 'Dossier importé']);
    const created = bus.seen
      .filter((m) => m.event.eventType === 'FOLDER_CREATED')
      .map((m) => m.event.folderId);
    expect(created.sort()).toEqual(folders.map((f) => f.id).sort());
    expect(
      await t.database.db.select().from(folderImports).where(eq(folderImports.accountId, depanneur)),
    ).toEqual([]);
  });
});

describe('the CSV import job', () => {
  it('makes QUICK_CREATED folders when the lines are not qualified', async () => {
    const prefix = uniquePrefix();
    const { outcome } = await importNow(t, depanneur, csvFile([csvLine(`${prefix}-1`)]), false);
    expect(outcome).toMatchObject({
      eventType: 'NOTIFY_SUCCESS_MESSAGE',
      message: '1 dossier importé depuis « dossiers.csv ».',
    });
    const { folders } = await importedFolders(t, depanneur, prefix);
    expect(folders.map((f) => f.folderState)).toEqual([FolderState.QUICK_CREATED]);
  });

  it('reads a file with a BOM and one without, with LF line ends and quoted cells', async () => {
    const prefix = uniquePrefix();
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), csvFile([csvLine(`${prefix}-bom`)])]);
    const withoutBom = Buffer.from(
      `${CSV_HEADER}\n${csvLine(`${prefix}-lf`, { text: '"Panne; moteur ""HS"""' })}\n`,
    );
    expect((await importNow(t, depanneur, withBom)).outcome?.eventType).toBe('NOTIFY_SUCCESS_MESSAGE');
    expect((await importNow(t, depanneur, withoutBom)).outcome?.eventType).toBe('NOTIFY_SUCCESS_MESSAGE');
    const { folders, missions } = await importedFolders(t, depanneur, prefix);
    expect(folders.map((f) => f.externalNumber).sort()).toEqual([`${prefix}-bom`, `${prefix}-lf`]);
    expect(missions.map((m) => m.text)).toContain('Panne; moteur "HS"');
  });

  it('stores formula-looking cells as plain text, never evaluated', async () => {
    const prefix = uniquePrefix();
    const line = csvLine(`${prefix}-f`, {
      text: '=1+1',
      contactName: '@SUM(A1)',
      modele: '-2+3',
      marque: '+33',
    });
    await importNow(t, depanneur, csvFile([line]));
    const { folders, missions } = await importedFolders(t, depanneur, prefix);
    expect(missions[0]!.text).toBe('=1+1');
    expect(folders[0]!.customerPlace).toMatchObject({ contactName: '@SUM(A1)' });
    expect(folders[0]!.vehicule).toMatchObject({ modele: '-2+3', marque: '+33' });
  });

  const otherTruck = async () => {
    const { trucks } = await fleetOf(t, await accountIdOf(t, 'mission'));
    return trucks.find((truck) => truck.name !== truckName)?.name ?? 'Camion de Transports Lefèvre';
  };

  it.each([
    ['an empty required cell', () => ({ externalNumber: '' }), 'ligne 3 : « N° dossier » est vide'],
    ['a bad date', () => ({ missionDateTime: '2026-05-04' }), 'ligne 3 : date invalide « 2026-05-04 »'],
    ['an unknown provider', () => ({ assistanceProvider: 'Assur Inconnue' }), 'ligne 3 : assisteur inconnu'],
    ['another account’s truck', async () => ({ truck: await otherTruck() }), 'ligne 3 : camion inconnu'],
  ])('imports nothing of a file with %s, and names the file and the line', async (_, changes, reason) => {
    const prefix = uniquePrefix();
    const lines = [csvLine(`${prefix}-1`), csvLine(`${prefix}-2`, await changes())];
    const { outcome } = await importNow(t, depanneur, csvFile(lines));
    expect(outcome).toMatchObject({ eventType: 'NOTIFY_ERROR_MESSAGE', title: 'Import refusé' });
    expect(outcome!.message).toContain("Le fichier « dossiers.csv » n'a pas été importé : ");
    expect(outcome!.message).toContain(reason);
    expect((await importedFolders(t, depanneur, prefix)).folders).toEqual([]);
  });

  it('refuses a folder number the account already has, or one repeated in the file', async () => {
    const prefix = uniquePrefix();
    await makeFolder(t, depanneur, { externalNumber: `${prefix}-old` });
    const lines = [csvLine(`${prefix}-new`), csvLine(`${prefix}-old`), csvLine(`${prefix}-new`)];
    const { outcome } = await importNow(t, depanneur, csvFile(lines));
    expect(outcome!.message).toContain(`ligne 3 : le dossier « ${prefix}-old » existe déjà`);
    expect(outcome!.message).toContain(`ligne 4 : « ${prefix}-new » figure déjà ligne 2`);
    expect((await importedFolders(t, depanneur, prefix)).folders).toHaveLength(1);
  });

  it('refuses a file without a required column on line 1, and a malformed line', async () => {
    const noDate = csvFile(['X;AXA Assistance'], 'N° dossier;Assisteur');
    expect((await importNow(t, depanneur, noDate)).outcome!.message).toContain(
      'ligne 1 : colonne obligatoire absente : « Date de mission »',
    );
    const broken = Buffer.from(`${CSV_HEADER}\n${csvLine('Z-1', { text: '"non fermé' })}\n`);
    expect((await importNow(t, depanneur, broken)).outcome!.message).toContain('ligne CSV mal formée');
  });
});

describe('POST /api/folders/importCsv refusals (before any work)', () => {
  const refused = async (response: Awaited<ReturnType<typeof importCsv>>, status: number, text: RegExp) => {
    expect(response.statusCode).toBe(status);
    expect(response.json().error_description).toMatch(text);
  };

  it('refuses a file over 10 MB or over 50 000 lines, naming it', async () => {
    const huge = Buffer.alloc(MAX_CSV_IMPORT_BYTES + 10, 'a');
    await refused(
      await importCsv([{ field: 'csvFiles', filename: 'gros.csv', bytes: huge }]),
      400,
      /« gros\.csv » dépasse 10 Mo/,
    );
    const long = csvFile(Array.from({ length: MAX_CSV_IMPORT_LINES + 1 }, (_, i) => `L${i}`));
    await refused(
      await importCsv([{ field: 'csvFiles', filename: 'long.csv', bytes: long }]),
      400,
      /50000 au plus/,
    );
  });

  it('refuses a body that is not multipart, no file, a file not in UTF-8, a bad qualified flag', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/folders/importCsv?qualified=true',
      headers: await t.bearer('depanneur'),
      payload: { csvFiles: 'x' },
    });
    await refused(json, 400, /multipart\/form-data/);
    await refused(
      await importCsv([{ field: 'autre', filename: 'a.csv', bytes: csvFile([]) }]),
      400,
      /Aucun fichier CSV/,
    );
    const latin1 = Buffer.from(`${CSV_HEADER}\nA;IMA;01/01/2026 10:00;;Hélène\n`, 'latin1');
    await refused(await importCsv([{ field: 'csvFiles', filename: 'l1.csv', bytes: latin1 }]), 400, /UTF-8/);
    await refused(
      await importCsv([{ field: 'csvFiles', filename: 'a.csv', bytes: csvFile([]) }], 'peut-être'),
      400,
      /qualified/,
    );
  });

  it('refuses other content types, too many files, and a huge non-multipart body in French (4xx)', async () => {
    for (const contentType of ['application/xml', 'text/plain', 'application/octet-stream']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/folders/importCsv?qualified=true',
        headers: { ...(await t.bearer('depanneur')), 'content-type': contentType },
        payload: Buffer.alloc(contentType === 'text/plain' ? 2 * 1024 * 1024 : 100, 'a'),
      });
      expect(response.statusCode, contentType).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, contentType).toBeLessThan(500);
      // The framework's own refusals (415, 413) in French too, as plugins/errors.ts words them.
      expect(response.json().error_description, contentType).not.toMatch(/unsupported|body|request|media/i);
      expect(response.json().error_description, contentType).toMatch(/[a-zé]{4}/);
    }
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      field: 'csvFiles',
      filename: `${i}.csv`,
      bytes: csvFile([]),
    }));
    await refused(await importCsv(eleven), 400, /10 fichiers CSV au plus/);
  });

  it('is refused to an assisteur (403)', async () => {
    const response = await importCsv(
      [{ field: 'csvFiles', filename: 'a.csv', bytes: csvFile([]) }],
      'true',
      'assisteur',
    );
    expect(response.statusCode).toBe(403);
  });
});

describe('GET /api/folders/importCsv/{id}/problems (issue 20 §4.7)', () => {
  const problemsOf = async (id: number, login = 'depanneur') =>
    t.app.inject({ url: `/api/folders/importCsv/${id}/problems`, headers: await t.bearer(login) });

  it('lists every problem of every line, with its column and value, to the account only', async () => {
    const prefix = uniquePrefix();
    const lines = [
      csvLine(`${prefix}-1`, { assistanceProvider: 'Assur Inconnue', missionDateTime: 'demain' }),
      csvLine(`${prefix}-2`),
      csvLine(`${prefix}-3`, { contactPhone: '12' }),
      ...Array.from({ length: 7 }, (_, i) => csvLine(`${prefix}-x${i}`, { missionDateTime: 'hier' })),
    ];
    const { outcome } = await importNow(t, depanneur, csvFile(lines));
    expect(outcome).toMatchObject({ eventType: 'NOTIFY_ERROR_MESSAGE', importId: expect.any(Number) });
    const response = await problemsOf(outcome!.importId!);
    expect(response.statusCode).toBe(200);
    const { filename, problems } = response.json();
    expect(filename).toBe('dossiers.csv');
    // Two on line 2, one on line 4, one on each of the 7 last lines: all of them, not the first five.
    expect(problems).toHaveLength(10);
    expect(problems.slice(0, 3)).toEqual([
      {
        line: 2,
        column: 'Assisteur',
        value: 'Assur Inconnue',
        reason: 'assisteur inconnu « Assur Inconnue »',
      },
      {
        line: 2,
        column: 'Date de mission',
        value: 'demain',
        reason: 'date invalide « demain » (attendu jj/mm/aaaa hh:mm)',
      },
      {
        line: 4,
        column: 'Téléphone du client',
        value: '12',
        reason: '« Téléphone du client » : Numéro non valide',
      },
    ]);
    expect(problems.at(-1)).toMatchObject({ line: 11, column: 'Date de mission', value: 'hier' });
    // The refused file's bytes are not kept; a second delivery of its job changes nothing.
    const [row] = await t.database.db
      .select()
      .from(folderImports)
      .where(eq(folderImports.id, outcome!.importId!));
    expect(row!.content.length).toBe(0);
    await runCsvImport(t.app.db, { importId: outcome!.importId! });
    expect((await problemsOf(outcome!.importId!)).json().problems).toHaveLength(10);

    expect((await problemsOf(outcome!.importId!, 'mission')).statusCode).toBe(404);
    expect((await problemsOf(outcome!.importId!, 'assisteur')).statusCode).toBe(403);
    expect((await problemsOf(2 ** 31)).statusCode).toBe(400);
  });

  it('answers 404 for a file that was imported', async () => {
    const [stored] = await t.database.db
      .insert(folderImports)
      .values({ accountId: depanneur, filename: 'attente.csv', qualified: true, content: Buffer.from('x') })
      .returning();
    const response = await problemsOf(stored!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().error_description).toBe("Cet import refusé n'existe pas (ou plus)");
    await t.database.db.delete(folderImports).where(eq(folderImports.id, stored!.id));
  });
});
