import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { FolderState, MAP_MISSION_STATES, MissionState, TRUCKS_TOPIC, topicsOf } from '@plateau/contracts';
import { missions, trucks } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, captureBus, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { recordDriverPosition } from '../driver/driver-position.service.ts';

let t: TestContext;
let depanneur: number;
let mission: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  mission = await accountIdOf(t, 'mission');
});
afterAll(() => t.close());

const get = async (url: string, login = 'depanneur') => t.app.inject({ url, headers: await t.bearer(login) });
const datedFolder = async (accountId: number, state: MissionState, truckId: number | null, at: Date) => {
  const made = await makeFolder(t, accountId, { state: FolderState.ACCEPTED, missionState: state, truckId });
  await t.database.db.update(missions).set({ missionDateTime: at }).where(eq(missions.id, made.missionId));
  return made;
};
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe('GET /api/trucks?withPosition=true (the vehicle map)', () => {
  it('names the mission each truck holds now, with its folder, and none for an idle truck', async () => {
    const fleet = (await fleetOf(t, depanneur)).trucks;
    const [first, second] = [fleet[0]!, fleet[1]!];
    await datedFolder(depanneur, MissionState.MISSION_FINISH, first.id, hoursFromNow(-1));
    const older = await datedFolder(depanneur, MissionState.MISSION_STARTED, first.id, hoursFromNow(-2));
    const held = await datedFolder(depanneur, MissionState.MISSION_RESUMED, first.id, hoursFromNow(1));
    const response = await get('/api/trucks?withPosition=true');
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as Array<{ id: number; currentMission: unknown; position: unknown }>;
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(first.id)?.currentMission).toMatchObject({
      id: held.missionId,
      folderId: held.folderId,
      missionState: 'MISSION_RESUMED',
      orderNo: expect.stringMatching(/-I$/),
    });
    expect(older.missionId).not.toBe(held.missionId);
    expect(byId.get(second.id)?.currentMission).toBeNull();
    expect(byId.get(second.id)?.position).toMatchObject({
      latitude: expect.any(Number),
      dateTime: expect.any(String),
    });
  });

  it("never shows another account's trucks nor their missions", async () => {
    const other = (await fleetOf(t, mission)).trucks[0]!;
    await datedFolder(mission, MissionState.MISSION_STARTED, other.id, hoursFromNow(0));
    const rows = (await get('/api/trucks?withPosition=true')).json().rows as Array<{ id: number }>;
    expect(rows.map((row) => row.id)).not.toContain(other.id);
    expect((await get('/api/trucks?withPosition=true', 'assisteur')).json()).toEqual({ rows: [], total: 0 });
  });

  it('searches the fleet by name, plate without dashes, or Webfleet number, accents aside', async () => {
    const names = async (text: string) =>
      (
        (await get(`/api/trucks?text=${encodeURIComponent(text)}`)).json().rows as Array<{ name: string }>
      ).map((row) => row.name);
    expect(await names('depanneuse')).toEqual(['Dépanneuse 03 - MAN TGL']);
    expect(await names('ek903')).toEqual(['Dépanneuse 03 - MAN TGL']);
    expect(await names('100%_')).toEqual([]);
    const page = (await get('/api/trucks?text=plateau&limit=2&offset=1')).json();
    expect(page.total).toBe(3);
    expect(page.rows).toHaveLength(2);
  });

  it('refuses a too long or NUL-bearing search in French', async () => {
    for (const text of ['x'.repeat(101), 'a\u0000b']) {
      const response = await get(`/api/trucks?text=${encodeURIComponent(text)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toMatch(/caractères|texte/i);
    }
  });
});

describe('GET /api/missions as the map asks (missions of the day, by state)', () => {
  it('answers the green and blue missions planned from the start of the day, of the account only', async () => {
    const started = await datedFolder(depanneur, MissionState.MISSION_STARTED, null, hoursFromNow(0.1));
    const unsent = await datedFolder(depanneur, MissionState.MISSION_NOT_YET_SEND, null, hoursFromNow(0.2));
    const finished = await datedFolder(depanneur, MissionState.MISSION_FINISH, null, hoursFromNow(0.3));
    const yesterday = await datedFolder(depanneur, MissionState.MISSION_STARTED, null, hoursFromNow(-30));
    const startDate = new Date(Date.now() - 3_600_000).toISOString();
    const query = new URLSearchParams({ startDate, missionState: MAP_MISSION_STATES.join(',') });
    const response = await get(`/api/missions?${query}`);
    expect(response.statusCode).toBe(200);
    const rows = response.json().rows as Array<{ id: number; missionState: string; folderId: number }>;
    const ids = rows.map((row) => row.id);
    expect(ids).toEqual(expect.arrayContaining([started.missionId, unsent.missionId]));
    expect(ids).not.toContain(finished.missionId);
    expect(ids).not.toContain(yesterday.missionId);
    expect(rows.every((row) => MAP_MISSION_STATES.includes(row.missionState as MissionState))).toBe(true);
    const other = (await get(`/api/missions?${query}`, 'mission')).json().rows as Array<{ id: number }>;
    expect(other.map((row) => row.id)).not.toContain(started.missionId);
  });

  it('refuses an unknown state or a bad date in French', async () => {
    expect((await get('/api/missions?missionState=EN_ROUTE')).statusCode).toBe(400);
    const bad = await get('/api/missions?startDate=hier');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('invalid_request');
  });
});

describe('live truck positions', () => {
  it('publishes TRUCK_POSITION with the new position when a driver reports one', async () => {
    const truck = (await fleetOf(t, depanneur)).trucks[3]!;
    const { missionId } = await datedFolder(
      depanneur,
      MissionState.MISSION_STARTED,
      truck.id,
      hoursFromNow(0),
    );
    const bus = captureBus(t);
    const at = new Date(Date.now() + 60_000);
    // Ahead of the seed's truck positions; the service's clock reads the same (a position ahead of
    // its clock is taken as of now).
    await recordDriverPosition(
      t.database.db,
      missionId,
      { at, latitude: 45.1, longitude: 4.2 },
      undefined,
      at,
    );
    for (let i = 0; i < 50 && !bus.seen.some((m) => m.event.eventType === 'TRUCK_POSITION'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    bus.stop();
    const event = bus.seen.find((m) => m.event.eventType === 'TRUCK_POSITION');
    expect(event).toMatchObject({
      accountId: depanneur,
      event: {
        folderId: null,
        truck: { id: truck.id, latitude: 45.1, longitude: 4.2, dateTime: at.toISOString() },
      },
    });
    // Only the map's topic: the account topic reloads the alarms at each of its events.
    expect(topicsOf(event!.event)).toEqual([TRUCKS_TOPIC]);
    const [stored] = await t.database.db.select().from(trucks).where(eq(trucks.id, truck.id));
    expect(stored).toMatchObject({ positionLatitude: 45.1, positionLongitude: 4.2 });
  });
});
