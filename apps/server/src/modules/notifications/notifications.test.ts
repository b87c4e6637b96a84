import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDemoJournals } from '../../demo/seed/journals.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let dupont: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  // The demo's rules and journals out: this file counts the rules and lines it makes.
  await removeDemoJournals(t.database.db);
  dupont = await accountIdOf(t, 'dupont');
});
afterAll(() => t.close());

type Call = { method?: 'GET' | 'PATCH'; url: string; login: string; payload?: object };
const call = async ({ method = 'GET', url, login, payload }: Call) =>
  t.app.inject({ method, url, payload, headers: await t.bearer(login) });
const url = (id: number) => `/api/accounts/${id}/notificationConfigurations`;
const patch = (login: string, id: number, payload: object) =>
  call({ method: 'PATCH', url: url(id), login, payload });

describe('GET /api/accounts/{id}/notificationConfigurations', () => {
  it('makes one configuration per mission type with defaults on first read, once', async () => {
    const first = await call({ url: url(depanneur), login: 'depanneur' });
    expect(first.statusCode).toBe(200);
    const list = first.json();
    expect(list.map((c: { missionType: string }) => c.missionType)).toEqual([
      'SERVICE',
      'PICK_UP',
      'DELIVERY',
    ]);
    expect(list[0]).toMatchObject({
      notifyClientOnCreation: false,
      notifyMinuteBeforeArriving: 10,
      smsTextOnStart: expect.stringContaining('#STATUS_URL'),
      type: null,
    });
    const again = await call({ url: url(depanneur), login: 'depanneur' });
    expect(again.json().map((c: { id: number }) => c.id)).toEqual(list.map((c: { id: number }) => c.id));
  });

  it('is for administrators: an operator and an assisteur get 403', async () => {
    expect((await call({ url: url(depanneur), login: 'operateur' })).statusCode).toBe(403);
    const assisteur = await accountIdOf(t, 'assisteur');
    // The assisteur's user is not an ADMIN of a depanneur account: its own call is allowed only as admin.
    const response = await call({ url: url(depanneur), login: 'assisteur' });
    expect([403, 404]).toContain(response.statusCode);
    expect(assisteur).toBeGreaterThan(0);
  });

  it("answers 404 for another account, and serves a supervisor's managed account", async () => {
    const other = await call({ url: url(dupont), login: 'depanneur' });
    expect(other.statusCode).toBe(404);
    expect((await call({ url: url(depanneur), login: 'superviseur' })).statusCode).toBe(200);
    expect((await call({ url: url(999_999), login: 'superviseur' })).statusCode).toBe(404);
  });
});

describe('PATCH /api/accounts/{id}/notificationConfigurations', () => {
  it('changes a configuration and adds, edits and removes a rule, answering the list', async () => {
    const [service] = (await call({ url: url(depanneur), login: 'depanneur' })).json();
    const added = await patch('depanneur', depanneur, {
      changed: [
        { id: service.id, notifyClientOnStart: true, smsTextOnStart: 'En route : #VEH_NAME #STATUS_URL' },
      ],
      added: [{ name: 'Vitesse', type: 'ON_SPEED', destinationPhonesOnReportEvent: ['06 11 22 33 44'] }],
    });
    expect(added.statusCode).toBe(200);
    const rule = added.json().find((c: { missionType: string | null }) => c.missionType === null);
    expect(rule).toMatchObject({ name: 'Vitesse', type: 'ON_SPEED', speed: 100, severity: 3 });
    expect(added.json()[0]).toMatchObject({
      notifyClientOnStart: true,
      smsTextOnStart: 'En route : #VEH_NAME #STATUS_URL',
    });

    const edited = await patch('depanneur', depanneur, {
      changed: [{ id: rule.id, speed: 130, name: 'Autoroute' }],
    });
    expect(edited.json().find((c: { id: number }) => c.id === rule.id)).toMatchObject({
      speed: 130,
      name: 'Autoroute',
    });

    const removed = await patch('depanneur', depanneur, { removed: [rule.id] });
    expect(removed.json().some((c: { id: number }) => c.id === rule.id)).toBe(false);
    expect(removed.json()).toHaveLength(3);
  });

  it('refuses bad input with a French 400 and saves nothing', async () => {
    const before = (await call({ url: url(depanneur), login: 'depanneur' })).json();
    const cases = [
      { changed: [{ id: before[0].id, smsTextOnCreation: 'x'.repeat(161) }] },
      { added: [{ name: 'R', type: 'ON_START' }] },
      { added: [{ name: 'R', type: 'ON_SPEED', speed: 105 }] },
      { added: [{ name: 'R', type: 'ON_SPEED', severity: 6 }] },
      { added: [{ name: 'R', type: 'ON_SPEED', destinationPhonesOnReportEvent: ['12'] }] },
      { added: [{ name: 'R', type: 'ON_SPEED', destinationEmailsOnReportEvent: ['pas-un-email'] }] },
      { added: [{ name: 'R', type: 'ON_SPEED' }], changed: [{ id: before[0].id, speed: 120 }] },
      { removed: [before[0].id] },
      { unknown: true },
    ];
    for (const payload of cases) {
      const response = await patch('depanneur', depanneur, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error_description).toMatch(/[a-zé]/);
    }
    expect((await call({ url: url(depanneur), login: 'depanneur' })).json()).toEqual(before);
  });

  it("answers 404 for another account's entry, 403 for an operator", async () => {
    const [theirs] = (await call({ url: url(dupont), login: 'dupont' })).json();
    const response = await patch('depanneur', depanneur, {
      changed: [{ id: theirs.id, notifyClientOnLate: true }],
    });
    expect(response.statusCode).toBe(404);
    expect((await patch('depanneur', dupont, {})).statusCode).toBe(404);
    expect((await patch('operateur', depanneur, {})).statusCode).toBe(403);
    expect((await call({ url: url(dupont), login: 'dupont' })).json()[0].notifyClientOnLate).toBe(false);
  });
});

describe('journals', () => {
  it('lists SMS and rule matches of the account only, for administrators', async () => {
    const sms = await call({
      url: `/api/accounts/${depanneur}/smsMessages?page=1&limit=10`,
      login: 'depanneur',
    });
    expect(sms.statusCode).toBe(200);
    expect(sms.json()).toEqual({ rows: [], total: 0 });
    expect((await call({ url: `/api/accounts/${dupont}/smsMessages`, login: 'depanneur' })).statusCode).toBe(
      404,
    );
    expect(
      (await call({ url: `/api/accounts/${depanneur}/smsMessages`, login: 'operateur' })).statusCode,
    ).toBe(403);
    expect(
      (await call({ url: `/api/accounts/${depanneur}/smsMessages?limit=0`, login: 'depanneur' })).statusCode,
    ).toBe(400);
    const matches = await call({ url: `/api/accounts/${depanneur}/eventRuleMatches`, login: 'depanneur' });
    expect(matches.json()).toEqual({ rows: [], total: 0 });
  });
});
