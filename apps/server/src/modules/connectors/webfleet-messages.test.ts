import { and, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreationOrigine, FolderState, MissionState } from '@plateau/contracts';
import { startFakeWebfleet } from '../../demo/fakes/fake-webfleet-server.ts';
import { loadConfig } from '../../config.ts';
import { folderMessages, trucks, vehicleEvents } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { currentMissionsByTruck } from '../fleet/current-missions.repository.ts';
import { accountIdOf, eventsOf, folderRow, makeFolder, missionRow } from '../../test/folder-fixtures.ts';
import { runConnector } from './connector-scheduler.ts';

let t: TestContext;
let webfleet: Awaited<ReturnType<typeof startFakeWebfleet>>;
let depanneur: number;
/** A truck holding a mission (WF-A) and one holding none (WF-B). */
let mission: { folderId: number; missionId: number };

beforeAll(async () => {
  webfleet = await startFakeWebfleet();
  const base = loadConfig({});
  t = await createTestApp({
    webfleet: { ...base.webfleet, url: webfleet.url, apiKey: 'key', timeoutMs: 5_000 },
  });
  depanneur = await accountIdOf(t, 'depanneur');
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/accounts/${depanneur}`,
    payload: { ttwConfiguration: { active: true, customer: 'martin', user: 'api', password: 'wf-pass' } },
    headers: await t.bearer('depanneur'),
  });
  expect(response.statusCode).toBe(200);
  // Two trucks that hold nothing yet, renamed on Webfleet's side for the test.
  const held = [...(await currentMissionsByTruck(t.database.db, depanneur)).keys()];
  const free = await t.database.db
    .select({ id: trucks.id })
    .from(trucks)
    .where(and(eq(trucks.accountId, depanneur), held.length ? notInArray(trucks.id, held) : undefined))
    .limit(2);
  expect(free).toHaveLength(2);
  await t.database.db.update(trucks).set({ ttwId: 'WF-A' }).where(eq(trucks.id, free[0]!.id));
  await t.database.db.update(trucks).set({ ttwId: 'WF-B' }).where(eq(trucks.id, free[1]!.id));
  mission = await makeFolder(t, depanneur, {
    truckId: free[0]!.id,
    state: FolderState.WAITING,
    missionState: MissionState.MISSION_STARTED,
  });
});
afterAll(async () => {
  await t.close();
  await webfleet.close();
});

/** Whole seconds, fixed once: the same call gives the same date in the setup and the checks. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const minutesAgo = (n: number) => new Date(NOW - n * 60_000);

const messagesWith = (text: string) =>
  t.database.db.select().from(folderMessages).where(eq(folderMessages.message, text));
const reportsWith = (text: string) =>
  t.database.db
    .select()
    .from(vehicleEvents)
    .where(and(eq(vehicleEvents.kind, 'REPORT'), eq(vehicleEvents.text, text)));

describe('Webfleet poll, the drivers’ messages', () => {
  it('delivers a message once to the mission its truck holds, as a report event; the others are only logged', async () => {
    const at = minutesAgo(5);
    webfleet.driverWrites({ objectNo: 'WF-A', text: 'Pneu crevé, j’arrive dans 10 min', at });
    webfleet.driverWrites({ objectNo: 'WF-B', text: 'Pause déjeuner', at });
    webfleet.driverWrites({ objectNo: 'WF-INCONNU', text: 'Qui suis-je ?', at });
    const warn = vi.spyOn(t.app.log, 'warn');
    const info = vi.spyOn(t.app.log, 'info');
    await runConnector(t.app, 'WEBFLEET');

    const [kept] = await messagesWith('Pneu crevé, j’arrive dans 10 min');
    expect(kept).toMatchObject({ folderId: mission.folderId, markAsRead: false });
    expect(kept!.creationDateTime.toISOString()).toBe(at.toISOString());
    const workflow = await eventsOf(t, mission.folderId);
    expect(workflow.map((event) => event.text)).toContain('Message reçu du chauffeur');
    const reports = await reportsWith('Pneu crevé, j’arrive dans 10 min');
    expect(reports).toEqual([
      expect.objectContaining({ missionId: mission.missionId, source: 'DRIVER', accountId: depanneur }),
    ]);
    // WF-B holds no mission, WF-INCONNU is no truck of the account: kept nowhere, counted.
    expect(await messagesWith('Pause déjeuner')).toHaveLength(0);
    expect(await reportsWith('Pause déjeuner')).toHaveLength(0);
    expect(await messagesWith('Qui suis-je ?')).toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ objectNo: 'WF-INCONNU' }),
      expect.stringContaining('véhicule inconnu'),
    );
    expect(info).toHaveBeenCalledWith(
      expect.objectContaining({ accountId: depanneur, unknownVehicle: 1, noMission: 1 }),
      expect.any(String),
    );
    const account = await t.app.inject({
      url: `/api/accounts/${depanneur}`,
      headers: await t.bearer('depanneur'),
    });
    expect(account.json().ttwConfiguration.state.lastError).toBeNull();

    // A second poll changes nothing; a message written in the same second is still taken.
    await runConnector(t.app, 'WEBFLEET');
    expect(await messagesWith('Pneu crevé, j’arrive dans 10 min')).toHaveLength(1);
    expect(await reportsWith('Pneu crevé, j’arrive dans 10 min')).toHaveLength(1);
    webfleet.driverWrites({ objectNo: 'WF-A', text: 'Client sur place', at });
    await runConnector(t.app, 'WEBFLEET');
    await runConnector(t.app, 'WEBFLEET');
    expect(await messagesWith('Client sur place')).toHaveLength(1);
    expect(await reportsWith('Client sur place')).toHaveLength(1);
    expect(await messagesWith('Pneu crevé, j’arrive dans 10 min')).toHaveLength(1);
    warn.mockRestore();
    info.mockRestore();
  });
});

describe('Webfleet poll, the mission status from the terminal', () => {
  it('steps the mission forward once per order state, never backwards, and logs unknown orders', async () => {
    const { orderNo } = await missionRow(t, mission.missionId);
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 102, at: minutesAgo(20) }); // read: no step
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 103, at: minutesAgo(19) });
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 201, at: minutesAgo(18) });
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 202, at: minutesAgo(4) });
    webfleet.reportOrderState({ orderNo: 'OT-INCONNU', objectNo: 'WF-A', state: 103, at: minutesAgo(4) });
    const warn = vi.spyOn(t.app.log, 'warn');
    await runConnector(t.app, 'WEBFLEET');

    const stepped = await missionRow(t, mission.missionId);
    expect(Object.keys(stepped.steps).sort()).toEqual(['accepted', 'arrivedAtDestination', 'started']);
    expect(stepped.steps.accepted!.dateTime).toBe(minutesAgo(19).toISOString());
    expect(stepped.steps.arrivedAtDestination!.dateTime).toBe(minutesAgo(4).toISOString());
    expect(stepped.statistic?.approcheDelay).toBe(14);
    // The driver's acceptance accepts the folder waiting for it.
    expect((await folderRow(t, mission.folderId)).folderState).toBe(FolderState.ACCEPTED);
    const workflow = await eventsOf(t, mission.folderId);
    const fromWebfleet = workflow.filter((event) => event.creationOrigine === CreationOrigine.WEBFLEET);
    expect(fromWebfleet.map((event) => event.text)).toEqual(
      expect.arrayContaining([
        'Mission acceptée par le chauffeur',
        'Départ du chauffeur',
        'Arrivée sur place',
      ]),
    );
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ orderNo: 'OT-INCONNU' }),
      expect.stringContaining('ordre inconnu'),
    );
    warn.mockRestore();

    // Again, then an older step reported late: nothing moves.
    await runConnector(t.app, 'WEBFLEET');
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 103, at: minutesAgo(2) });
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 201, at: minutesAgo(2) });
    await runConnector(t.app, 'WEBFLEET');
    expect((await missionRow(t, mission.missionId)).steps).toEqual(stepped.steps);
    expect(await eventsOf(t, mission.folderId)).toHaveLength(workflow.length);

    // The order finished: the mission ends.
    webfleet.reportOrderState({ orderNo, objectNo: 'WF-A', state: 401, at: minutesAgo(1) });
    await runConnector(t.app, 'WEBFLEET');
    const finished = await missionRow(t, mission.missionId);
    expect(finished.missionState).toBe(MissionState.MISSION_FINISH);
    expect(finished.steps.finished!.dateTime).toBe(minutesAgo(1).toISOString());
  });
});
