import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreationOrigine,
  FolderState,
  MISSION_REASSIGN_REFUSED_MESSAGE,
  MissionKind,
  MissionState,
  NatureIntervention,
  Typologie,
  type Folder,
} from '@plateau/contracts';
import { eq } from 'drizzle-orm';
import { folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountIdOf,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
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

const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, login = 'depanneur') =>
  t.app.inject({ method, url, headers: await t.bearer(login), ...(payload ? { payload } : {}) });

describe('PATCH /api/folders/{id}', () => {
  const create = async () => (await call('POST', '/api/folders', newFolderBody)).json<Folder>();

  it('saves only the changed fields, merging objects, and moves the version on', async () => {
    const folder = await create();
    const response = await call('PATCH', `/api/folders/${folder.id}`, {
      version: folder.version,
      vehicule: { couleur: 'Rouge', kilometrage: 84_000 },
      interventionDepannage: { occupants: 2 },
      missionIntervention: { text: 'Remorquage A6 sortie 34' },
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json<Folder>();
    expect(saved.version).toBe(folder.version + 1);
    expect(saved.vehicule).toMatchObject({
      immatriculation: 'AB-123-CD',
      marque: 'Peugeot',
      couleur: 'Rouge',
      kilometrage: 84_000,
    });
    expect(saved.interventionDepannage).toMatchObject({ typologie: Typologie.AUTOROUTE, occupants: 2 });
    expect(saved.missionIntervention!.text).toBe('Remorquage A6 sortie 34');
    expect((await eventsOf(t, folder.id)).at(-1)!.text).toBe(
      "Mission modifiée : Texte de la mission ; Intervention modifiée : Nombre d'occupants ; Véhicule à dépanner modifié : Couleur, Kilométrage",
    );
  });

  it('answers 409 to a save based on a stale version, and saves nothing', async () => {
    const folder = await create();
    await call('PATCH', `/api/folders/${folder.id}`, { version: folder.version, contactInfo: 'Premier' });
    const stale = await call('PATCH', `/api/folders/${folder.id}`, {
      version: folder.version,
      contactInfo: 'Second',
      vehicule: { couleur: 'Vert' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_description).toMatch(/^Le dossier a été modifié depuis que vous l'avez ouvert/);
    const row = await folderRow(t, folder.id);
    expect(row.contactInfo).toBe('Premier');
    expect(row.vehicule?.couleur).toBeUndefined();
  });

  it('assigns a truck to a mission not yet sent, and refuses while a truck holds it', async () => {
    const { trucks } = await fleetOf(t, depanneur);
    const folder = await create();
    const assigned = await call('PATCH', `/api/folders/${folder.id}`, {
      version: folder.version,
      missionIntervention: { truckId: trucks[2]!.id },
    });
    expect(assigned.json().truckId).toBe(trucks[2]!.id);
    expect((await folderRow(t, folder.id)).truckId).toBe(trucks[2]!.id);
    const sent = (await call('POST', `/api/missions/${folder.missionId}/send`)).json<Folder>();
    const moved = await call('PATCH', `/api/folders/${folder.id}`, {
      version: sent.version,
      missionIntervention: { truckId: trucks[3]!.id },
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().error_description).toBe(
      "La mission est en cours : annulez-la avant de changer de véhicule ou d'intervenant",
    );
    expect((await missionOfKind(t, folder.id, MissionKind.INTERVENTION))!.truckId).toBe(trucks[2]!.id);
  });

  it('chooses the intervenant of a sent mission the driver has not started, without cancelling it (issue 20)', async () => {
    const { trucks, agents } = await fleetOf(t, depanneur);
    const folder = await create();
    const assigned = (
      await call('PATCH', `/api/folders/${folder.id}`, {
        version: folder.version,
        missionIntervention: { truckId: trucks[2]!.id },
      })
    ).json<Folder>();
    const sent = (
      await call('POST', `/api/missions/${assigned.missionIntervention!.id}/send`)
    ).json<Folder>();
    expect(sent.missionIntervention!.missionState).toBe(MissionState.MISSION_STARTED);
    const withAgent = await call('PATCH', `/api/folders/${folder.id}`, {
      version: sent.version,
      missionIntervention: { agentId: agents[0]!.id },
    });
    expect(withAgent.statusCode).toBe(200);
    const saved = withAgent.json<Folder>();
    expect(saved.missionIntervention).toMatchObject({
      agentId: agents[0]!.id,
      truckId: trucks[2]!.id,
      // Still sent: the truck keeps it.
      missionState: MissionState.MISSION_STARTED,
    });
    expect((await eventsOf(t, folder.id)).at(-1)!.text).toBe('Mission modifiée : Intervenant');

    // Once the driver has started, the intervenant changes only after a cancellation.
    await t.database.db
      .update(missions)
      .set({ steps: { started: { dateTime: new Date().toISOString(), latitude: null, longitude: null } } })
      .where(eq(missions.id, saved.missionIntervention!.id));
    const refused = await call('PATCH', `/api/folders/${folder.id}`, {
      version: saved.version,
      missionIntervention: { agentId: agents[1]!.id },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe(MISSION_REASSIGN_REFUSED_MESSAGE);
  });

  it.each([
    [{ folderState: FolderState.CLOSED }, 'champ inconnu : folderState'],
    [{ creationOrigine: CreationOrigine.NOMAD }, 'champ inconnu : creationOrigine'],
    [{ id: 1 }, 'champ inconnu : id'],
    [{ interventionDepannage: { delaiMax: 600 } }, 'champ inconnu : delaiMax'],
    [{ externalNumber: '42' }, 'Numéro de dossier AXA incorrect'],
  ])('refuses fields that may not change (%#) with a 400', async (change, message) => {
    const folder = await create();
    const response = await call('PATCH', `/api/folders/${folder.id}`, { version: folder.version, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
    expect((await folderRow(t, folder.id)).version).toBe(folder.version);
  });

  it('requires the version, and keeps the nature within the allowed changes', async () => {
    const folder = await create();
    expect((await call('PATCH', `/api/folders/${folder.id}`, { contactInfo: 'x' })).statusCode).toBe(400);
    const { folderId } = await makeFolder(t, depanneur, { origin: CreationOrigine.NOMAD });
    const nomad = (await call('GET', `/api/folders/${folderId}`)).json<Folder>();
    await t.database.db.execute(
      `update folders set intervention_depannage = '{"nature":"DEPANNAGE_SUR_PLACE","changementsNatureAutorises":["REMORQUAGE"]}' where id = ${folderId}`,
    );
    const refused = await call('PATCH', `/api/folders/${folderId}`, {
      version: nomad.version,
      interventionDepannage: { nature: NatureIntervention.RELIVRAISON },
    });
    expect(refused.json().error_description).toBe(
      "Cette nature d'intervention n'est pas autorisée depuis la nature actuelle",
    );
    const allowed = await call('PATCH', `/api/folders/${folderId}`, {
      version: nomad.version,
      interventionDepannage: { nature: NatureIntervention.REMORQUAGE },
    });
    expect(allowed.statusCode).toBe(200);
  });

  it('answers 403 to an assistance company and 404 for another account', async () => {
    const folder = await create();
    const patch = { version: folder.version, contactInfo: 'x' };
    expect((await call('PATCH', `/api/folders/${folder.id}`, patch, 'assisteur')).statusCode).toBe(403);
    expect((await call('PATCH', `/api/folders/${folder.id}`, patch, 'mission')).statusCode).toBe(404);
  });

  it('adds a relivraison mission, which an accepted folder then sends without changing state', async () => {
    const { trucks } = await fleetOf(t, depanneur);
    const folder = await create();
    const added = await call('PATCH', `/api/folders/${folder.id}`, {
      version: folder.version,
      missionRelivraison: { text: 'Retour au domicile', truckId: trucks[0]!.id },
    });
    const relivraison = added.json<Folder>().missionRelivraison!;
    expect(relivraison).toMatchObject({ kind: MissionKind.RELIVRAISON, orderNo: `${folder.orderNo}-R` });
    await t.database.db
      .update(folders)
      .set({ folderState: FolderState.ACCEPTED })
      .where(eq(folders.id, folder.id));
    const sent = await call('POST', `/api/missions/${relivraison.id}/send`);
    expect(sent.json<Folder>().folderState).toBe(FolderState.ACCEPTED);
    expect((await eventsOf(t, folder.id)).at(-1)).toMatchObject({
      eventSource: 'MISSION_RELIVRAISON',
      stateLabel: 'Envoyée',
    });
  });
});
