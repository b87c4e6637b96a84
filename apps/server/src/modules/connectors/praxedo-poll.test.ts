import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreationOrigine, FolderState, type Folder } from '@plateau/contracts';
import { startFakePraxedo, type FakePraxedo } from '../../demo/fakes/fake-praxedo-server.ts';
import type { PraxedoWorkOrder } from '../../adapters/praxedo/index.ts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { recordMissionStep } from '../driver/mission-step.service.ts';
import { accountIdOf, fleetOf } from '../../test/folder-fixtures.ts';
import { runConnector } from './connector-scheduler.ts';

let t: TestContext;
let martin: FakePraxedo;
let bernard: FakePraxedo;
let dupontFake: FakePraxedo;
const ids: Record<string, number> = {};

const workOrder = (id: string, overrides: Partial<PraxedoWorkOrder> = {}): PraxedoWorkOrder => ({
  id,
  reference: `OT-${id}`,
  createdAt: '2026-05-04T07:00:00.000Z',
  updatedAt: '2026-05-04T07:00:00.000Z',
  customer: { name: 'Hélène Roux', phone: '06 11 22 33 44' },
  address: {
    street: '12 rue de la République',
    zipCode: '69001',
    city: 'Lyon',
    latitude: 45.767,
    longitude: 4.836,
  },
  vehicle: { registration: 'FG-456-HJ', brand: 'Renault', model: 'Clio' },
  description: 'Batterie à plat, parking souterrain niveau -2',
  requestedDate: '2026-05-04T09:30:00.000Z',
  ...overrides,
});

beforeAll(async () => {
  martin = await startFakePraxedo({ user: 'prx-martin', password: 'pass-martin' });
  dupontFake = await startFakePraxedo({ user: 'prx-dupont', password: 'pass-dupont' });
  bernard = await startFakePraxedo({ user: 'prx-bernard', password: 'pass-bernard' });
  // The operator's allow list, as OUTBOUND_ALLOW would give it: the fakes listen on loopback.
  t = await createTestApp({ outbound: { allow: [martin.domain, dupontFake.domain, bernard.domain] } });
  const configure = async (login: string, fake: FakePraxedo, user: string, password: string) => {
    ids[login] = await accountIdOf(t, login);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${ids[login]}`,
      payload: { praxedoConfiguration: { active: true, webServiceDomain: fake.domain, user, password } },
      headers: await t.bearer(login),
    });
    expect(response.statusCode).toBe(200);
  };
  await configure('depanneur', martin, 'prx-martin', 'pass-martin');
  // Dupont's password is wrong; Bernard comes after Dupont and must still be polled.
  await configure('dupont', dupontFake, 'prx-dupont', 'wrong');
  await configure('bernard', bernard, 'prx-bernard', 'pass-bernard');
  expect(ids.dupont).toBeLessThan(ids.bernard!);
});
afterAll(async () => {
  await t.close();
  await Promise.all([martin.close(), dupontFake.close(), bernard.close()]);
});

const praxedoFolders = (accountId: number, externalNumber: string) =>
  t.database.db
    .select()
    .from(folders)
    .where(
      and(
        eq(folders.accountId, accountId),
        eq(folders.creationOrigine, CreationOrigine.PRAXEDO),
        eq(folders.externalNumber, externalNumber),
      ),
    );
const stateOf = async (login: string) =>
  (await t.app.inject({ url: `/api/accounts/${ids[login]}`, headers: await t.bearer(login) })).json()
    .praxedoConfiguration.state;
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.bearer('depanneur'), ...(payload ? { payload } : {}) });

describe('Praxedo poll', () => {
  it('turns a work order into exactly one PRAXEDO folder, even delivered twice; a failing account stops no other', async () => {
    martin.pushWorkOrder(workOrder('WO-1001'));
    bernard.pushWorkOrder(workOrder('WO-7', { customer: { name: 'Paul Morel', phone: null } }));
    await runConnector(t.app, 'PRAXEDO');

    const [folder] = await praxedoFolders(ids.depanneur!, 'WO-1001');
    expect(folder).toBeDefined();
    const read = (await call('GET', `/api/folders/${folder!.id}`)).json<Folder>();
    expect(read).toMatchObject({
      folderState: FolderState.CREATED,
      creationOrigine: CreationOrigine.PRAXEDO,
      externalNumber: 'WO-1001',
      origineNumber: 'OT-WO-1001',
      customerPlace: {
        contactName: 'Hélène Roux',
        contactPhone: '06 11 22 33 44',
        line1: '12 rue de la République',
        zipCode: '69001',
        city: 'Lyon',
        latitude: 45.767,
        longitude: 4.836,
        gpsValide: true,
      },
      vehicule: { immatriculation: 'FG-456-HJ', marque: 'Renault', modele: 'Clio' },
      interventionDepannage: { commentaire: 'Batterie à plat, parking souterrain niveau -2' },
      missionIntervention: {
        missionDateTime: '2026-05-04T09:30:00.000Z',
        text: 'Batterie à plat, parking souterrain niveau -2',
      },
    });
    const events = await call('GET', `/api/folders/${folder!.id}/events?limit=50`);
    // The work order as received is kept with the workflow's event.
    expect(events.body).toContain('Ordre de travail reçu de Praxedo');
    expect(events.body).toContain('parking souterrain');
    expect(martin.acknowledged).toEqual(['WO-1001']);

    expect(await praxedoFolders(ids.bernard!, 'WO-7')).toHaveLength(1);
    expect(bernard.acknowledged).toEqual(['WO-7']);
    expect(await stateOf('dupont')).toMatchObject({
      lastError: 'Praxedo a refusé les identifiants',
      lastSuccessAt: null,
    });
    expect(await stateOf('depanneur')).toMatchObject({ lastError: null, lastSuccessAt: expect.any(String) });

    // Changed on Praxedo's side, so listed again: acknowledged again, still one folder.
    martin.pushWorkOrder(workOrder('WO-1001', { updatedAt: '2026-05-04T07:05:00.000Z' }));
    await runConnector(t.app, 'PRAXEDO');
    expect(await praxedoFolders(ids.depanneur!, 'WO-1001')).toHaveLength(1);
    expect(martin.acknowledged).toEqual(['WO-1001', 'WO-1001']);
    // Nothing new: nothing read again.
    await runConnector(t.app, 'PRAXEDO');
    expect(martin.acknowledged).toHaveLength(2);
  });

  it('leaves a work order Plateau cannot take unacknowledged, says why, and goes on', async () => {
    martin.pushWorkOrder(workOrder('WO-1002', { address: null }));
    martin.pushWorkOrder(workOrder('WO-1003'));
    await runConnector(t.app, 'PRAXEDO');
    expect(await praxedoFolders(ids.depanneur!, 'WO-1002')).toHaveLength(0);
    expect(await praxedoFolders(ids.depanneur!, 'WO-1003')).toHaveLength(1);
    expect(martin.acknowledged).not.toContain('WO-1002');
    expect(martin.acknowledged).toContain('WO-1003');
    expect((await stateOf('depanneur')).lastError).toBe(
      "Ordre de travail OT-WO-1002 : L'adresse du lieu d'intervention est obligatoire",
    );
  });

  it("posts the operator's acceptance and the driver's steps back to Praxedo, in order, once", async () => {
    const [folder] = await praxedoFolders(ids.depanneur!, 'WO-1001');
    const before = (await call('GET', `/api/folders/${folder!.id}`)).json<Folder>();
    const { trucks } = await fleetOf(t, ids.depanneur!);
    const assigned = await call('PATCH', `/api/folders/${folder!.id}`, {
      version: before.version,
      missionIntervention: { truckId: trucks[0]!.id },
    });
    expect(assigned.statusCode).toBe(200);
    // The operator takes the work order: its mission leaves for the truck.
    const sent = await call('POST', `/api/missions/${before.missionId}/send`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json<Folder>().folderState).toBe(FolderState.WAITING);
    await runConnector(t.app, 'PRAXEDO');
    expect(martin.statuses).toEqual([
      {
        workOrderId: 'WO-1001',
        update: expect.objectContaining({ status: 'ACCEPTED', at: expect.any(String) }),
      },
    ]);

    const at = new Date();
    await recordMissionStep(t.database.db, before.missionId!, 'accepted', { at }, CreationOrigine.WEBFLEET);
    await recordMissionStep(t.database.db, before.missionId!, 'started', { at }, CreationOrigine.WEBFLEET);
    await recordMissionStep(
      t.database.db,
      before.missionId!,
      'arrivedAtDestination',
      { at: new Date(at.getTime() + 60_000), latitude: 45.767, longitude: 4.836 },
      CreationOrigine.WEBFLEET,
    );
    await runConnector(t.app, 'PRAXEDO');
    expect(martin.statuses.map((posted) => posted.update.status)).toEqual(['ACCEPTED', 'STARTED', 'ON_SITE']);
    expect(martin.statuses[2]!.update.at).toBe(new Date(at.getTime() + 60_000).toISOString());

    await runConnector(t.app, 'PRAXEDO');
    expect(martin.statuses).toHaveLength(3);
    expect((await stateOf('depanneur')).lastError).toBeNull();

    // The operator closes another work order's folder without sending it: CLOSED, for that one.
    const [other] = await praxedoFolders(ids.depanneur!, 'WO-1003');
    expect((await call('POST', `/api/folders/${other!.id}/close`)).statusCode).toBe(200);
    await runConnector(t.app, 'PRAXEDO');
    expect(martin.statuses.slice(3)).toEqual([
      { workOrderId: 'WO-1003', update: expect.objectContaining({ status: 'CLOSED' }) },
    ]);
  });
});
