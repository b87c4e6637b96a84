import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const providersOf = async (folderId: number) =>
  (
    await t.database.db
      .select({ provider: missions.assistanceProvider })
      .from(missions)
      .where(eq(missions.folderId, folderId))
  ).map((row) => row.provider);

describe("the folder's assistance company copied onto its missions (migration 0019)", () => {
  it('is there for every mission inserted, whatever inserted it', async () => {
    const mismatched = await t.database.db
      .select({ id: missions.id })
      .from(missions)
      .innerJoin(folders, eq(folders.id, missions.folderId))
      .where(sql`${missions.assistanceProvider} is distinct from ${folders.assistanceProvider}`);
    expect(mismatched).toEqual([]);
    const withProvider = await t.database.db
      .select({ id: missions.id })
      .from(missions)
      .where(isNotNull(missions.assistanceProvider));
    expect(withProvider.length).toBeGreaterThan(0);
  });

  it('follows a change of the folder, and cannot be set apart from it', async () => {
    const [folder] = await t.database.db
      .select({ id: folders.id })
      .from(folders)
      .innerJoin(missions, eq(missions.folderId, folders.id))
      .limit(1);
    await t.database.db
      .update(folders)
      .set({ assistanceProvider: 'MONDIAL_ASSISTANCE' })
      .where(eq(folders.id, folder!.id));
    expect(new Set(await providersOf(folder!.id))).toEqual(new Set(['MONDIAL_ASSISTANCE']));
    await t.database.db.update(folders).set({ assistanceProvider: null }).where(eq(folders.id, folder!.id));
    expect(new Set(await providersOf(folder!.id))).toEqual(new Set([null]));
    // A write to the copy itself is overruled by the folder's value.
    await t.database.db
      .update(missions)
      .set({ assistanceProvider: 'AXA_ASSISTANCE' })
      .where(eq(missions.folderId, folder!.id));
    expect(new Set(await providersOf(folder!.id))).toEqual(new Set([null]));
  });
});
