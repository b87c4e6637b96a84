import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreationOrigine,
  FolderState,
  MissionState,
  MotifAnnulationCode,
  type Folder,
} from '@plateau/contracts';
import { FakeTruckTerminal } from '../../adapters/truck-terminal/index.ts';
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
let terminal: FakeTruckTerminal;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
  if (!(t.app.truckTerminal instanceof FakeTruckTerminal)) throw new Error('tests expect the fake terminal');
  terminal = t.app.truckTerminal;
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.bearer('depanneur'), ...(payload ? { payload } : {}) });

const CLOSED = {
  error: 'conflict',
  error_description: 'Le dossier est clôturé : il ne peut plus être modifié.',
};

describe('a closed folder cannot be edited (issue 12 §14)', () => {
  it('refuses a PATCH with 409 and saves nothing', async () => {
    const { folderId } = await makeFolder(t, depanneur, { state: FolderState.CLOSED });
    const before = await folderRow(t, folderId);
    const response = await call('PATCH', `/api/folders/${folderId}`, {
      version: before.version,
      vehicule: { couleur: 'Rouge' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(CLOSED);
    const after = await folderRow(t, folderId);
    expect(after.version).toBe(before.version);
    expect(after.vehicule).toMatchObject({ couleur: 'Bleu' });
  });

  it('refuses cancelling its mission, and every action', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, {
      state: FolderState.CLOSED,
      truckId,
      missionState: MissionState.MISSION_STARTED,
    });
    const cancel = await call('DELETE', `/api/missions/${missionId}`);
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual(CLOSED);
    expect((await missionRow(t, missionId)).missionState).toBe(MissionState.MISSION_STARTED);
    for (const action of ['close', 'acceptCancellation']) {
      expect((await call('POST', `/api/folders/${folderId}/${action}`)).statusCode).toBe(409);
    }
  });

  it('still saves a folder in any other state', async () => {
    const { folderId } = await makeFolder(t, depanneur, { state: FolderState.REPORT });
    const { version } = await folderRow(t, folderId);
    const response = await call('PATCH', `/api/folders/${folderId}`, {
      version,
      vehicule: { couleur: 'Rouge' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('cancelling a folder withdraws its mission and tells the truck (issue 12 §15)', () => {
  it('CANCEL: the started mission becomes MISSION_DELETED and the truck reads it', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, {
      state: FolderState.ACCEPTED,
      truckId,
      missionState: MissionState.MISSION_STARTED,
    });
    const before = terminal.delivered.length;
    const response = await call('POST', `/api/folders/${folderId}/cancel`, { motif: MotifAnnulationCode[0] });
    expect(response.statusCode).toBe(200);
    const folder = response.json<Folder>();
    expect(folder.folderState).toBe(FolderState.CANCELED);
    expect(folder.missionIntervention?.missionState).toBe(MissionState.MISSION_DELETED);
    const mission = await missionRow(t, missionId);
    expect(mission.missionState).toBe(MissionState.MISSION_DELETED);
    expect((await folderRow(t, folderId)).missionState).toBe(MissionState.MISSION_DELETED);
    expect(terminal.delivered.slice(before)).toEqual([
      expect.objectContaining({ truckId, text: `La mission ${mission.orderNo} est annulée.` }),
    ]);
    const events = (await eventsOf(t, folderId)).map((e) => [e.eventSource, e.state, e.text]);
    expect(events).toEqual([
      ['FOLDER', FolderState.CANCELED, expect.stringMatching(/^Annulé : /)],
      ['MISSION_INTERVENTION', MissionState.MISSION_DELETED, 'Mission annulée'],
    ]);
  });

  it('ACCEPT_CANCELLATION: the same for a Nomad folder whose cancellation is accepted', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, {
      origin: CreationOrigine.NOMAD,
      state: FolderState.CANCEL_PROPOSAL,
      truckId,
      missionState: MissionState.MISSION_RESUMED,
    });
    const before = terminal.delivered.length;
    const response = await call('POST', `/api/folders/${folderId}/acceptCancellation`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Folder>().folderState).toBe(FolderState.CANCELED);
    const mission = await missionRow(t, missionId);
    expect(mission.missionState).toBe(MissionState.MISSION_DELETED);
    expect(terminal.delivered.slice(before)).toEqual([
      expect.objectContaining({ truckId, text: `La mission ${mission.orderNo} est annulée.` }),
    ]);
  });

  it('a mission no truck holds is left as it is, and nobody is told', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, { state: FolderState.ACCEPTED });
    const before = terminal.delivered.length;
    const response = await call('POST', `/api/folders/${folderId}/cancel`, { motif: MotifAnnulationCode[0] });
    expect(response.statusCode).toBe(200);
    expect((await missionRow(t, missionId)).missionState).toBe(MissionState.MISSION_NOT_YET_SEND);
    expect(terminal.delivered.length).toBe(before);
  });

  it('a refused cancellation withdraws nothing and tells nobody', async () => {
    const { missionId, folderId } = await makeFolder(t, depanneur, {
      state: FolderState.REFUSED,
      truckId,
      missionState: MissionState.MISSION_STARTED,
      origin: CreationOrigine.NOMAD,
    });
    const before = terminal.delivered.length;
    const response = await call('POST', `/api/folders/${folderId}/cancel`, { motif: MotifAnnulationCode[0] });
    expect(response.statusCode).toBe(409);
    expect((await missionRow(t, missionId)).missionState).toBe(MissionState.MISSION_STARTED);
    expect(terminal.delivered.length).toBe(before);
  });
});
