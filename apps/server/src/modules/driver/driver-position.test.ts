import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { CreationOrigine, FolderState, MAX_MISSION_POSITIONS, MissionState } from '@plateau/contracts';
import { missions } from '../../db/schema/index.ts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountIdOf,
  captureBus,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
  missionRow,
} from '../../test/folder-fixtures.ts';
import { POSITION_TOO_OLD_MESSAGE, recordDriverPosition } from './driver-position.service.ts';
import { recordMissionStep } from './mission-step.service.ts';

let t: TestContext;
let depanneur: number;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[1]!.id;
});
afterAll(() => t.close());

// After the seed dated the trucks' positions (a late report never moves a truck back), on a
// ten-minute boundary (the workflow's stretches).
const start = new Date((Math.floor(Date.now() / 600_000) + 1) * 600_000);
const seconds = (n: number) => new Date(start.getTime() + n * 1000);
/**
 * The positions below are dated ahead of the real clock (after the seed's): the service is told the
 * time is a day later, so the future bound (issue 28 §6) and the « as of now » taking leave them as sent.
 */
const later = new Date(start.getTime() + 24 * 3_600_000);
const record = (...[db, missionId, report]: Parameters<typeof recordDriverPosition>) =>
  recordDriverPosition(db, missionId, report, CreationOrigine.NOMAD, later);
const sentMission = () =>
  makeFolder(t, depanneur, {
    truckId,
    state: FolderState.ACCEPTED,
    missionState: MissionState.MISSION_STARTED,
  });

describe('recordDriverPosition', () => {
  it("appends to the mission's route, moves the truck, and the route's KML draws it", async () => {
    const { folderId, missionId } = await sentMission();
    const bus = captureBus(t);
    const version = (await folderRow(t, folderId)).version;
    const db = t.database.db;
    await record(db, missionId, { at: seconds(0), latitude: 45.7485, longitude: 4.8467 });
    await record(db, missionId, { at: seconds(30), latitude: 45.7501, longitude: 4.8512 });
    expect((await missionRow(t, missionId)).positions).toEqual([
      { latitude: 45.7485, longitude: 4.8467, dateTime: seconds(0).toISOString() },
      { latitude: 45.7501, longitude: 4.8512, dateTime: seconds(30).toISOString() },
    ]);
    const truck = (await fleetOf(t, depanneur)).trucks[1]!;
    expect(truck).toMatchObject({ positionLatitude: 45.7501, positionLongitude: 4.8512 });
    expect(truck.positionText).toMatch(/^En mission OT\d+-I$/);
    expect((await folderRow(t, folderId)).version).toBe(version);

    const kml = await t.app.inject({
      method: 'GET',
      url: `/api/missions/${missionId}/kml`,
      headers: await t.bearer('depanneur'),
    });
    expect(kml.body).toContain('4.8467,45.7485,0 4.8512,45.7501,0');
    await vi.waitFor(() =>
      expect(bus.seen.filter((m) => m.event.folderId === folderId)).toEqual([
        { accountId: depanneur, event: { folderId, eventType: 'FOLDER_UPDATED' } },
        { accountId: depanneur, event: { folderId, eventType: 'FOLDER_UPDATED' } },
      ]),
    );
    bus.stop();
  });

  it('writes a workflow row for the first position, then one per ten-minute stretch', async () => {
    const { folderId, missionId } = await sentMission();
    for (let s = 0; s <= 25 * 60; s += 30) {
      await record(t.database.db, missionId, {
        at: seconds(s),
        latitude: 45.7 + s / 100_000,
        longitude: 4.8,
      });
    }
    const events = await eventsOf(t, folderId);
    expect(events.map((e) => [e.text, e.positionText])).toEqual([
      ['Première position du véhicule reçue', '45.70000, 4.80000'],
      ['Position du véhicule', '45.70600, 4.80000'],
      ['Position du véhicule', '45.71200, 4.80000'],
    ]);
    expect(events[0]).toMatchObject({ eventSource: 'MISSION_INTERVENTION', stateLabel: 'Envoyée' });
  });

  it(`keeps the latest ${MAX_MISSION_POSITIONS} positions of a mission`, async () => {
    const { missionId } = await sentMission();
    const full = Array.from({ length: MAX_MISSION_POSITIONS }, (_, i) => ({
      latitude: 45,
      longitude: 4 + i / 10_000,
      dateTime: seconds(i * 30).toISOString(),
    }));
    await t.database.db.update(missions).set({ positions: full }).where(eq(missions.id, missionId));
    const at = seconds(MAX_MISSION_POSITIONS * 30);
    await record(t.database.db, missionId, { at, latitude: 46, longitude: 5 });
    const kept = (await missionRow(t, missionId)).positions;
    expect(kept).toHaveLength(MAX_MISSION_POSITIONS);
    expect(kept[0]).toEqual(full[1]);
    expect(kept.at(-1)).toEqual({ latitude: 46, longitude: 5, dateTime: at.toISOString() });
  });
});

describe('recordDriverPosition refuses', () => {
  it('a position older than the last one (409), and keeps the route as it was', async () => {
    const { missionId } = await sentMission();
    const db = t.database.db;
    await record(db, missionId, { at: seconds(60), latitude: 45.7, longitude: 4.8 });
    await expect(record(db, missionId, { at: seconds(30), latitude: 45.8, longitude: 4.9 })).rejects.toThrow(
      new Conflict(POSITION_TOO_OLD_MESSAGE),
    );
    expect((await missionRow(t, missionId)).positions).toHaveLength(1);
  });

  it('coordinates out of range (400)', async () => {
    const { missionId } = await sentMission();
    const db = t.database.db;
    await expect(record(db, missionId, { at: seconds(0), latitude: 45, longitude: 181 })).rejects.toThrow(
      new Invalid('La longitude doit être comprise entre -180 et 180'),
    );
    await expect(record(db, missionId, { at: seconds(0), latitude: -90.5, longitude: 4 })).rejects.toThrow(
      new Invalid('La latitude doit être comprise entre -90 et 90'),
    );
    await expect(
      record(db, missionId, { at: seconds(0), latitude: Number.NaN, longitude: 4 }),
    ).rejects.toBeInstanceOf(Invalid);
    expect((await missionRow(t, missionId)).positions).toEqual([]);
  });

  it('an unknown mission (404), and a finished one (409)', async () => {
    const db = t.database.db;
    await expect(record(db, 999_999, { at: seconds(0), latitude: 45, longitude: 4 })).rejects.toBeInstanceOf(
      NotFound,
    );
    const { missionId } = await sentMission();
    await recordMissionStep(db, missionId, 'finished', { at: seconds(0) });
    await expect(record(db, missionId, { at: seconds(30), latitude: 45, longitude: 4 })).rejects.toThrow(
      new Conflict("La mission n'est pas en cours (état : Terminée) : rien ne peut être signalé pour elle"),
    );
  });
});
