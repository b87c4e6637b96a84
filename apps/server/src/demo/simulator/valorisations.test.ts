import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CreationOrigine, FolderState } from '@plateau/contracts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';
import { simulatorRandom } from './random.ts';
import { emptyTickReport } from './tick-report.ts';
import { playValorisations } from './valorisations.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

it('a reported Nomad folder gets its company’s priced lines, then the provider’s proposal is validated', async () => {
  const { folderId } = await makeFolder(t, await accountIdOf(t, 'depanneur'), {
    origin: CreationOrigine.NOMAD,
    state: FolderState.REPORT,
    assistanceProvider: 'IMA',
  });
  await t.database.db
    .update(folders)
    .set({ propositionInitiale: 'ASSISTEUR' })
    .where(eq(folders.id, folderId));
  const random = simulatorRandom(7);
  const play = async (minutes: number) => {
    const report = emptyTickReport();
    await playValorisations(t.database.db, new Date(Date.now() + minutes * MINUTE), random, report);
    expect(report.failures).toEqual([]);
    return report;
  };

  expect((await play(0)).valorisations).toBe(0); // not yet: the company takes a few minutes
  expect((await play(21)).valorisations).toBe(1);
  const priced = await folderRow(t, folderId);
  expect(priced.valorisationState).toBe('ATTENTE_VALORISATION_PRESTATAIRE');
  expect(priced.valorisation).toMatchObject({ nature: 'ASSISTEUR' });
  expect(priced.valorisation!.items[0]!.prixUnitaire).toBeGreaterThanOrEqual(90);
  expect((await play(60)).valorisations).toBe(0); // the provider's turn

  const proposed = await t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/proposerValorisation`,
    headers: await t.bearer('depanneur'),
    payload: priced.valorisation!,
  });
  expect(proposed.statusCode, proposed.body).toBe(200);
  expect((await play(31)).valorisations).toBe(1);
  expect(await folderRow(t, folderId)).toMatchObject({
    valorisationState: 'VALIDEE',
    folderState: 'VALORISATION_ACCEPTED',
  });
});
