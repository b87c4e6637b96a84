import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreationOrigine,
  FOLDER_COUNT_CAP,
  FOLDER_KEYWORD_COUNT_CAP,
  FolderState,
  type FolderList,
} from '@plateau/contracts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (query: string) =>
  (
    await t.app.inject({ url: `/api/folders?${query}`, headers: await t.bearer('mission') })
  ).json<FolderList>();

describe('GET /api/folders: the total is counted up to FOLDER_COUNT_CAP', () => {
  it('is exact below the cap, then says it stopped counting', async () => {
    const before = await list('limit=10');
    expect(before.totalCapped).toBe(false);

    const accountId = await accountIdOf(t, 'mission');
    const missing = FOLDER_COUNT_CAP + 5 - before.total;
    const rows = Array.from({ length: missing }, (_, i) => ({
      accountId,
      creationOrigine: CreationOrigine.BACKOFFICE,
      folderState: FolderState.CLOSED,
      externalNumber: `CAP-${i}`,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(folders).values(rows.slice(i, i + 500));

    const after = await list('limit=10');
    expect(after).toMatchObject({ total: FOLDER_COUNT_CAP, totalCapped: true });
    expect(after.rows).toHaveLength(10);
    // A filter that matches fewer folders than the cap is counted exactly again.
    const narrowed = await list('text=cap-1&limit=10');
    expect(narrowed.totalCapped).toBe(false);
    expect(narrowed.total).toBe(rows.filter((r) => r.externalNumber.startsWith('CAP-1')).length);
    // A keyword is counted up to its own, lower cap (issue 28 §7): the page is still there.
    const keyword = await list('text=cap-&limit=10');
    expect(keyword).toMatchObject({ total: FOLDER_KEYWORD_COUNT_CAP, totalCapped: true });
    expect(keyword.rows).toHaveLength(10);
  });
});
