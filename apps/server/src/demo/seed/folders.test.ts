import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderStateCode,
  MissionStateCode,
  Typologie,
  type Alarm,
} from '@plateau/contracts';
import { asc } from 'drizzle-orm';
import { folderEvents, folderMessages, folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo folders', () => {
  it('cover every folder state, every mission state and both origins', async () => {
    const rows = await t.database.db.select().from(folders);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((r) => r.folderState))).toEqual(new Set(FolderStateCode));
    const missionStates = new Set((await t.database.db.select().from(missions)).map((m) => m.missionState));
    expect(missionStates).toEqual(new Set(MissionStateCode));
    const origins = new Set(rows.map((r) => r.creationOrigine));
    expect(origins).toContain(CreationOrigine.NOMAD);
    expect(origins).toContain(CreationOrigine.BACKOFFICE);
  });

  it("each have their workflow events, the late steps' folders too (README)", async () => {
    const all = await t.database.db.select({ id: folders.id, orderNo: folders.orderNo }).from(folders);
    const withEvents = new Set(
      (await t.database.db.selectDistinct({ id: folderEvents.folderId }).from(folderEvents)).map((r) => r.id),
    );
    expect(all.filter((folder) => !withEvents.has(folder.id)).map((folder) => folder.orderNo)).toEqual([]);
    const created = await t.database.db.select().from(folderEvents);
    expect(created.every((event) => event.eventDateTime.getTime() <= Date.now())).toBe(true);
  });

  it('have callers on motorway and police folders, French phones, and valid AXA numbers', async () => {
    const rows = await t.database.db.select().from(folders);
    for (const typologie of [Typologie.AUTOROUTE, Typologie.APPEL_POLICE]) {
      const withCaller = rows.filter((r) => r.interventionDepannage?.typologie === typologie);
      expect(withCaller.length).toBeGreaterThan(0);
      expect(
        withCaller.every((r) => r.interventionDepannage?.nomAppelant && r.interventionDepannage.appelant),
      ).toBe(true);
    }
    const axa = rows.filter((r) => r.assistanceProvider === AssistanceProvider.AXA_ASSISTANCE);
    expect(axa.length / rows.length).toBeGreaterThan(0.3);
    expect(axa.every((r) => /^\d+\*\d{2}$/.test(r.externalNumber ?? ''))).toBe(true);
    expect(rows.every((r) => /^0\d( \d\d){4}$/.test(r.customerPlace?.contactPhone ?? ''))).toBe(true);
    expect(rows.every((r) => /^[A-Z]{2}-\d{3}-[A-Z]{2}$/.test(r.registration ?? ''))).toBe(true);
  });

  it('leave unread driver messages and Nomad folders waiting, so the alarms show', async () => {
    const unread = (await t.database.db.select().from(folderMessages)).filter(
      (m) => !m.markAsRead && m.provenance === 'NOMAD',
    );
    expect(unread.length).toBeGreaterThan(0);
    const alarms = (await t.app.inject({ url: '/api/alarms', headers: await t.bearer('depanneur') })).json<
      Alarm[]
    >();
    expect(new Set(alarms.map((a) => a.type))).toEqual(new Set(['MESSAGE_UNREAD', 'WAITING_ACCEPTATION']));
  });

  it('are the same on every seed', async () => {
    const other = await createTestApp();
    const pick = (rows: Array<typeof folders.$inferSelect>) =>
      rows.map((r) => [r.externalNumber, r.registration, r.customerName]);
    const all = (c: TestContext) => c.database.db.select().from(folders).orderBy(asc(folders.id));
    expect(pick(await all(other))).toEqual(pick(await all(t)));
    await other.close();
  });
});
