import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  foldForSearch,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_LIGATURES,
  SEARCH_FOLD_TO,
  type FolderList,
} from '@plateau/contracts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';

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
