import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreationOrigine, FolderState, MissionState, type Folder } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

describe('POST /api/testing/folders (E2E_FIXTURES=1 only)', () => {
  let t: TestContext;
  let plain: TestContext;
  beforeAll(async () => {
    [t, plain] = await Promise.all([createTestApp({ e2eFixtures: true }), createTestApp()]);
  });
  afterAll(() => Promise.all([t.close(), plain.close()]));

  const create = async (ctx: TestContext, payload: object, login = 'depanneur') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/testing/folders',
      headers: await ctx.bearer(login),
      payload,
    });

  it('does not exist on a server started without E2E_FIXTURES', async () => {
    expect((await create(plain, { state: FolderState.CREATED })).statusCode).toBe(404);
  });

  it("creates a folder of the caller's account in the requested state, with what usually goes with it", async () => {
    const response = await create(t, {
      state: FolderState.ACCEPTED,
      origin: CreationOrigine.NOMAD,
      truck: true,
      confirmationRequise: true,
      intervention: { delaiRdvAutorise: true },
    });
    expect(response.statusCode).toBe(200);
    const folder = response.json<Folder>();
    expect(folder).toMatchObject({
      accountId: await accountIdOf(t, 'depanneur'),
      folderState: FolderState.ACCEPTED,
      creationOrigine: CreationOrigine.NOMAD,
      missionState: MissionState.MISSION_STARTED,
      confirmationRequise: true,
    });
    expect(folder.missionIntervention?.truckId).not.toBeNull();
    expect(folder.interventionDepannage).toMatchObject({ delaiRdvAutorise: true, delaiMax: 90 });
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/folders/${folder.id}`,
      headers: await t.bearer('depanneur'),
    });
    expect(read.statusCode).toBe(200);
  });

  it('creates folders with no truck when asked, and refuses bad input (400) and readers (403)', async () => {
    const folder = (await create(t, { state: FolderState.CREATED, truck: false })).json<Folder>();
    expect(folder.missionIntervention).toMatchObject({ truckId: null, missionState: 'MISSION_NOT_YET_SEND' });
    expect((await create(t, { state: 'NOPE' })).statusCode).toBe(400);
    expect((await create(t, { state: FolderState.CREATED, extra: 1 })).statusCode).toBe(400);
    expect((await create(t, { state: FolderState.CREATED }, 'assisteur')).statusCode).toBe(403);
  });

  it("sets messagesAllowed, and lets the folder's driver write, only on the caller's own folders", async () => {
    const folder = (
      await create(t, { state: FolderState.ACCEPTED, origin: CreationOrigine.NOMAD, messagesAllowed: false })
    ).json<Folder>();
    expect(folder.messagesAllowed).toBe(false);
    const write = async (login: string, id = folder.id, ctx = t) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/testing/folders/${id}/driverMessage`,
        headers: { ...(await ctx.bearer(login)), 'content-type': 'text/plain' },
        payload: 'Je suis sur place.',
      });
    const response = await write('depanneur');
    expect(response.statusCode).toBe(200);
    expect(response.json().at(-1)).toMatchObject({ provenance: 'NOMAD', message: 'Je suis sur place.' });
    expect((await write('mission')).statusCode).toBe(404);
    expect((await write('depanneur', folder.id, plain)).statusCode).toBe(404);
  });

  it("lets the mission's driver report a step through the driver's service, only on the caller's own missions", async () => {
    const folder = (
      await create(t, { state: FolderState.ACCEPTED, origin: CreationOrigine.NOMAD, truck: true })
    ).json<Folder>();
    const missionId = folder.missionIntervention!.id;
    const step = async (login: string, payload: object, ctx = t) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/testing/missions/${missionId}/step`,
        headers: await ctx.bearer(login),
        payload,
      });
    const started = { step: 'started', at: '2026-05-04T08:00:00.000Z', latitude: 45.75, longitude: 4.85 };
    const response = await step('depanneur', started);
    expect(response.statusCode).toBe(200);
    expect(response.json<Folder>().missionIntervention?.statistic?.started).toBe(true);
    expect((await step('depanneur', started)).statusCode).toBe(409);
    expect((await step('depanneur', { ...started, step: 'flying' })).statusCode).toBe(400);
    expect((await step('mission', { ...started, step: 'finished' })).statusCode).toBe(404);
    expect((await step('depanneur', started, plain)).statusCode).toBe(404);
  });

  it('makes an empty towing account of its own, whose administrator signs in with the login as password', async () => {
    const make = async (ctx: TestContext) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/testing/accounts',
        headers: await ctx.bearer('depanneur'),
        payload: { name: 'Dépannage Carte E2E' },
      });
    expect((await make(plain)).statusCode).toBe(404);
    const response = await make(t);
    expect(response.statusCode).toBe(200);
    const { login } = response.json<{ login: string }>();
    const headers = await t.bearer(login);
    const trucks = await t.app.inject({ url: '/api/trucks', headers });
    expect(trucks.statusCode).toBe(200);
    expect(trucks.json<{ rows: unknown[] }>().rows).toEqual([]);
    // Not one of the supervisor's accounts: its list stays the demo's.
    const managed = await t.app.inject({ url: '/api/accounts', headers: await t.bearer('superviseur') });
    expect(JSON.stringify(managed.json())).not.toContain('Dépannage Carte E2E');
  });
});
