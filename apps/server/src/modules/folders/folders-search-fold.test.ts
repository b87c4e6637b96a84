import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  foldForSearch,
  phoneKey,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_LIGATURES,
  SEARCH_FOLD_TO,
  type FolderDuplicates,
  type FolderList,
} from '@plateau/contracts';
import { folders, phoneKeySql } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder, newFolderBody } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const found = async (text: string) => {
  const response = await t.app.inject({
    url: `/api/folders?limit=100&text=${encodeURIComponent(text)}`,
    headers: await t.bearer('depanneur'),
  });
  expect(response.statusCode, text).toBe(200);
  return (response.json() as FolderList).rows.map((r) => r.id);
};

const customer = async (folderId: number, contactFirstname: string, contactName: string, city: string) =>
  t.database.db
    .update(folders)
    .set({ customerPlace: { contactFirstname, contactName, city } })
    .where(eq(folders.id, folderId));

describe('GET /api/folders: the keyword ignores accents and case', () => {
  it("finds 'Élodie' and 'ELODIE' with 'elodie', and the other way round", async () => {
    const accented = (await makeFolder(t, depanneur)).folderId;
    await customer(accented, 'Élodie', 'Quénéhervé', 'Saint-Étienne-lès-Remiremont');
    const capitals = (await makeFolder(t, depanneur)).folderId;
    await customer(capitals, 'ELODIE', 'QUENEHERVE', 'SAINT-ETIENNE-LES-REMIREMONT');
    // The demo data has other Élodies: every spelling finds the same folders, these two among them.
    const elodies = await found('elodie');
    expect(elodies).toEqual(expect.arrayContaining([accented, capitals]));
    for (const text of ['Élodie', 'ÉLODIE', 'élodie', 'eLoDiE'])
      expect(await found(text), text).toEqual(elodies);
    for (const text of ['quenehervé', 'QUÉNÉHERVÉ', 'etienne-les-remiremont']) {
      expect((await found(text)).sort(), text).toEqual([accented, capitals].sort());
    }
  });

  it('folds ligatures and decomposed accents the same way on both sides', async () => {
    const { folderId } = await makeFolder(t, depanneur);
    await customer(folderId, 'Lætitiæ', 'Cœurdevoyœ', 'Mu\u0308nsterbrück');
    for (const text of [
      'laetitiae',
      'LÆTITIÆ',
      'coeurdevoyoe',
      'cœurdevoyœ',
      'munsterbruck',
      'Münsterbrück',
    ]) {
      expect(await found(text), text).toEqual([folderId]);
    }
  });
});

describe('plateau_search_fold (SQL) and foldForSearch (contracts)', () => {
  it('fold every string alike', async () => {
    const ligatures = SEARCH_FOLD_LIGATURES.map(([l]) => l).join('');
    let combining = '';
    for (let code = 0x2ff; code <= 0x370; code++) combining += String.fromCharCode(code);
    const samples = [
      SEARCH_FOLD_FROM,
      SEARCH_FOLD_TO,
      ligatures,
      combining,
      'Élodie Quénéhervé, Saint-Étienne-lès-Remiremont',
      'ÇA GÈLE À NOËL, ÔTEZ L’ŒUF',
      'Ærø Straße Łódź İstanbul ıi',
      'AB-123-CD 5016499999*07 %_ \\ \' "',
      'Ωμέγα Ђ 東京 😀 ÿŸ ſ ƒ Ǆ',
      '',
      // Every character from U+0000 (but NUL) to U+024F: Latin-1, Extended-A and B.
      Array.from({ length: 0x24f }, (_, i) => String.fromCharCode(i + 1)).join(''),
    ];
    const sqlFolded = await Promise.all(
      samples.map(async (sample) => {
        const rows = (await t.database.db.execute(
          sql`select plateau_search_fold(${sample}::text) as folded`,
        )) as unknown as { rows: { folded: string }[] };
        return rows.rows[0]!.folded;
      }),
    );
    expect(sqlFolded).toEqual(samples.map(foldForSearch));
  });
});

describe("GET /api/folders: a caller's phone number", () => {
  it('finds the folder whatever spacing or +33 form is typed, for each phone of the folder', async () => {
    const { folderId } = await makeFolder(t, depanneur);
    await t.database.db
      .update(folders)
      .set({
        contactPhone: '04.78.11.22.33',
        customerPlace: { contactFirstname: 'Lucie', contactName: 'Testeur', contactPhone: '06 71 82 93 04' },
        interventionDepannage: { telephoneAppelant: '+33 6 55 44 33 22' },
      })
      .where(eq(folders.id, folderId));
    for (const text of [
      '06 71 82 93 04',
      '0671829304',
      '+33 6 71 82 93 04',
      '+33671829304',
      '06.71.82',
      '0033 4 78 11 22 33',
      '06 55 44 33 22',
    ]) {
      expect(await found(text), text).toEqual([folderId]);
    }
  });

  it('keys a phone in SQL exactly as phoneKey does in contracts', async () => {
    const samples = [
      '06 12 34 56 78',
      '+33 (0)6 12 34 56 78',
      '0033.6.12.34.56.78',
      '+32 470 12 34 56',
      'Anonymisé',
      '',
    ];
    const keyed = await Promise.all(
      samples.map(async (sample) => {
        const rows = (await t.database.db.execute(
          sql`select ${phoneKeySql(sql`${sample}::text`)} as key`,
        )) as unknown as { rows: { key: string }[] };
        return rows.rows[0]!.key;
      }),
    );
    expect(keyed).toEqual(samples.map(phoneKey));
  });
});

describe('GET /api/folders/duplicates: an open folder of the day with the same plate or phone', () => {
  const duplicates = async (query: string, login = 'depanneur') =>
    t.app.inject({ url: `/api/folders/duplicates?${query}`, headers: await t.bearer(login) });
  const orderNos = async (query: string) =>
    ((await duplicates(query)).json() as FolderDuplicates).duplicates.map((d) => [d.orderNo, d.matches]);
  let first: { id: number; orderNo: string };

  beforeAll(async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/folders',
      headers: { ...(await t.bearer('depanneur')), 'idempotency-key': 'duplicates-first' },
      payload: {
        ...newFolderBody,
        externalNumber: '5016490001*01',
        customerPlace: { ...newFolderBody.customerPlace, contactPhone: '07 98 76 54 32' },
        vehicule: { ...newFolderBody.vehicule, immatriculation: 'QD-907-ZZ' },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    first = created.json();
  });

  it('names the folder with the same plate, or phone, however typed, and what is the same', async () => {
    expect(await orderNos('registration=qd907zz')).toEqual([[first.orderNo, ['registration']]]);
    expect(await orderNos(`phone=${encodeURIComponent('+33 7 98 76 54 32')}`)).toEqual([
      [first.orderNo, ['phone']],
    ]);
    expect(await orderNos(`registration=QD-907-ZZ&phone=0600000000&phone=07.98.76.54.32`)).toEqual([
      [first.orderNo, ['registration', 'phone']],
    ]);
    // A plate or a number still being typed says nothing.
    expect(await orderNos('registration=QD9&phone=0798')).toEqual([]);
  });

  it('leaves out closed, cancelled and older folders, and those of another account', async () => {
    const closed = (await makeFolder(t, depanneur, { state: 'CLOSED' })).folderId;
    const old = (await makeFolder(t, depanneur)).folderId;
    const other = (await makeFolder(t, await accountIdOf(t, 'mission'))).folderId;
    for (const id of [closed, old, other]) {
      await t.database.db
        .update(folders)
        .set({ vehicule: { immatriculation: 'RK-515-PL' } })
        .where(eq(folders.id, id));
    }
    await t.database.db
      .update(folders)
      .set({ creationDateTime: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(folders.id, old));
    expect(await orderNos('registration=RK-515-PL')).toEqual([]);
  });

  it('answers 403 to an assisteur and 400 for a bad query', async () => {
    expect((await duplicates('registration=QD907ZZ', 'assisteur')).statusCode).toBe(403);
    const bad = await duplicates(`registration=${'A'.repeat(31)}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_description).toMatch(/caractères/);
    expect((await duplicates('plate=QD907ZZ')).statusCode).toBe(400);
  });
});
