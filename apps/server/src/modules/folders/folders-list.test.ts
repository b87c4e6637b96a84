import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import { AssistanceProvider, FolderState, MissionState, type FolderList } from '@plateau/contracts';
import { accountSupervisions, folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const list = async (query: string, login = 'depanneur') => {
  const response = await t.app.inject({ url: `/api/folders?${query}`, headers: await t.bearer(login) });
  return {
    status: response.statusCode,
    body: response.json() as FolderList & { error_description?: string },
  };
};
const countWhere = async (where: SQL | undefined) =>
  (await t.database.db.select({ n: count() }).from(folders).where(where))[0]!.n;

describe('GET /api/folders: who reads what', () => {
  it("gives an operator its own account's folders, newest first", async () => {
    const { status, body } = await list('limit=100');
    expect(status).toBe(200);
    expect(body.total).toBe(await countWhere(eq(folders.accountId, depanneur)));
    expect(body.rows.every((r) => r.accountId === depanneur)).toBe(true);
    const dates = body.rows.map((r) => r.creationDateTime);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives an assistance company the folders it ordered, across operators, read-only', async () => {
    const { body } = await list('limit=100', 'assisteur');
    expect(body.total).toBe(
      await countWhere(eq(folders.assistanceProvider, AssistanceProvider.AXA_ASSISTANCE)),
    );
    expect(body.total).toBeGreaterThanOrEqual(20);
    expect(body.rows.every((r) => r.assistanceProvider === AssistanceProvider.AXA_ASSISTANCE)).toBe(true);
    expect(new Set(body.rows.map((r) => r.accountName)).size).toBeGreaterThan(1);
    const narrowed = await list(`accountId=${depanneur}&limit=100`, 'assisteur');
    expect(
      narrowed.body.rows.every(
        (r) => r.accountId === depanneur && r.assistanceProvider === AssistanceProvider.AXA_ASSISTANCE,
      ),
    ).toBe(true);
    expect((await list(`assistanceProvider=${AssistanceProvider.IMA}`, 'assisteur')).body.total).toBe(0);
  });

  it('gives a supervisor the folders of the accounts it manages, and nothing to an IoT account', async () => {
    const supervisor = await accountIdOf(t, 'superviseur');
    const managed = await t.database.db
      .select({ id: accountSupervisions.accountId })
      .from(accountSupervisions)
      .where(eq(accountSupervisions.supervisorAccountId, supervisor));
    const { body } = await list('', 'superviseur');
    expect(body.total).toBe(
      await countWhere(
        inArray(
          folders.accountId,
          managed.map((m) => m.id),
        ),
      ),
    );
    expect((await list(`accountId=${await accountIdOf(t, 'mondial')}`, 'superviseur')).body.total).toBe(0);
    expect((await list('', 'iot')).body.total).toBe(0);
  });
});

describe('GET /api/folders: filters', () => {
  it('filters by folder states, as a list or repeated', async () => {
    const states: FolderState[] = [FolderState.CREATED, FolderState.WAITING];
    const expected = await countWhere(
      and(eq(folders.accountId, depanneur), inArray(folders.folderState, states)),
    );
    const comma = await list(`folderState=${states.join(',')}&limit=100`);
    expect(comma.body.total).toBe(expected);
    expect(comma.body.rows.every((r) => states.includes(r.folderState))).toBe(true);
    expect((await list(`folderState=${states[0]}&folderState=${states[1]}`)).body.total).toBe(expected);
  });

  it('filters by mission state, truck, agent and provider', async () => {
    const started = await list(`missionState=${MissionState.MISSION_STARTED}&limit=100`);
    expect(started.body.total).toBeGreaterThan(0);
    expect(started.body.rows.every((r) => r.missionState === MissionState.MISSION_STARTED)).toBe(true);
    const { trucks, agents } = await fleetOf(t, depanneur);
    const truck = trucks.find((tr) => started.body.rows.some((r) => r.truckId === tr.id))!;
    const byTruck = await list(`truckId=${truck.id}&limit=100`);
    expect(byTruck.body.total).toBe(await countWhere(eq(folders.truckId, truck.id)));
    expect(byTruck.body.rows.every((r) => r.truckId === truck.id && r.truckName === truck.name)).toBe(true);
    const byAgent = await list(`agentId=${agents[0]!.id}&limit=100`);
    expect(byAgent.body.rows.every((r) => r.agentId === agents[0]!.id)).toBe(true);
    const axa = await list(`assistanceProvider=${AssistanceProvider.AXA_ASSISTANCE}&limit=100`);
    expect(axa.body.rows.every((r) => r.assistanceProvider === AssistanceProvider.AXA_ASSISTANCE)).toBe(true);
  });

  it('bounds the creation date, and ignores empty parameters', async () => {
    const all = await list('limit=100');
    const middle = all.body.rows[Math.floor(all.body.rows.length / 2)]!.creationDateTime;
    const recent = await list(`startDate=${encodeURIComponent(middle)}&limit=100`);
    expect(recent.body.rows.every((r) => r.creationDateTime >= middle)).toBe(true);
    const older = await list(`endDate=${encodeURIComponent(middle)}&limit=100`);
    const onTheBound = all.body.rows.filter((r) => r.creationDateTime === middle).length;
    expect(recent.body.total + older.body.total).toBe(all.body.total + onTheBound);
    const blanks = await list('text=&folderState=&truckId=&startDate=&limit=100');
    expect(blanks.status).toBe(200);
    expect(blanks.body.total).toBe(all.body.total);
  });
});

describe('GET /api/folders: keyword', () => {
  it('finds external number, order number, registration (with or without dashes), customer name and city', async () => {
    const { folderId } = await makeFolder(t, depanneur, { externalNumber: '5016499999*07' });
    await t.database.db
      .update(folders)
      .set({
        vehicule: { immatriculation: 'ZQ-987-WX' },
        customerPlace: { contactFirstname: 'Hortense', contactName: 'Zébulon', city: 'Trifouilly-les-Oies' },
      })
      .where(eq(folders.id, folderId));
    await makeFolder(t, await accountIdOf(t, 'mission'), { externalNumber: '5016499999*07' });
    const [{ orderNo }] = (await t.database.db
      .select({ orderNo: folders.orderNo })
      .from(folders)
      .where(eq(folders.id, folderId))) as [{ orderNo: string }];
    for (const text of [
      '5016499999*07',
      orderNo.toLowerCase(),
      'ZQ-987-WX',
      'zq987wx',
      'zébulon',
      'HORTENSE',
      'trifouilly',
    ]) {
      const { body } = await list(`text=${encodeURIComponent(text)}`);
      expect(
        body.rows.map((r) => r.id),
        text,
      ).toEqual([folderId]);
      expect(body.total).toBe(1);
    }
  });

  it('takes % and _ literally', async () => {
    expect((await list('text=%25')).body.total).toBe(0);
    expect((await list('text=_')).body.total).toBe(0);
  });
});

describe('GET /api/folders: paging', () => {
  it('pages without overlap, in either order', async () => {
    const first = await list('limit=10&page=1');
    const second = await list('limit=10&page=2');
    expect(first.body.rows).toHaveLength(10);
    expect(second.body.total).toBe(first.body.total);
    const ids = new Set(first.body.rows.map((r) => r.id));
    expect(second.body.rows.some((r) => ids.has(r.id))).toBe(false);
    // The demo holds more than a page of 100: each order is checked on its first page, and the
    // oldest folder (first in ascending order) is the last of the descending order's last page.
    const key = (r: { creationDateTime: string; id: number }) => [Date.parse(r.creationDateTime), r.id];
    const before = (a: number[], b: number[]) => a[0]! < b[0]! || (a[0] === b[0] && a[1]! < b[1]!);
    const ascending = (await list(`limit=100&order=asc`)).body.rows.map(key);
    const descending = (await list(`limit=100&order=desc`)).body.rows.map(key);
    expect(ascending.every((k, i) => i === 0 || before(ascending[i - 1]!, k))).toBe(true);
    expect(descending.every((k, i) => i === 0 || before(k, descending[i - 1]!))).toBe(true);
    const lastPage = Math.ceil(first.body.total / 100);
    const oldest = (await list(`limit=100&order=desc&page=${lastPage}`)).body.rows.at(-1)!;
    expect(key(oldest)).toEqual(ascending[0]);
  });

  it('defaults to 10 rows of page 1', async () => {
    const { body } = await list('');
    expect(body.rows).toHaveLength(10);
  });
});

describe('GET /api/folders: bad input', () => {
  it.each([
    ['limit=0', 'limit'],
    ['limit=500', 'limit'],
    ['page=0', 'page'],
    ['truckId=abc', 'truckId'],
    ['folderState=NOPE', 'folderState'],
    ['order=sideways', 'order'],
    ['startDate=hier', 'startDate'],
    [
      'startDate=2025-06-02T00:00:00Z&endDate=2025-06-01T00:00:00Z',
      'La date de début doit précéder la date de fin',
    ],
    ['colour=red', 'paramètre inconnu : colour'],
    [`text=${'x'.repeat(101)}`, 'text'],
  ])('%s → 400 in French', async (query, mention) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body.error_description).toContain(mention);
    expect(body.error_description).not.toMatch(/Invalid|expected|received/);
  });
});
