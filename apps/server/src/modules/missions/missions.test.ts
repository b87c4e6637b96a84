import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MissionState,
  MissionStateCode,
  type MissionList,
} from '@plateau/contracts';
import { missions, truckMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountIdOf,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
  missionRow,
} from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, login = 'depanneur') =>
  t.app.inject({ method, url, headers: await t.bearer(login) });

describe('POST /api/missions/{id}/send', () => {
  it('sends the mission: it starts, the folder waits, both leave an event', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, { truckId });
    const response = await call('POST', `/api/missions/${missionId}/send`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      folderState: FolderState.WAITING,
      missionState: MissionState.MISSION_STARTED,
    });
    expect((await missionRow(t, missionId)).sentDateTime).not.toBeNull();
    expect((await folderRow(t, folderId)).missionState).toBe(MissionState.MISSION_STARTED);
    const texts = (await eventsOf(t, folderId)).map((e) => [e.eventSource, e.text]);
    expect(texts).toEqual([
      ['MISSION_INTERVENTION', 'Mission envoyée au véhicule Plateau 01 - Renault Master'],
      ['FOLDER', 'Dossier en attente de la réponse'],
    ]);
  });

  it('re-sends from an accepted folder without changing its state', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, { truckId, state: FolderState.ACCEPTED });
    expect((await call('POST', `/api/missions/${missionId}/send`)).json().folderState).toBe(
      FolderState.ACCEPTED,
    );
    expect((await eventsOf(t, folderId)).map((e) => e.eventSource)).toEqual(['MISSION_INTERVENTION']);
  });

  it('refuses a mission without truck nor agent, or already sent (409, nothing changed)', async () => {
    const alone = await makeFolder(t, depanneur);
    const refused = await call('POST', `/api/missions/${alone.missionId}/send`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toMatch(/^La mission ne peut pas être envoyée/);
    expect((await folderRow(t, alone.folderId)).folderState).toBe(FolderState.CREATED);
    const sent = await makeFolder(t, depanneur, {
      truckId,
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
    });
    expect((await call('POST', `/api/missions/${sent.missionId}/send`)).statusCode).toBe(409);
  });

  it('refuses a Nomad folder (no SEND in its table), with the state named', async () => {
    const { missionId } = await makeFolder(t, depanneur, { truckId, origin: CreationOrigine.NOMAD });
    const response = await call('POST', `/api/missions/${missionId}/send`);
    expect(response.json()).toEqual({
      error: 'conflict',
      error_description: "Action impossible : le dossier est à l'état Créé",
    });
  });
});

describe('DELETE /api/missions/{id}', () => {
  it('cancels a mission a truck holds, and tells the truck', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, {
      truckId,
      state: FolderState.WAITING,
      missionState: MissionState.MISSION_STARTED,
    });
    const response = await call('DELETE', `/api/missions/${missionId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().missionState).toBe(MissionState.MISSION_DELETED);
    expect((await folderRow(t, folderId)).folderState).toBe(FolderState.WAITING);
    expect((await eventsOf(t, folderId)).at(-1)).toMatchObject({
      stateLabel: 'Supprimée',
      text: 'Mission annulée',
    });
    const told = await t.database.db.select().from(truckMessages).where(eq(truckMessages.truckId, truckId));
    expect(told.at(-1)!.text).toMatch(/^La mission OT\d+-I est annulée\.$/);
  });

  it.each([MissionState.MISSION_FINISH, MissionState.MISSION_DELETED, MissionState.MISSION_UNAFFECTED])(
    'refuses a mission in %s (409)',
    async (missionState) => {
      const { missionId } = await makeFolder(t, depanneur, { truckId, missionState });
      const response = await call('DELETE', `/api/missions/${missionId}`);
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toBe(
        "La mission ne peut pas être annulée : aucun véhicule ne l'a en charge",
      );
      expect((await missionRow(t, missionId)).missionState).toBe(missionState);
    },
  );
});

describe('GET /api/missions/{id}/kml', () => {
  it("draws the route from the customer's place through the truck's positions to the destination", async () => {
    const { missionId } = await makeFolder(t, depanneur, { truckId });
    await t.database.db
      .update(missions)
      .set({
        destinationPlace: {
          line1: '20 route de Vienne',
          zipCode: '69007',
          city: 'Lyon',
          latitude: 45.736,
          longitude: 4.848,
        },
        positions: [{ latitude: 45.2, longitude: 4.86, dateTime: '2025-06-02T10:00:00Z' }],
      })
      .where(eq(missions.id, missionId));
    const response = await call('GET', `/api/missions/${missionId}/kml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    expect(response.body).toContain('<kml xmlns="http://www.opengis.net/kml/2.2">');
    expect(response.body).toContain('<coordinates>4.89,44.93,0 4.86,45.2,0 4.848,45.736,0</coordinates>');
    expect(response.body).toContain('<description>20 route de Vienne, 69007 Lyon</description>');
  });

  it("lets the assistance company read its folders' routes, and nobody else's", async () => {
    const axa = await makeFolder(t, depanneur, { assistanceProvider: AssistanceProvider.AXA_ASSISTANCE });
    expect((await call('GET', `/api/missions/${axa.missionId}/kml`, 'assisteur')).statusCode).toBe(200);
    expect((await call('GET', `/api/missions/${axa.missionId}/kml`, 'moreau')).statusCode).toBe(404);
  });
});

describe('GET /api/missions', () => {
  it('lists the missions planned from startDate in the given states', async () => {
    const startDate = new Date(Date.now() - 30 * 86_400_000).toISOString();
    const states = [MissionState.MISSION_STARTED, MissionState.MISSION_RESUMED];
    const response = await call(
      'GET',
      `/api/missions?startDate=${encodeURIComponent(startDate)}&missionState=${states.join(',')}`,
    );
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json<MissionList>();
    expect(total).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(states).toContain(row.missionState);
      expect(row.missionDateTime! >= startDate).toBe(true);
      expect(row.startPlace?.city).toBeTruthy();
    }
    const everything = (await call('GET', '/api/missions')).json<MissionList>();
    expect(new Set(everything.rows.map((r) => r.missionState)).size).toBeGreaterThan(3);
    expect(MissionStateCode).toEqual(
      expect.arrayContaining([...new Set(everything.rows.map((r) => r.missionState))]),
    );
  });

  it('answers 400 in French to a bad state or date', async () => {
    for (const query of ['missionState=EN_ROUTE', 'startDate=demain', 'limit=0']) {
      const response = await call('GET', `/api/missions?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).not.toMatch(/Invalid|expected/);
    }
  });
});

describe('who may act on missions', () => {
  it('answers 403 to an assistance company, 404 for another account, 400 for a bad id', async () => {
    const { missionId } = await makeFolder(t, depanneur, {
      truckId,
      assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
    });
    expect((await call('POST', `/api/missions/${missionId}/send`, 'assisteur')).statusCode).toBe(403);
    expect((await call('DELETE', `/api/missions/${missionId}`, 'assisteur')).statusCode).toBe(403);
    expect((await call('POST', `/api/missions/${missionId}/send`, 'mission')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/missions/${missionId}`, 'mission')).json().error_description).toBe(
      "Cette mission n'existe pas",
    );
    expect((await call('POST', '/api/missions/x/send')).statusCode).toBe(400);
    expect((await call('GET', '/api/missions/-1/kml')).statusCode).toBe(400);
    expect((await missionRow(t, missionId)).missionState).toBe(MissionState.MISSION_NOT_YET_SEND);
  });
});
