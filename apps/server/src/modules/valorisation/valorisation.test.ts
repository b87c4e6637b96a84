import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreationOrigine,
  FolderState,
  INVOICE_NUMBER_REQUIRED_MESSAGE,
  ValorisationStateCode,
  type Folder,
  type ValorisationState,
} from '@plateau/contracts';
import { demoValorisation } from '../../demo/seed/valorisation-template.ts';
import { folders } from '../../db/schema/index.ts';
import { Conflict } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, captureBus, eventsOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';
import {
  proposeValorisationByAssisteur,
  validateValorisationByAssisteur,
} from './valorisation-outside.service.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

interface Valorised {
  state?: FolderState;
  valorisationState?: ValorisationState | null;
  numeroFactureObligatoire?: boolean;
  propositionInitiale?: 'ASSISTEUR' | 'PRESTATAIRE' | 'AUCUNE';
  accountId?: number;
}

/** A Nomad folder holding the company's three lines, in the given valorisation state. */
async function valorisedFolder(options: Valorised = {}) {
  const { folderId } = await makeFolder(t, options.accountId ?? depanneur, {
    origin: CreationOrigine.NOMAD,
    state: options.state ?? FolderState.REPORT,
    assistanceProvider: 'IMA',
  });
  await t.database.db
    .update(folders)
    .set({
      propositionInitiale: options.propositionInitiale ?? 'ASSISTEUR',
      valorisationState:
        options.valorisationState === undefined
          ? 'ATTENTE_VALORISATION_PRESTATAIRE'
          : options.valorisationState,
      valorisation: demoValorisation(),
      numeroFactureObligatoire: options.numeroFactureObligatoire ?? false,
    })
    .where(eq(folders.id, folderId));
  return folderId;
}

/** The company's lines filled in: 125 € flat rate, 12 km at 1.50 €, a 30 € excess. */
function filledIn() {
  const valorisation = demoValorisation();
  const [flat, km, excess] = valorisation.items;
  flat!.prixUnitaire = 125;
  km!.quantite = 12;
  excess!.montantTotal = 30;
  return { ...valorisation, commentaire: 'Attente 20 min sur place' };
}

const post = async (folderId: number | string, path: string, payload: unknown, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/${path}`,
    headers: await t.bearer(login),
    payload: payload as object,
  });
const propose = (folderId: number | string, payload: unknown = filledIn(), login?: string) =>
  post(folderId, 'proposerValorisation', payload, login);
const accept = (folderId: number | string, payload: unknown = {}, login?: string) =>
  post(folderId, 'accepterProposition', payload, login);

describe('POST /api/folders/{id}/proposerValorisation', () => {
  it('sends the filled-in lines with the totals the server computes, and keeps the proposal', async () => {
    const folderId = await valorisedFolder();
    const bus = captureBus(t);
    const sent = filledIn();
    sent.items[1]!.montantTotal = 999; // a client's total is never trusted
    const response = await propose(folderId, { ...sent, totalTtc: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const folder = response.json<Folder>();
    expect(folder.valorisationState).toBe('ATTENTE_VALORISATION_ASSISTEUR');
    expect(folder.valorisation).toMatchObject({
      nature: 'PRESTATAIRE',
      totalHt: 113,
      totalTva: 22.6,
      totalTtc: 135.6,
    });
    expect(folder.valorisation!.items.map((i) => i.montantTotal)).toEqual([125, 18, 30]);
    expect(folder.valorisationPropositions).toHaveLength(1);
    expect(folder.valorisationPropositions[0]).toMatchObject({
      proposedBy: 'Julien Martin',
      totalTtc: 135.6,
    });
    expect(Date.parse(folder.valorisationPropositions[0]!.proposedAt)).toBeGreaterThan(Date.now() - 60_000);
    const events = await eventsOf(t, folderId);
    expect(events.at(-1)!.text!.replace(/\s/g, ' ')).toBe(
      "Valorisation proposée à l'assisteur : 135,60 € TTC",
    );
    await expect
      .poll(() => bus.seen)
      .toContainEqual({ accountId: depanneur, event: { folderId, eventType: 'FOLDER_UPDATED' } });
    bus.stop();
  });

  for (const state of [
    ...ValorisationStateCode.filter((s) => s !== 'ATTENTE_VALORISATION_PRESTATAIRE'),
    null,
  ]) {
    it(`is refused (409) when the valorisation is ${state ?? 'not expected'}, nothing changes`, async () => {
      const folderId = await valorisedFolder({ valorisationState: state });
      const before = await folderRow(t, folderId);
      const response = await propose(folderId);
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toMatch(/^La valorisation ne peut pas être proposée/);
      expect(await folderRow(t, folderId)).toEqual(before);
      expect(await eventsOf(t, folderId)).toHaveLength(0);
    });
  }

  it('is refused (409) for a folder the company does not valorise, or a closed one', async () => {
    expect((await propose(await valorisedFolder({ propositionInitiale: 'AUCUNE' }))).statusCode).toBe(409);
    expect((await propose(await valorisedFolder({ state: FolderState.CLOSED }))).statusCode).toBe(409);
  });

  it('refuses in French what the lines do not allow, and saves nothing (400)', async () => {
    const folderId = await valorisedFolder();
    const before = await folderRow(t, folderId);
    const lockedPrice = filledIn();
    lockedPrice.items[1]!.prixUnitaire = 3;
    const cases: Array<[unknown, RegExp]> = [
      [lockedPrice, /Ligne « Kilomètres supplémentaires » : le prix unitaire n'est pas modifiable/],
      [{ ...filledIn(), items: filledIn().items.slice(1) }, /ne correspondent pas/],
      [
        { ...filledIn(), items: [{ ...filledIn().items[0]!, quantite: -1 }, ...filledIn().items.slice(1)] },
        /entre 0 et/,
      ],
      [
        {
          ...filledIn(),
          items: [{ ...filledIn().items[0]!, prixUnitaire: 1.23456 }, ...filledIn().items.slice(1)],
        },
        /4 décimales/,
      ],
      [{ ...filledIn(), intrus: true }, /./],
      [{ commentaire: null }, /./],
    ];
    for (const [payload, message] of cases) {
      const response = await propose(folderId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error_description).toMatch(message);
    }
    expect(await folderRow(t, folderId)).toEqual(before);
  });

  it('keeps every amount of a valorisation the company left unmodifiable (400 when one changes)', async () => {
    const folderId = await valorisedFolder();
    await t.database.db
      .update(folders)
      .set({ valorisation: { ...demoValorisation(), modifiable: false } })
      .where(eq(folders.id, folderId));
    const refused = await propose(folderId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toBe(
      "Ligne « Forfait remorquage » : le prix unitaire n'est pas modifiable.",
    );
    const asItIs = await propose(folderId, { ...demoValorisation(), commentaire: 'Conforme' });
    expect(asItIs.statusCode).toBe(200);
    expect(asItIs.json<Folder>().valorisation).toMatchObject({ modifiable: false, commentaire: 'Conforme' });
  });

  it('answers 403 to an assisteur, 404 for another account, 400 for an id past 2^31', async () => {
    const folderId = await valorisedFolder();
    expect((await propose(folderId, filledIn(), 'assisteur')).statusCode).toBe(403);
    const other = await valorisedFolder({ accountId: await accountIdOf(t, 'mission') });
    expect((await propose(other)).statusCode).toBe(404);
    expect((await propose('2147483648')).statusCode).toBe(400);
    expect((await accept(folderId, {}, 'assisteur')).statusCode).toBe(403);
    expect((await accept(other)).statusCode).toBe(404);
    expect((await accept('2147483648')).statusCode).toBe(400);
  });
});

describe('POST /api/folders/{id}/accepterProposition', () => {
  it("accepts the company's proposal as it stands", async () => {
    const folderId = await valorisedFolder();
    const response = await accept(folderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Folder>()).toMatchObject({ valorisationState: 'ACCEPTEE', folderState: 'REPORT' });
    expect((await eventsOf(t, folderId)).at(-1)!.text).toMatch(
      /^Proposition de valorisation de l'assisteur acceptée/,
    );
  });

  for (const state of [
    ...ValorisationStateCode.filter((s) => s !== 'ATTENTE_VALORISATION_PRESTATAIRE'),
    null,
  ]) {
    it(`is refused (409) when the valorisation is ${state ?? 'not expected'}`, async () => {
      const folderId = await valorisedFolder({ valorisationState: state });
      const response = await accept(folderId, { numeroFacture: 'F-1' });
      expect(response.statusCode).toBe(409);
      expect((await folderRow(t, folderId)).valorisationState).toBe(state);
    });
  }

  it('needs an invoice number when it is mandatory: the body’s, or the one already saved', async () => {
    const folderId = await valorisedFolder({ numeroFactureObligatoire: true });
    for (const payload of [{}, { numeroFacture: '   ' }, { numeroFacture: null }]) {
      const refused = await accept(folderId, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error_description).toBe(INVOICE_NUMBER_REQUIRED_MESSAGE);
    }
    expect((await folderRow(t, folderId)).valorisationState).toBe('ATTENTE_VALORISATION_PRESTATAIRE');
    const accepted = await accept(folderId, { numeroFacture: ' FAC-2026-001 ' });
    expect(accepted.json<Folder>()).toMatchObject({
      valorisationState: 'ACCEPTEE',
      numeroFacture: 'FAC-2026-001',
    });

    const saved = await valorisedFolder({ numeroFactureObligatoire: true });
    await t.database.db.update(folders).set({ numeroFacture: 'FAC-9' }).where(eq(folders.id, saved));
    expect((await accept(saved)).statusCode).toBe(200);
  });

  it('refuses a proposal the company left unmodifiable (409) and a bad body (400)', async () => {
    const folderId = await valorisedFolder();
    expect((await accept(folderId, { numeroFacture: 12 })).statusCode).toBe(400);
    expect((await accept(folderId, { autre: 1 })).statusCode).toBe(400);
    await t.database.db
      .update(folders)
      .set({ valorisation: { ...demoValorisation(), modifiable: false } })
      .where(eq(folders.id, folderId));
    expect((await accept(folderId)).statusCode).toBe(409);
  });
});

describe("the assistance company's side (service functions)", () => {
  it('proposes its valorisation for the provider, in the history', async () => {
    const folderId = await valorisedFolder({ valorisationState: null });
    const folder = await proposeValorisationByAssisteur(t.database.db, folderId, filledIn());
    expect(folder).toMatchObject({ valorisationState: 'ATTENTE_VALORISATION_PRESTATAIRE' });
    expect(folder.valorisation).toMatchObject({ nature: 'ASSISTEUR', totalTtc: 135.6 });
    expect(folder.valorisationPropositions.at(-1)).toMatchObject({ proposedBy: 'IMA', nature: 'ASSISTEUR' });
    for (const state of ['ACCEPTEE', 'VALIDEE'] as const) {
      const done = await valorisedFolder({ valorisationState: state });
      await expect(proposeValorisationByAssisteur(t.database.db, done, filledIn())).rejects.toBeInstanceOf(
        Conflict,
      );
    }
  });

  it("validates the provider's proposal: VALIDEE, and a reported folder becomes VALORISATION_ACCEPTED", async () => {
    const folderId = await valorisedFolder();
    expect((await propose(folderId)).statusCode).toBe(200);
    const folder = await validateValorisationByAssisteur(t.database.db, folderId);
    expect(folder).toMatchObject({ valorisationState: 'VALIDEE', folderState: 'VALORISATION_ACCEPTED' });
    expect((await eventsOf(t, folderId)).at(-1)).toMatchObject({
      text: "Valorisation validée par l'assisteur",
      state: 'VALORISATION_ACCEPTED',
      creationOrigine: 'NOMAD',
    });
    for (const state of ['ATTENTE_VALORISATION_PRESTATAIRE', 'VALIDEE', null] as const) {
      const early = await valorisedFolder({ valorisationState: state });
      await expect(validateValorisationByAssisteur(t.database.db, early)).rejects.toBeInstanceOf(Conflict);
    }
    const accepted = await valorisedFolder({ valorisationState: 'ACCEPTEE', state: FolderState.ACCEPTED });
    expect(await validateValorisationByAssisteur(t.database.db, accepted)).toMatchObject({
      valorisationState: 'VALIDEE',
      folderState: 'ACCEPTED',
    });
  });
});
