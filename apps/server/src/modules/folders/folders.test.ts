import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MissionKind,
  MissionState,
  type Folder,
} from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountIdOf,
  captureBus,
  eventsOf,
  fleetOf,
  makeFolder,
  newFolderBody,
} from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, login = 'depanneur') =>
  t.app.inject({ method, url, headers: await t.bearer(login), ...(payload ? { payload } : {}) });

describe('GET /api/folders/{id}', () => {
  it('answers the whole folder to its account, and 404 to another operator', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur);
    const own = await call('GET', `/api/folders/${folderId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: folderId,
      missionId,
      folderState: FolderState.CREATED,
      folderStateLabel: 'Créé',
      registration: 'GT-404-XY',
    });
    const other = await call('GET', `/api/folders/${folderId}`, undefined, 'moreau');
    expect(other.statusCode).toBe(404);
    expect(other.json().error_description).toBe("Ce dossier n'existe pas");
  });

  it('lets an assistance company read its own folders only', async () => {
    const axa = await makeFolder(t, depanneur, { assistanceProvider: AssistanceProvider.AXA_ASSISTANCE });
    const ima = await makeFolder(t, depanneur, { assistanceProvider: AssistanceProvider.IMA });
    expect((await call('GET', `/api/folders/${axa.folderId}`, undefined, 'assisteur')).statusCode).toBe(200);
    expect((await call('GET', `/api/folders/${ima.folderId}`, undefined, 'assisteur')).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not one', async () => {
    expect((await call('GET', '/api/folders/douze')).json().error).toBe('invalid_request');
  });
});

describe('POST /api/folders', () => {
  it('creates a folder in CREATED with its missions, an event, and a FOLDER_CREATED notification', async () => {
    const bus = captureBus(t);
    const response = await call('POST', '/api/folders?send=false', {
      ...newFolderBody,
      missionRelivraison: { text: 'Retour au domicile' },
    });
    expect(response.statusCode).toBe(200);
    const folder = response.json<Folder>();
    expect(folder).toMatchObject({
      folderState: FolderState.CREATED,
      creationOrigine: CreationOrigine.BACKOFFICE,
      accountId: depanneur,
    });
    expect(folder.vehicule).toMatchObject({
      immatriculation: 'AB-123-CD',
      niveauCarburant: 35,
      couleur: null,
    });
    expect(folder.missionIntervention).toMatchObject({
      missionState: MissionState.MISSION_NOT_YET_SEND,
      text: 'Remorquage A6 sortie 33',
    });
    expect(folder.missionRelivraison).toMatchObject({
      kind: MissionKind.RELIVRAISON,
      orderNo: `${folder.orderNo}-R`,
    });
    expect(folder.missionDateTime).toBe('2026-05-04T08:30:00.000Z');
    expect((await eventsOf(t, folder.id)).map((e) => e.text)).toEqual(['Dossier créé']);
    await vi.waitFor(() =>
      expect(bus.seen).toContainEqual({
        accountId: depanneur,
        event: { folderId: folder.id, eventType: 'FOLDER_CREATED' },
      }),
    );
    bus.stop();
  });

  it("with send=true, sends the mission at once: the folder waits for the driver's answer", async () => {
    const { trucks } = await fleetOf(t, depanneur);
    const payload = {
      ...newFolderBody,
      missionIntervention: { ...newFolderBody.missionIntervention, truckId: trucks[0]!.id, agentId: null },
    };
    const folder = (await call('POST', '/api/folders?send=true', payload)).json<Folder>();
    expect(folder.folderState).toBe(FolderState.WAITING);
    expect(folder.missionState).toBe(MissionState.MISSION_STARTED);
    expect((await eventsOf(t, folder.id)).map((e) => [e.eventSource, e.stateLabel])).toEqual([
      ['FOLDER', 'Créé'],
      ['MISSION_INTERVENTION', 'Envoyée'], // « Démarrée » is the code's word: the mission is only sent,
      ['FOLDER', 'En attente'],
    ]);
  });

  it('refuses to send without a truck or an agent, or without a mission text', async () => {
    const noTruck = await call('POST', '/api/folders?send=true', newFolderBody);
    expect(noTruck.statusCode).toBe(400);
    expect(noTruck.json().error_description).toBe(
      'Pour envoyer la mission, indiquez un véhicule ou un intervenant et le texte de la mission',
    );
  });

  it.each([
    [{ ...newFolderBody, externalNumber: '5016494289' }, 'Numéro de dossier AXA incorrect'],
    [{ ...newFolderBody, folderState: FolderState.ACCEPTED }, 'champ inconnu : folderState'],
    [{ ...newFolderBody, customerPlace: { contactPhone: '12' } }, 'Numéro non valide'],
    [{ ...newFolderBody, customerPlace: { contactEmail: 'marie@' } }, 'E-mail non valide'],
    [
      { ...newFolderBody, vehicule: { niveauCarburant: 33 } },
      '« Niveau de carburant » (Véhicule à dépanner) :',
    ],
    [
      { ...newFolderBody, vehicule: { dateMiseEnCirculation: '12-04-2019' } },
      '« Date de mise en circulation » (Véhicule à dépanner) :',
    ],
    [
      { ...newFolderBody, missionIntervention: { ...newFolderBody.missionIntervention, truckId: 999_999 } },
      "Ce véhicule n'existe pas dans votre flotte",
    ],
  ])('refuses bad input with a French 400 (%#)', async (payload, message) => {
    const response = await call('POST', '/api/folders', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
  });

  it('refuses an empty form: the address and the mission date are required (issue 12 §13)', async () => {
    const before = (await call('GET', '/api/folders?limit=1')).json<{ total: number }>().total;
    const response = await call('POST', '/api/folders', {});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'invalid_request',
      error_description: [
        "« Adresse » (Lieu d'intervention) : L'adresse du lieu d'intervention est obligatoire",
        '« Date de la mission » (Mission) : La date de la mission est obligatoire',
      ].join('\n'),
    });
    const noAddress = await call('POST', '/api/folders', {
      ...newFolderBody,
      customerPlace: { contactName: 'Dubois', line1: ' ' },
    });
    expect(noAddress.statusCode).toBe(400);
    expect((await call('GET', '/api/folders?limit=1')).json<{ total: number }>().total).toBe(before);
  });

  it('refuses send=maybe, and refuses assistance companies and supervisors', async () => {
    expect((await call('POST', '/api/folders?send=maybe', newFolderBody)).statusCode).toBe(400);
    expect((await call('POST', '/api/folders', newFolderBody, 'assisteur')).statusCode).toBe(403);
    expect((await call('POST', '/api/folders', newFolderBody, 'superviseur')).statusCode).toBe(403);
  });
});
