import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreationOrigine,
  FolderEventSource,
  FolderState,
  JustificationDelaiCode,
  MissionKind,
  MotifAnnulationCode,
  NatureIntervention,
  RefusCode,
  Typologie,
  type InterventionInput,
} from '@plateau/contracts';
import { eq } from 'drizzle-orm';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountIdOf,
  captureBus,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
  missionOfKind,
} from '../../test/folder-fixtures.ts';

let t: TestContext;
let accountId: number;
beforeAll(async () => {
  t = await createTestApp();
  accountId = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const post = async (url: string, payload?: object, login = 'depanneur') =>
  t.app.inject({ method: 'POST', url, headers: await t.bearer(login), ...(payload ? { payload } : {}) });

const nomadFolder = (state: FolderState = FolderState.CREATED, extra = {}) =>
  makeFolder(t, accountId, { origin: CreationOrigine.NOMAD, state, ...extra });

async function withTerms(folderId: number, terms: InterventionInput) {
  await t.database.db.update(folders).set({ interventionDepannage: terms }).where(eq(folders.id, folderId));
}

describe('POST /api/folders/{id}/accept', () => {
  it('accepts with truck and agent, dates the mission, records the event and notifies on commit', async () => {
    const { trucks, agents } = await fleetOf(t, accountId);
    const { folderId } = await nomadFolder();
    const bus = captureBus(t);
    const response = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.IMMEDIATE,
      delaiIntervention: 30,
      truckId: trucks[1]!.id,
      agentId: agents[0]!.id,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      folderState: FolderState.ACCEPTED,
      truckId: trucks[1]!.id,
      agentId: agents[0]!.id,
    });
    expect(body.acceptation).toMatchObject({ type: Typologie.IMMEDIATE, delaiIntervention: 30 });
    expect(Date.parse(body.missionDateTime) - Date.now()).toBeGreaterThan(28 * 60_000);
    expect((await folderRow(t, folderId)).truckId).toBe(trucks[1]!.id);
    const [accepted, handedOver] = (await eventsOf(t, folderId)).slice(-2);
    expect(accepted).toMatchObject({
      eventSource: FolderEventSource.FOLDER,
      state: FolderState.ACCEPTED,
      stateLabel: 'Accepté',
    });
    expect(accepted!.text).toBe('Accepté en mission immédiate, délai 30 min');
    // A Nomad mission reaches the driver's app on acceptance: it is sent, and the workflow says so.
    expect(body.missionIntervention).toMatchObject({ missionState: 'MISSION_STARTED' });
    expect(handedOver).toMatchObject({
      eventSource: FolderEventSource.MISSION_INTERVENTION,
      text: `Mission envoyée au véhicule ${trucks[1]!.name}`,
    });
    await vi.waitFor(() =>
      expect(bus.seen).toContainEqual({ accountId, event: { folderId, eventType: 'FOLDER_UPDATED' } }),
    );
    bus.stop();
  });

  it('requires a justification above delaiAvantJustification, and accepts with one', async () => {
    const { folderId } = await nomadFolder(FolderState.WAITING);
    await withTerms(folderId, { typologie: Typologie.IMMEDIATE, delaiAvantJustification: 60 });
    const refused = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.IMMEDIATE,
      delaiIntervention: 90,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe('Une justification du délai est requise');
    expect((await folderRow(t, folderId)).folderState).toBe(FolderState.WAITING);
    const justified = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.IMMEDIATE,
      delaiIntervention: 90,
      justificationDelai: JustificationDelaiCode[0],
    });
    expect(justified.statusCode).toBe(200);
    expect((await eventsOf(t, folderId)).at(-1)!.text).toBe(
      'Accepté en mission immédiate, délai 90 min (Trafic dense)',
    );
  });

  it('refuses an appointment in the past, and a type the folder does not allow', async () => {
    const { folderId } = await nomadFolder();
    await withTerms(folderId, { typologie: Typologie.RDV });
    const past = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.RDV,
      dateRdv: '2020-01-01T08:00:00Z',
    });
    expect(past.json()).toEqual({
      error: 'invalid_request',
      error_description: 'La date du rendez-vous est passée',
    });
    const immediate = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.IMMEDIATE,
      delaiIntervention: 45,
    });
    expect(immediate.json().error_description).toBe(
      "Le type d'acceptation ne peut pas être modifié pour ce dossier",
    );
    const date = new Date(Date.now() + 86_400_000).toISOString();
    const rdv = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.RDV,
      dateRdv: date,
      commentaireRdv: 'Au garage',
    });
    expect(rdv.statusCode).toBe(200);
    expect(rdv.json().missionDateTime).toBe(date);
  });

  it("refuses another account's truck or agent with a French 400", async () => {
    const other = await fleetOf(t, await accountIdOf(t, 'mission'));
    const { folderId } = await nomadFolder();
    const truck = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.IMMEDIATE,
      delaiIntervention: 45,
      truckId: other.trucks[0]!.id,
    });
    expect(truck.json()).toEqual({
      error: 'invalid_request',
      error_description: "Ce véhicule n'existe pas dans votre flotte",
    });
    const agent = await post(`/api/folders/${folderId}/accept`, {
      type: Typologie.IMMEDIATE,
      delaiIntervention: 45,
      agentId: other.agents[0]!.id,
    });
    expect(agent.json().error_description).toBe("Cet intervenant n'existe pas dans votre compte");
    expect((await folderRow(t, folderId)).folderState).toBe(FolderState.CREATED);
  });
});

describe('refuse, cancel, deplacement pour rien', () => {
  it('keeps the motif label and the detail on the event', async () => {
    const { folderId } = await nomadFolder();
    await post(`/api/folders/${folderId}/refuse`, { motif: RefusCode[1], detail: 'Au-delà de 80 km' });
    expect((await eventsOf(t, folderId)).at(-1)!.text).toBe(
      "Refusé : Hors zone d'intervention — Au-delà de 80 km",
    );
    const accepted = await makeFolder(t, accountId, { state: FolderState.ACCEPTED });
    await post(`/api/folders/${accepted.folderId}/cancel`, { motif: MotifAnnulationCode[2] });
    expect((await eventsOf(t, accepted.folderId)).at(-1)!.text).toBe('Annulé : Doublon');
  });

  it('refuses CANCEL on a Nomad folder that is not cancellable', async () => {
    const { folderId } = await nomadFolder(FolderState.ACCEPTED, { cancellable: false });
    const response = await post(`/api/folders/${folderId}/cancel`, { motif: MotifAnnulationCode[0] });
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe("Action impossible : ce dossier n'est pas annulable");
  });

  it('turns the intervention into a wasted trip and keeps the motif on the report', async () => {
    const { folderId } = await nomadFolder(FolderState.CANCEL_PROPOSAL);
    const response = await post(`/api/folders/${folderId}/dpr`, {
      motif: 'Véhicule déjà reparti',
      detail: 'Client injoignable',
    });
    expect(response.statusCode).toBe(200);
    const folder = response.json();
    expect(folder.folderState).toBe(FolderState.REPORT);
    expect(folder.interventionDepannage.nature).toBe(NatureIntervention.DEPLACEMENT_POUR_RIEN);
    expect(folder.reportDepannage.interventionReport.motifDeplacementPourRien).toBe('Véhicule déjà reparti');
  });
});

describe('who may act', () => {
  it("answers 403 to an assistance company, even on its own provider's folder, and changes nothing", async () => {
    const { folderId } = await nomadFolder(FolderState.CREATED, { assistanceProvider: 'AXA_ASSISTANCE' });
    for (const [url, payload] of [
      [`/api/folders/${folderId}/accept`, { type: Typologie.IMMEDIATE, delaiIntervention: 45 }],
      [`/api/folders/${folderId}/refuse`, { motif: RefusCode[0] }],
      [`/api/folders/${folderId}/close`, undefined],
    ] as const) {
      const response = await post(url, payload, 'assisteur');
      expect(response.statusCode).toBe(403);
      expect(response.json().error_description).toBe('Un compte assisteur ne peut que consulter');
    }
    expect((await folderRow(t, folderId)).folderState).toBe(FolderState.CREATED);
  });

  it("answers 404 for another account's folder, and 403 to a supervisor", async () => {
    const { folderId } = await nomadFolder();
    const other = await post(`/api/folders/${folderId}/refuse`, { motif: RefusCode[0] }, 'dupont');
    expect(other.statusCode).toBe(404);
    expect(other.json().error_description).toBe("Ce dossier n'existe pas");
    expect(
      (await post(`/api/folders/${folderId}/refuse`, { motif: RefusCode[0] }, 'superviseur')).statusCode,
    ).toBe(403);
  });

  it('answers 400 with a French message to bad payloads on every action route', async () => {
    const { folderId } = await nomadFolder();
    const cases: Array<[string, object | undefined]> = [
      [`/api/folders/${folderId}/accept`, { type: 'PLUS_TARD' }],
      [
        `/api/folders/${folderId}/accept`,
        { type: Typologie.IMMEDIATE, delaiIntervention: 45, folderState: FolderState.ACCEPTED },
      ],
      [`/api/folders/${folderId}/refuse`, { motif: 'PAS_ENVIE' }],
      [`/api/folders/${folderId}/cancel`, {}],
      [`/api/folders/${folderId}/dpr`, { motif: '' }],
      ['/api/folders/abc/acceptCancellation', undefined],
      ['/api/folders/0/close', undefined],
    ];
    for (const [url, payload] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error).toBe('invalid_request');
      expect(response.json().error_description).toMatch(/[a-zé] /);
    }
    expect((await post(`/api/folders/${folderId}/dpr`, { motif: '' })).json().error_description).toContain(
      'Indiquez le motif du déplacement pour rien',
    );
    expect((await folderRow(t, folderId)).folderState).toBe(FolderState.CREATED);
    expect(await missionOfKind(t, folderId, MissionKind.INTERVENTION)).toBeDefined();
  });
});
