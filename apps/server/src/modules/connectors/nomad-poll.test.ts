import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CreationOrigine, FolderState, ValorisationState } from '@plateau/contracts';
import { startFakeNomad } from '../../demo/fakes/fake-nomad-server.ts';
import { demoValorisation } from '../../demo/seed/valorisation-template.ts';
import { folders } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, eventsOf, folderRow, makeFolder, newFolderBody } from '../../test/folder-fixtures.ts';
import { runConnector } from './connector-scheduler.ts';

let t: TestContext;
let nomad: Awaited<ReturnType<typeof startFakeNomad>>;
let depanneur: number;

beforeAll(async () => {
  nomad = await startFakeNomad();
  nomad.addAccount({ token: 'tok-val', agreementCode: 'AGR-VAL' });
  t = await createTestApp({ nomad: { url: nomad.url, token: '' } });
  depanneur = await accountIdOf(t, 'depanneur');
  const response = await t.app.inject({
    method: 'PATCH',
    url: `/api/accounts/${depanneur}`,
    payload: { nomadConfiguration: { active: true, agreementCode: 'AGR-VAL', token: 'tok-val' } },
    headers: await t.bearer('depanneur'),
  });
  expect(response.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await nomad.close();
});

/** A reported Nomad folder whose company makes the first valorisation proposal. */
async function reportedNomadFolder(externalNumber: string) {
  const { folderId } = await makeFolder(t, depanneur, {
    origin: CreationOrigine.NOMAD,
    state: FolderState.REPORT,
    assistanceProvider: 'IMA',
    externalNumber,
  });
  await t.database.db
    .update(folders)
    .set({ propositionInitiale: 'ASSISTEUR', valorisationState: null })
    .where(eq(folders.id, folderId));
  return folderId;
}

/** The company's lines: 125 € flat rate, 12 km, a 30 € excess. */
function companyLines() {
  const valorisation = demoValorisation();
  const [flat, km, excess] = valorisation.items;
  flat!.prixUnitaire = 125;
  km!.quantite = 12;
  excess!.montantTotal = 30;
  return { ...valorisation, commentaire: 'Forfait autoroute' };
}

const nomadState = async () =>
  (await t.app.inject({ url: `/api/accounts/${depanneur}`, headers: await t.bearer('depanneur') })).json()
    .nomadConfiguration.state;

describe('Nomad poll, valorisation proposals', () => {
  it('proposes the company’s valorisation once, keeping the event in the workflow; bad ones are reported', async () => {
    const folderId = await reportedNomadFolder('VAL-1');
    const badId = await reportedNomadFolder('VAL-2');
    const at = new Date(Date.now() - 60_000);
    nomad.pushEvent('tok-val', {
      externalNumber: 'VAL-1',
      kind: 'VALORISATION_PROPOSAL',
      at: at.toISOString(),
      text: 'Proposition IMA',
      valorisation: companyLines(),
    });
    const bad = companyLines();
    bad.items[0]!.prixUnitaire = -5;
    nomad.pushEvent('tok-val', {
      externalNumber: 'VAL-2',
      kind: 'VALORISATION_PROPOSAL',
      at: at.toISOString(),
      valorisation: bad,
    });
    nomad.pushEvent('tok-val', {
      externalNumber: 'VAL-INCONNU',
      kind: 'VALORISATION_PROPOSAL',
      at: at.toISOString(),
      valorisation: companyLines(),
    });
    await runConnector(t.app, 'NOMAD');

    const folder = await folderRow(t, folderId);
    expect(folder.valorisationState).toBe(ValorisationState.ATTENTE_VALORISATION_PRESTATAIRE);
    expect(folder.valorisation).toMatchObject({ nature: 'ASSISTEUR', commentaire: 'Forfait autoroute' });
    expect(folder.valorisation!.totalTtc).toBeGreaterThan(0);
    expect(folder.valorisationPropositions).toHaveLength(1);
    expect(folder.valorisationPropositions[0]).toMatchObject({ proposedAt: at.toISOString() });
    const workflow = await eventsOf(t, folderId);
    const proposed = workflow.filter((event) =>
      event.text?.startsWith("Valorisation proposée par l'assisteur"),
    );
    expect(proposed).toHaveLength(1);
    expect(proposed[0]!.creationOrigine).toBe(CreationOrigine.NOMAD);
    expect(proposed[0]!.eventDateTime.toISOString()).toBe(at.toISOString());
    // The event as Nomad sent it, as for the other Nomad events.
    expect(JSON.parse(proposed[0]!.message!)).toMatchObject({
      kind: 'VALORISATION_PROPOSAL',
      externalNumber: 'VAL-1',
      text: 'Proposition IMA',
      valorisation: { commentaire: 'Forfait autoroute' },
    });
    // The bad lines and the unknown folder are reported; the folder stays as it was.
    expect((await folderRow(t, badId)).valorisationState).toBeNull();
    const state = await nomadState();
    expect(state.lastError).toContain('Dossier VAL-2 : valorisation illisible (items.0.prixUnitaire)');
    expect(state.lastError).toContain('Dossier Nomad VAL-INCONNU inconnu');
    // What the company did is not sent back to it.
    expect(nomad.events.filter((sent) => sent.externalNumber === 'VAL-1')).toHaveLength(0);

    // A second poll changes nothing.
    await runConnector(t.app, 'NOMAD');
    expect((await folderRow(t, folderId)).valorisationPropositions).toHaveLength(1);
    expect(await eventsOf(t, folderId)).toHaveLength(workflow.length);
    expect((await nomadState()).lastError).toBeNull();
    expect(nomad.events.filter((sent) => sent.externalNumber === 'VAL-1')).toHaveLength(0);
  });

  it('reports a proposal the valorisation’s state no longer allows, and goes on', async () => {
    const folderId = await reportedNomadFolder('VAL-3');
    await t.database.db
      .update(folders)
      .set({ valorisationState: ValorisationState.VALIDEE })
      .where(eq(folders.id, folderId));
    nomad.pushEvent('tok-val', {
      externalNumber: 'VAL-3',
      kind: 'VALORISATION_PROPOSAL',
      at: new Date().toISOString(),
      valorisation: companyLines(),
    });
    await runConnector(t.app, 'NOMAD');
    expect((await folderRow(t, folderId)).valorisationPropositions).toHaveLength(0);
    expect((await nomadState()).lastError).toMatch(/^Dossier VAL-3 : /);
  });
});

describe('a new Nomad mission when the database fails once', () => {
  it('is not acknowledged, and the next poll makes its folder: no mission is lost', async () => {
    nomad.queueMission('tok-val', {
      id: 'NMD-DB',
      sentAt: new Date().toISOString(),
      input: { folder: { ...newFolderBody, externalNumber: '5016494290*77' } },
    });
    const failing = vi
      .spyOn(t.app.db, 'transaction')
      .mockRejectedValueOnce(new Error('Connection terminated unexpectedly'));
    await runConnector(t.app, 'NOMAD');
    expect(failing).toHaveBeenCalled();
    failing.mockRestore();
    expect(nomad.acknowledged).not.toContain('NMD-DB');
    const none = await t.database.db
      .select()
      .from(folders)
      .where(eq(folders.externalNumber, '5016494290*77'));
    expect(none).toHaveLength(0);
    expect((await nomadState()).lastError).not.toBeNull();

    await runConnector(t.app, 'NOMAD');
    const made = await t.database.db
      .select()
      .from(folders)
      .where(eq(folders.externalNumber, '5016494290*77'));
    expect(made).toHaveLength(1);
    expect(nomad.acknowledged).toContain('NMD-DB');
    expect((await nomadState()).lastError).toBeNull();
  });
});
