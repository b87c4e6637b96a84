import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  DATE_RANGE_MESSAGE,
  CreationOrigine,
  FolderState,
  MissionState,
  Calendar,
  CalendarSummary,
  type MissionPlan,
} from '@plateau/contracts';
import { accounts, missions, truckMessages, trucks } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf, folderRow, makeFolder, missionRow } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let truckA: number;
let truckB: number;
let agentA: number;
let otherTruck: number;
let otherMission: number;

// A week far from the demo data: only what the tests put there.
const WEEK = { start: '2031-01-06T00:00:00.000Z', end: '2031-01-13T00:00:00.000Z' };
const at = (time: string) => `2031-01-07T${time}:00.000Z`;

beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  const fleet = await fleetOf(t, depanneur);
  truckA = fleet.trucks[0]!.id;
  truckB = fleet.trucks[1]!.id;
  agentA = fleet.agents[0]!.id;
  // 20 minutes to get there, 40 on the spot: a planned block lasts an hour.
  await t.database.db
    .update(accounts)
    .set({ interventionAverageArrivalMinute: 20, interventionAverageOnPlaceMinute: 40 })
    .where(eq(accounts.id, depanneur));
  await t.database.db
    .update(trucks)
    .set({ active: true, positionDateTime: new Date() })
    .where(eq(trucks.accountId, depanneur));
  const mission = await accountIdOf(t, 'mission');
  otherTruck = (await fleetOf(t, mission)).trucks[0]!.id;
  otherMission = (await makeFolder(t, mission)).missionId;
});
afterAll(() => t.close());

async function calendar(query: Record<string, string> = WEEK, login = 'depanneur') {
  return t.app.inject({ url: `/api/calendar?${new URLSearchParams(query)}`, headers: await t.bearer(login) });
}
const week = async () => (await calendar()).json() as Calendar;

async function plan(missionId: number, body: Partial<MissionPlan>, login = 'depanneur') {
  return t.app.inject({
    method: 'PATCH',
    url: `/api/missions/${missionId}`,
    headers: await t.bearer(login),
    payload: body,
  });
}

/** A created folder, then planned on `truckId` at `time` through the calendar's PATCH. */
async function planned(truckId: number, time: string, extra: Partial<MissionPlan> = {}) {
  const { folderId, missionId } = await makeFolder(t, depanneur);
  const response = await plan(missionId, { version: 1, truckId, missionDateTime: at(time), ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return { folderId, missionId };
}

const block = (cal: Calendar, id: number) => cal.missions.find((m) => m.id === id);

describe('GET /api/calendar', () => {
  it("answers the account's trucks and the missions whose block overlaps the period", async () => {
    const inside = await planned(truckA, '10:00');
    const cal = await calendar({ start: at('10:30'), end: at('12:00') });
    expect(cal.statusCode).toBe(200);
    const body = cal.json() as Calendar;
    // The answer is written by JSON.stringify (calendar.serializer.ts): it holds the contract's
    // fields and no other (parsing strips unknown keys, so the two would differ).
    expect(Calendar.parse(body)).toEqual(body);
    const fleet = await fleetOf(t, depanneur);
    expect(body.trucks.map((truck) => truck.id).sort()).toEqual(fleet.trucks.map((truck) => truck.id).sort());
    expect(body.trucks.find((truck) => truck.id === truckA)).toMatchObject({
      status: 'FREE',
      statusLabel: 'Libre',
    });
    expect(block(body, inside.missionId)).toMatchObject({
      start: at('10:00'),
      end: at('11:00'),
      spanKind: 'PLANNED',
      truckId: truckA,
      city: 'Valence',
      vehicle: 'Renault GT-404-XY',
      planRefusal: null,
      sent: false,
    });
  });

  it('leaves out a block that ends when the period starts, or starts when it ends', async () => {
    const before = await planned(truckB, '08:00'); // 08:00–09:00
    const after = await planned(truckB, '15:00');
    const body = (await calendar({ start: at('09:00'), end: at('15:00') })).json() as Calendar;
    expect(block(body, before.missionId)).toBeUndefined();
    expect(block(body, after.missionId)).toBeUndefined();
    const wider = (await calendar({ start: at('08:59'), end: at('15:01') })).json() as Calendar;
    expect(block(wider, before.missionId)).toBeDefined();
    expect(block(wider, after.missionId)).toBeDefined();
  });

  it("shows a finished mission's real span, and the driver's steps over the averages", async () => {
    const { missionId } = await planned(truckB, '18:00');
    const step = (time: string) => ({ dateTime: at(time), latitude: null, longitude: null });
    await t.database.db
      .update(missions)
      .set({
        missionState: MissionState.MISSION_FINISH,
        steps: { started: step('18:10'), arrivedAtDestination: step('18:40'), finished: step('20:05') },
      })
      .where(eq(missions.id, missionId));
    const finished = block(await week(), missionId)!;
    expect(finished).toMatchObject({ start: at('18:10'), end: at('20:05'), spanKind: 'REAL' });
    expect(finished.planRefusal).toBe('La mission a commencé : elle ne peut plus être déplacée');
  });

  it('lists the missions without a truck, most urgent first, and not those of another account', async () => {
    const later = await makeFolder(t, depanneur, { state: FolderState.ACCEPTED });
    const sooner = await makeFolder(t, depanneur);
    await t.database.db
      .update(missions)
      .set({ missionDateTime: new Date(at('07:00')) })
      .where(eq(missions.id, sooner.missionId));
    await t.database.db
      .update(missions)
      .set({ missionDateTime: new Date(at('09:00')) })
      .where(eq(missions.id, later.missionId));
    const ids = (await week()).unplanned.map((m) => m.id);
    expect(ids.indexOf(sooner.missionId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(sooner.missionId)).toBeLessThan(ids.indexOf(later.missionId));
    expect(ids).not.toContain(otherMission);
  });

  it('marks two missions overlapping on one truck, and a truck out of service, and counts them', async () => {
    const first = await planned(truckA, '13:00');
    const second = await planned(truckA, '13:30');
    const alone = await planned(truckA, '16:00');
    let body = await week();
    expect(block(body, first.missionId)!.conflicts).toEqual(['OVERLAP']);
    expect(block(body, second.missionId)!.conflicts).toEqual(['OVERLAP']);
    expect(block(body, alone.missionId)!.conflicts).toEqual([]);
    const before = body.conflictCount;
    expect(before).toBeGreaterThanOrEqual(2);
    await t.database.db.update(trucks).set({ active: false }).where(eq(trucks.id, truckA));
    body = await week();
    expect(block(body, alone.missionId)!.conflicts).toEqual(['TRUCK_OUT_OF_SERVICE']);
    expect(body.trucks.find((truck) => truck.id === truckA)!.status).toBe('OUT_OF_SERVICE');
    expect(body.conflictCount).toBeGreaterThan(before);
    expect(body.conflictCount).toBe(body.missions.filter((m) => m.conflicts.length > 0).length);
    await t.database.db.update(trucks).set({ active: true }).where(eq(trucks.id, truckA));
  });

  it('answers 400 for a period missing, reversed, longer than 31 days or with an unknown parameter', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ start: WEEK.start }, 'end'],
      [{ start: WEEK.end, end: WEEK.start }, 'La fin de la période doit suivre son début'],
      [{ start: WEEK.start, end: WEEK.start }, 'La fin de la période doit suivre son début'],
      [
        { start: '2031-01-01T00:00:00Z', end: '2031-02-01T00:00:01Z' },
        'La période ne peut pas dépasser 31 jours',
      ],
      [{ start: 'demain', end: WEEK.end }, 'start'],
      [{ ...WEEK, truckId: '1' }, 'truckId'],
    ];
    for (const [query, message] of cases) {
      const response = await calendar(query);
      expect(response.statusCode, JSON.stringify(query)).toBe(400);
      expect(response.json().error_description).toContain(message);
    }
    expect((await calendar({ start: '2031-01-01T00:00:00Z', end: '2031-02-01T00:00:00Z' })).statusCode).toBe(
      200,
    );
  });

  it('answers 403 to an assisteur and to a supervisor on its own account, 200 once it opens a managed one', async () => {
    expect((await calendar(WEEK, 'assisteur')).statusCode).toBe(403);
    expect((await calendar(WEEK, 'superviseur')).statusCode).toBe(403);
    const onBehalf = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${depanneur}/token`,
      headers: await t.bearer('superviseur'),
    });
    const response = await t.app.inject({
      url: `/api/calendar?${new URLSearchParams(WEEK)}`,
      headers: { authorization: `Bearer ${onBehalf.json().access_token}` },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Calendar).trucks.map((truck) => truck.id)).toContain(truckA);
  });
});

describe('GET /api/calendar/summary', () => {
  // Thursday 9 January 2031 (Paris is UTC+1): no other test plans there.
  const thursday = (time: string) => `2031-01-09T${time}:00.000Z`;
  async function summary(query: Record<string, string> = WEEK, login = 'depanneur') {
    return t.app.inject({
      url: `/api/calendar/summary?${new URLSearchParams(query)}`,
      headers: await t.bearer(login),
    });
  }
  async function plannedOn(truckId: number, dateTime: string) {
    const { folderId, missionId } = await makeFolder(t, depanneur);
    const response = await plan(missionId, { version: 1, truckId, missionDateTime: dateTime });
    expect(response.statusCode, response.body).toBe(200);
    return { folderId, missionId };
  }

  it('answers per truck and Paris day the count, first start, last end, conflicts and most urgent state', async () => {
    await plannedOn(truckB, thursday('07:00'));
    await plannedOn(truckB, thursday('07:30'));
    await plannedOn(truckB, thursday('15:00'));
    // 23:30 UTC is Friday in Paris.
    await plannedOn(truckB, thursday('23:30'));
    const response = await summary();
    expect(response.statusCode).toBe(200);
    const body = response.json() as CalendarSummary;
    // Written by JSON.stringify like the full answer: the contract's fields and no other.
    expect(CalendarSummary.parse(body)).toEqual(body);
    const cell = body.days.find((d) => d.truckId === truckB && d.day === '2031-01-09');
    expect(cell).toEqual({
      truckId: truckB,
      day: '2031-01-09',
      count: 3,
      start: thursday('07:00'),
      // The account's averages: a planned block lasts an hour.
      end: thursday('16:00'),
      conflictCount: 2,
      missionState: MissionState.MISSION_NOT_YET_SEND,
      missionStateLabel: 'Non envoyée',
      folders: [
        expect.stringMatching(/^08:00 /),
        expect.stringMatching(/^08:30 /),
        expect.stringMatching(/^16:00 /),
      ],
    });
    expect(body.days.find((d) => d.truckId === truckB && d.day === '2031-01-10')).toMatchObject({ count: 1 });
    // The same missions, conflicts and trucks as the full answer, fewer bytes.
    const full = await week();
    const fullOnB = full.missions.filter((m) => m.truckId === truckB);
    expect(body.days.filter((d) => d.truckId === truckB).reduce((n, d) => n + d.count, 0)).toBe(
      fullOnB.length,
    );
    expect(body.conflictCount).toBe(full.conflictCount);
    expect(body.trucks).toEqual(full.trucks);
    expect(body.unplanned).toEqual(full.unplanned);
    expect(body.days.map((d) => `${d.truckId}|${d.day}`)).toEqual(
      [...body.days]
        .sort((a, b) => a.truckId - b.truckId || a.day.localeCompare(b.day))
        .map((d) => `${d.truckId}|${d.day}`),
    );
  });

  it('counts the blocks overlapping the period only, one begun before on its first day', async () => {
    const before = await plannedOn(truckB, thursday('09:45'));
    const ending = await plannedOn(truckB, thursday('09:00'));
    const inside = await plannedOn(truckB, thursday('11:00'));
    const full = (await (
      await calendar({ start: thursday('10:00'), end: thursday('12:00') })
    ).json()) as Calendar;
    const ids = full.missions.filter((m) => m.truckId === truckB).map((m) => m.id);
    expect(ids).toContain(before.missionId);
    expect(ids).toContain(inside.missionId);
    expect(ids).not.toContain(ending.missionId);
    const body = (
      await summary({ start: thursday('10:00'), end: thursday('12:00') })
    ).json() as CalendarSummary;
    expect(body.days.filter((d) => d.truckId === truckB)).toEqual([
      expect.objectContaining({ day: '2031-01-09', count: ids.length, start: thursday('09:45') }),
    ]);
  });

  it("follows a change another instance made, told by the account's event", async () => {
    const { folderId, missionId } = await plannedOn(truckB, thursday('17:00'));
    const cellOf = (body: CalendarSummary, day: string) =>
      body.days.find((d) => d.truckId === truckB && d.day === day);
    const before = (await summary()).json() as CalendarSummary;
    const saturday = cellOf(before, '2031-01-11')?.count ?? 0;
    // Written straight to the database, as another instance would, then its event (NOTIFY).
    await t.database.db
      .update(missions)
      .set({ missionDateTime: new Date('2031-01-11T09:00:00.000Z') })
      .where(eq(missions.id, missionId));
    await publish(t.database.db, depanneur, { folderId, eventType: 'FOLDER_UPDATED' });
    await expect
      .poll(async () => cellOf((await summary()).json() as CalendarSummary, '2031-01-11')?.count ?? 0)
      .toBe(saturday + 1);
    // The answer read now (no cache) is the same.
    const fresh = await t.app.inject({
      url: `/api/calendar/summary?${new URLSearchParams(WEEK)}`,
      headers: { ...(await t.bearer('depanneur')), 'cache-control': 'no-cache' },
    });
    expect(fresh.json()).toEqual((await summary()).json());
  });

  it('follows a truck put out of service while its missions stay cached (no event is sent)', async () => {
    await plannedOn(truckB, thursday('19:00'));
    const cellOf = (body: CalendarSummary) =>
      body.days.find((d) => d.truckId === truckB && d.day === '2031-01-09')!;
    // Twice: the second answer comes from the cache and its remembered summaries.
    await summary();
    const before = (await summary()).json() as CalendarSummary;
    // Written straight to the database: a truck's activity publishes no calendar event.
    await t.database.db.update(trucks).set({ active: false }).where(eq(trucks.id, truckB));
    try {
      const after = (await summary()).json() as CalendarSummary;
      expect(after.trucks.find((truck) => truck.id === truckB)!.status).toBe('OUT_OF_SERVICE');
      // Missions of 2031 are still to come: each is now in conflict with its truck out of service.
      expect(cellOf(after).conflictCount).toBe(cellOf(after).count);
      expect(after.conflictCount).toBeGreaterThan(before.conflictCount);
    } finally {
      await t.database.db.update(trucks).set({ active: true }).where(eq(trucks.id, truckB));
    }
    expect(cellOf((await summary()).json() as CalendarSummary).conflictCount).toBe(
      cellOf(before).conflictCount,
    );
  });

  it("never shows another account's trucks or missions", async () => {
    const other = await makeFolder(t, await accountIdOf(t, 'mission'));
    const response = await plan(
      other.missionId,
      { version: 1, truckId: otherTruck, missionDateTime: thursday('10:00') },
      'mission',
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = (await summary()).json() as CalendarSummary;
    expect(body.trucks.map((truck) => truck.id)).not.toContain(otherTruck);
    expect(body.days.map((d) => d.truckId)).not.toContain(otherTruck);
    expect(body.unplanned.map((m) => m.id)).not.toContain(other.missionId);
  });

  it('answers 400 for a bad period and 403 to an assisteur or a supervisor on its own account', async () => {
    const reversed = await summary({ start: WEEK.end, end: WEEK.start });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error_description).toContain('La fin de la période doit suivre son début');
    expect((await summary({ start: '2031-01-01T00:00:00Z', end: '2031-02-02T00:00:00Z' })).statusCode).toBe(
      400,
    );
    expect((await summary({ ...WEEK, detail: 'full' })).statusCode).toBe(400);
    expect((await summary(WEEK, 'assisteur')).statusCode).toBe(403);
    expect((await summary(WEEK, 'superviseur')).statusCode).toBe(403);
  });
});

describe('PATCH /api/missions/{id}', () => {
  it('gives the mission the truck, its driver and the date, through the folder', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur);
    const response = await plan(missionId, {
      version: 1,
      truckId: truckB,
      agentId: agentA,
      missionDateTime: at('11:00'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ folderState: FolderState.CREATED, version: 2 });
    const row = await missionRow(t, missionId);
    expect(row).toMatchObject({
      truckId: truckB,
      agentId: agentA,
      missionState: MissionState.MISSION_NOT_YET_SEND,
    });
    expect(row.missionDateTime?.toISOString()).toBe(at('11:00'));
    expect(await folderRow(t, folderId)).toMatchObject({ truckId: truckB, agentId: agentA });
    const body = await week();
    expect(body.unplanned.map((m) => m.id)).not.toContain(missionId);
    expect(block(body, missionId)).toMatchObject({ truckId: truckB, agentId: agentA, canSend: true });
    expect(body.trucks.find((truck) => truck.id === truckB)!.driver?.id).toBe(agentA);
  });

  it('sends at once when asked: the mission starts and the created folder waits', async () => {
    const { folderId, missionId } = await planned(truckB, '21:00', { send: true });
    expect((await missionRow(t, missionId)).missionState).toBe(MissionState.MISSION_STARTED);
    expect((await folderRow(t, folderId)).folderState).toBe(FolderState.WAITING);
  });

  it('moves a sent mission only when confirmed; to another truck the first is told', async () => {
    const { folderId, missionId } = await planned(truckA, '06:00', { send: true });
    const version = (await folderRow(t, folderId)).version;
    const refused = await plan(missionId, { version, truckId: truckB, missionDateTime: at('06:30') });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toContain('confirmez le déplacement');
    const moved = await plan(missionId, {
      version,
      truckId: truckB,
      missionDateTime: at('06:30'),
      confirmSent: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await missionRow(t, missionId)).toMatchObject({
      truckId: truckB,
      missionState: MissionState.MISSION_STARTED,
    });
    const told = await t.database.db.select().from(truckMessages).where(eq(truckMessages.truckId, truckA));
    expect(told.map((m) => m.text)).toContain(
      `La mission ${(await missionRow(t, missionId)).orderNo} est annulée.`,
    );
  });

  it('answers 409 for a started mission, a closed or refused folder, a stale version', async () => {
    const started = await planned(truckA, '05:00', { send: true });
    await t.database.db
      .update(missions)
      .set({ steps: { started: { dateTime: at('05:02'), latitude: null, longitude: null } } })
      .where(eq(missions.id, started.missionId));
    const startedVersion = (await folderRow(t, started.folderId)).version;
    const cases: Array<[number, Partial<MissionPlan>, string]> = [
      [started.missionId, { version: startedVersion, confirmSent: true }, 'La mission a commencé'],
      [(await makeFolder(t, depanneur, { state: FolderState.CLOSED })).missionId, {}, 'clôturé'],
      [(await makeFolder(t, depanneur, { state: FolderState.REFUSED })).missionId, {}, "l'état Refusé"],
      [
        (await makeFolder(t, depanneur, { state: FolderState.ACCEPTED, origin: CreationOrigine.NOMAD }))
          .missionId,
        {},
        "l'état Accepté",
      ],
      [(await makeFolder(t, depanneur)).missionId, { version: 7 }, 'modifié depuis'],
    ];
    for (const [missionId, body, message] of cases) {
      const response = await plan(missionId, {
        version: 1,
        truckId: truckB,
        missionDateTime: at('19:00'),
        ...body,
      });
      expect(response.statusCode, message).toBe(409);
      expect(response.json().error_description).toContain(message);
    }
    const unchanged = await missionRow(t, started.missionId);
    expect(unchanged.truckId).toBe(truckA);
  });

  it("answers 404 for another account's mission or truck, 403 to an assisteur or a supervisor, 400 for a bad body", async () => {
    const { missionId } = await makeFolder(t, depanneur);
    const body = { version: 1, truckId: truckB, missionDateTime: at('12:00') };
    expect((await plan(otherMission, body)).statusCode).toBe(404);
    expect((await plan(missionId, { ...body, truckId: otherTruck })).statusCode).toBe(404);
    expect((await plan(missionId, body, 'assisteur')).statusCode).toBe(403);
    expect((await plan(missionId, body, 'superviseur')).statusCode).toBe(403);
    const bad = await plan(missionId, { ...body, missionDateTime: 'midi' });
    expect(bad.statusCode).toBe(400);
    // Bounded as a folder's mission date: years 1900 to 2999, of the instant as stored.
    for (const missionDateTime of [
      '1899-12-31T23:00:00Z',
      '1900-01-01T00:00:00+14:00',
      '2999-12-31T23:00:00-05:00',
    ]) {
      const outside = await plan(missionId, { ...body, missionDateTime });
      expect([outside.statusCode, outside.json().error_description]).toEqual([
        400,
        expect.stringContaining(DATE_RANGE_MESSAGE),
      ]);
    }
    expect((await plan(missionId, { version: 1, missionDateTime: at('12:00') })).statusCode).toBe(400);
    expect((await missionRow(t, missionId)).truckId).toBeNull();
  });
});
