import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { statsScenario, WEEK } from '../../test/stats-fixtures.ts';

let t: TestContext;
let s: Awaited<ReturnType<typeof statsScenario>>;
beforeAll(async () => {
  t = await createTestApp();
  s = await statsScenario(t);
});
afterAll(() => t.close());

const get = async (path: string, login: string, query: Record<string, string> = WEEK) =>
  t.app.inject({
    method: 'GET',
    url: `/api/stats/${path}?${new URLSearchParams(query)}`,
    headers: await t.bearer(login),
  });

const NOTHING = { repareOnPlace: 0, pickup: 0, missionForNothing: 0 };
const ALL_DONE = {
  received: 100,
  accepted: 100,
  started: 100,
  navigationStarted: 100,
  arrivedAtDestination: 100,
  departureFromDestination: 100,
  finished: 100,
};

describe('GET /api/stats/byTruck', () => {
  it("counts the week's missions of each truck of the account, steps in percent, delays in minutes", async () => {
    const response = await get('byTruck', 'depanneur');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(2);
    const byId = Object.fromEntries(data.rows.map((row: { truckId: number }) => [row.truckId, row]));
    // M1 (all steps), M2 (received, accepted), M4 (none); M5 is after the week, the truckless one is not counted.
    expect(byId[s.truckA.id]).toEqual({
      truckId: s.truckA.id,
      truck: s.truckA.name,
      total: 3,
      received: 66.7,
      accepted: 66.7,
      started: 33.3,
      navigationStarted: 33.3,
      arrivedAtDestination: 33.3,
      departureFromDestination: 33.3,
      finished: 33.3,
      approcheDelay: 20,
      delayOnPlace: 30,
      ...NOTHING,
    });
    expect(byId[s.truckB.id]).toEqual({
      truckId: s.truckB.id,
      truck: s.truckB.name,
      total: 1,
      ...ALL_DONE,
      approcheDelay: 40,
      delayOnPlace: 10,
      ...NOTHING,
      pickup: 1,
    });
  });

  it('answers an empty list for a period without missions', async () => {
    const response = await get('byTruck', 'depanneur', {
      startDate: '2031-01-01T00:00:00Z',
      endDate: '2031-01-02T00:00:00Z',
    });
    expect(response.json()).toEqual({ data: { rows: [], total: 0 } });
  });

  it.each(['assisteur', 'superviseur', 'iot'])('is refused to %s (403)', async (login) => {
    const response = await get('byTruck', login);
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe("Votre compte n'a pas accès à cette vue des statistiques");
  });
});

describe('GET /api/stats/byAssistanceProvider', () => {
  it('gives an operator one row per assistance company of its own missions', async () => {
    const response = await get('byAssistanceProvider', 'depanneur');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.rows.map((r: { assistanceProviderLabel: string }) => r.assistanceProviderLabel)).toEqual([
      'AXA Assistance',
      'Mondial Assistance',
      'Sans assisteur',
    ]);
    // M1 and M2; M6 (AXA too) belongs to another operator.
    expect(body.rows[0]).toEqual({
      assistanceProvider: 'AXA_ASSISTANCE',
      assistanceProviderLabel: 'AXA Assistance',
      total: 2,
      received: 100,
      accepted: 100,
      started: 50,
      navigationStarted: 50,
      arrivedAtDestination: 50,
      departureFromDestination: 50,
      finished: 50,
      approcheDelay: 20,
      delayOnPlace: 30,
      ...NOTHING,
    });
    expect(body.rows[2]).toMatchObject({
      assistanceProvider: null,
      total: 1,
      received: 0,
      approcheDelay: null,
    });
  });

  it("gives an assisteur its own company's missions across operators, and nothing of another company", async () => {
    const axa = (await get('byAssistanceProvider', 'assisteur')).json();
    expect(axa.total).toBe(1);
    // M1, M2 (depanneur) and M6 (mission): approach delays 20 and 20.
    expect(axa.rows[0]).toMatchObject({
      assistanceProvider: 'AXA_ASSISTANCE',
      total: 3,
      received: 100,
      finished: 66.7,
      approcheDelay: 20,
      repareOnPlace: 1,
    });
    const mondial = (await get('byAssistanceProvider', 'mondial')).json();
    expect(mondial.rows).toEqual([
      expect.objectContaining({ assistanceProvider: 'MONDIAL_ASSISTANCE', total: 1 }),
    ]);
  });

  it('gives a supervisor the missions of the accounts it manages', async () => {
    const body = (await get('byAssistanceProvider', 'superviseur')).json();
    expect(body.rows.map((r: { total: number }) => r.total)).toEqual([3, 1, 1]);
  });

  it('is refused to an IOT account (403)', async () => {
    expect((await get('byAssistanceProvider', 'iot')).statusCode).toBe(403);
  });
});

describe('GET /api/stats/byDepanneur', () => {
  it("gives an assisteur one row per operator that worked its company's missions", async () => {
    const body = (await get('byDepanneur', 'assisteur')).json();
    expect(body.total).toBe(2);
    expect(body.rows).toEqual([
      expect.objectContaining({
        accountId: s.depanneur,
        account: 'Dépannage Martin & Fils',
        total: 2,
        finished: 50,
      }),
      expect.objectContaining({ accountId: s.other, account: 'Transports Lefèvre', total: 1, finished: 100 }),
    ]);
  });

  it('gives a supervisor one row per managed account', async () => {
    const body = (await get('byDepanneur', 'superviseur')).json();
    expect(body.rows).toEqual([
      expect.objectContaining({ accountId: s.depanneur, total: 4, received: 75, pickup: 1 }),
      expect.objectContaining({ accountId: s.other, total: 1, repareOnPlace: 1 }),
    ]);
  });

  it.each(['depanneur', 'mission', 'iot'])('is refused to %s (403)', async (login) => {
    expect((await get('byDepanneur', login)).statusCode).toBe(403);
  });
});

describe('GET /api/stats/byDay', () => {
  it('counts the missions of each Paris day by outcome', async () => {
    const response = await get('byDay', 'depanneur');
    expect(response.statusCode).toBe(200);
    // M4 (22:00 UTC on 10 March) is 23:00 in Paris, still the 10th.
    expect(response.json()).toEqual({
      rows: [
        { day: '2030-03-04', total: 2, repareOnPlace: 0, pickup: 0, missionForNothing: 0 },
        { day: '2030-03-06', total: 1, repareOnPlace: 0, pickup: 1, missionForNothing: 0 },
        { day: '2030-03-10', total: 1, repareOnPlace: 0, pickup: 0, missionForNothing: 0 },
      ],
      total: 3,
    });
  });

  it('is refused to an IOT account (403)', async () => {
    expect((await get('byDay', 'iot')).statusCode).toBe(403);
  });
});

describe('the period', () => {
  it.each([
    [{}, 'startDate'],
    [{ startDate: WEEK.startDate }, 'endDate'],
    [{ startDate: 'lundi', endDate: WEEK.endDate }, 'startDate'],
    [
      { startDate: '0000-01-01T00:00:00Z', endDate: WEEK.endDate },
      'La date doit être comprise entre 1900 et 2999',
    ],
    [{ startDate: WEEK.endDate, endDate: WEEK.startDate }, 'La date de début doit précéder la date de fin'],
    [
      { startDate: '2029-01-01T00:00:00Z', endDate: '2030-03-01T00:00:00Z' },
      'La période ne doit pas dépasser 366 jours',
    ],
    [{ ...WEEK, truckId: '1' }, 'paramètre inconnu : truckId'],
    [{ startDate: '2030-03-04T00:00:00\u0000Z', endDate: WEEK.endDate }, 'startDate'],
  ])('refuses %j with a French 400', async (query, message) => {
    for (const path of ['byTruck', 'exportByMission']) {
      const response = await get(path, 'depanneur', query as Record<string, string>);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toContain(message);
    }
  });

  it('includes both ends of the period', async () => {
    const response = await get('byTruck', 'depanneur', {
      startDate: '2030-03-06T14:30:00Z',
      endDate: '2030-03-10T22:00:00Z',
    });
    // M3 at the very start, M4 at the very end.
    expect(
      response
        .json()
        .data.rows.map((r: { total: number }) => r.total)
        .sort(),
    ).toEqual([1, 1]);
  });
});
