import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreationOrigine, FolderState, Typologie, type Alarm, type Folder } from '@plateau/contracts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  ACCOUNT_NOT_FOUND_MESSAGE,
  NOMAD_FOLDER_RECEIVED,
  NOT_ON_NOMAD_MESSAGE,
  receiveNomadFolder,
} from './nomad-folder.service.ts';
import type { NomadFolderInput } from './nomad-folder-input.ts';
import {
  accountIdOf,
  captureBus,
  eventsOf,
  fleetOf,
  missionOfKind,
  newFolderBody,
} from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const input = (folder: Record<string, unknown> = {}): NomadFolderInput => ({
  folder: {
    ...newFolderBody,
    interventionDepannage: {
      ...newFolderBody.interventionDepannage,
      delaiMax: 90,
      typologieModifiable: true,
    },
    ...folder,
  } as NomadFolderInput['folder'],
  cancellable: false,
  propositionInitiale: 'ASSISTEUR',
  valorisationInitiale: 145,
});

const get = async (url: string) => t.app.inject({ method: 'GET', url, headers: await t.bearer('depanneur') });

describe('receiveNomadFolder', () => {
  it("creates a Nomad folder waiting for the operator's answer, with the company's terms", async () => {
    const bus = captureBus(t);
    const received = await receiveNomadFolder(t.database.db, depanneur, input());
    expect(received).toMatchObject({
      folderState: FolderState.CREATED,
      creationOrigine: CreationOrigine.NOMAD,
      externalNumber: '5016494289*01',
      cancellable: false,
      messagesAllowed: true,
      propositionInitiale: 'ASSISTEUR',
      valorisationInitiale: 145,
      interventionDepannage: { delaiMax: 90, typologieModifiable: true, typologie: Typologie.AUTOROUTE },
      missionIntervention: {
        missionState: 'MISSION_NOT_YET_SEND',
        truckId: null,
        text: 'Remorquage A6 sortie 33',
      },
    });

    const shown = await get(`/api/folders/${received.id}`);
    expect(shown.json<Folder>().customerPlace).toMatchObject({ contactName: 'Dubois', city: 'Lyon' });
    const alarms = (await get('/api/alarms')).json<Alarm[]>();
    expect(alarms).toContainEqual(
      expect.objectContaining({ folderId: received.id, type: 'WAITING_ACCEPTATION' }),
    );
    const [event] = await eventsOf(t, received.id);
    expect(event).toMatchObject({ text: NOMAD_FOLDER_RECEIVED, creationOrigine: 'NOMAD', state: 'CREATED' });
    expect(JSON.parse(event!.message!)).toMatchObject({ valorisationInitiale: 145 });
    await vi.waitFor(() =>
      expect(bus.seen).toContainEqual({
        accountId: depanneur,
        event: { folderId: received.id, eventType: 'FOLDER_CREATED' },
      }),
    );
    bus.stop();
  });

  it('is dated when the assistance company sent it', async () => {
    const sentAt = new Date(Date.now() - 5 * 60_000);
    const received = await receiveNomadFolder(t.database.db, depanneur, input(), sentAt);
    expect(received.creationDateTime).toBe(sentAt.toISOString());
    expect((await eventsOf(t, received.id))[0]!.eventDateTime).toEqual(sentAt);
  });

  it('leaves the choice of the truck to the operator, who accepts it as any Nomad folder', async () => {
    const truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
    const withTruck = input({ missionIntervention: { ...newFolderBody.missionIntervention, truckId } });
    const received = await receiveNomadFolder(t.database.db, depanneur, withTruck);
    expect((await missionOfKind(t, received.id, 'INTERVENTION'))!.truckId).toBeNull();
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${received.id}/accept`,
      headers: await t.bearer('depanneur'),
      payload: { type: Typologie.IMMEDIATE, delaiIntervention: 45, truckId },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ folderState: FolderState.ACCEPTED, truckId });
  });

  it('refuses an account not connected to Nomad (409), and an unknown one (404)', async () => {
    const marseille = await accountIdOf(t, 'moreau');
    await expect(receiveNomadFolder(t.database.db, marseille, input())).rejects.toThrow(
      new Conflict(NOT_ON_NOMAD_MESSAGE),
    );
    await expect(receiveNomadFolder(t.database.db, 999_999, input())).rejects.toThrow(
      new NotFound(ACCOUNT_NOT_FOUND_MESSAGE),
    );
  });

  it('refuses what the new-folder form refuses (400): no address, a wrong AXA number', async () => {
    await expect(
      receiveNomadFolder(t.database.db, depanneur, input({ customerPlace: null })),
    ).rejects.toThrow(new Invalid("L'adresse du lieu d'intervention est obligatoire"));
    await expect(
      receiveNomadFolder(t.database.db, depanneur, input({ externalNumber: '5016494289' })),
    ).rejects.toThrow(/^Numéro de dossier AXA incorrect : format attendu 5016477041\*03/);
  });
});
