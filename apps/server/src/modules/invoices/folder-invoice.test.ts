import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CreationOrigine, FolderState } from '@plateau/contracts';
import { folders, legalEntities } from '../../db/schema/index.ts';
import { demoValorisation } from '../../demo/seed/valorisation-template.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, eventsOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

/** A reported IMA folder whose valorisation (125 € flat rate, 12 km at 1.50 €, a 30 € excess) is in `state`. */
async function valorisedFolder(state: string | null, estFacturable = true) {
  const { folderId } = await makeFolder(t, depanneur, {
    origin: CreationOrigine.NOMAD,
    state: FolderState.REPORT,
    assistanceProvider: 'IMA',
  });
  const valorisation = demoValorisation();
  valorisation.items[0]!.prixUnitaire = 125;
  valorisation.items[1]!.quantite = 12;
  valorisation.items[2]!.montantTotal = 30;
  await t.database.db
    .update(folders)
    .set({ valorisationState: state as never, valorisation, estFacturable })
    .where(eq(folders.id, folderId));
  return folderId;
}

const facturer = async (folderId: number | string, login = 'depanneur') =>
  t.app.inject({ method: 'POST', url: `/api/folders/${folderId}/facturer`, headers: await t.bearer(login) });

/** The assistance company made a customer: its SIREN is typed on its card before an issue. */
const withSiren = (customerId: number) =>
  t.database.db.update(legalEntities).set({ siren: '404833048' }).where(eq(legalEntities.id, customerId));

describe("'Facturer' from a folder", () => {
  it("drafts an invoice from the accepted valorisation's included lines; the folder gets its number at issue", async () => {
    const folderId = await valorisedFolder('ACCEPTEE');
    const response = await facturer(folderId);
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({ folderId, state: 'DRAFT', code: null, kind: 'INVOICE' });
    expect(invoice.client.companyName).toBe('IMA');
    expect(invoice.articles.map((l: { nom: string; totalHT: number }) => [l.nom, l.totalHT])).toEqual([
      ['Forfait remorquage', 125],
      ['Kilomètres supplémentaires', 18],
    ]);
    expect(invoice.totalTTC).toBe(171.6);
    expect((await folderRow(t, folderId)).numeroFacture).toBeNull();
    expect((await eventsOf(t, folderId)).map((e) => e.text)).toContain(
      'Brouillon de facture créé depuis le dossier',
    );
    // « Facturer » again opens the same draft.
    const again = await facturer(folderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(invoice.id);

    await withSiren(invoice.client.id);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${invoice.id}/issue`,
      headers: await t.bearer('depanneur'),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const code = issued.json().code;
    expect(code).toMatch(/^FC-\d{6}$/);
    expect((await folderRow(t, folderId)).numeroFacture).toBe(code);
    expect((await eventsOf(t, folderId)).map((e) => e.text)).toContain(
      `Facture ${code} émise depuis le dossier`,
    );
    // The same company is the same customer the next time.
    const second = (await facturer(await valorisedFolder('VALIDEE'))).json();
    expect(second.client.id).toBe(invoice.client.id);
  });

  it('lets a draft from a folder be deleted: the folder can be invoiced again', async () => {
    const folderId = await valorisedFolder('ACCEPTEE');
    const draft = (await facturer(folderId)).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/factures/${draft.id}`,
      headers: await t.bearer('depanneur'),
    });
    expect(removed.statusCode).toBe(204);
    const anew = await facturer(folderId);
    expect(anew.statusCode).toBe(200);
    expect(anew.json().id).not.toBe(draft.id);
  });

  it('refuses a folder already invoiced, not billable or not accepted (409), and others (404, 403)', async () => {
    const folderId = await valorisedFolder('ACCEPTEE');
    const draft = await facturer(folderId);
    expect(draft.statusCode).toBe(200);
    await withSiren(draft.json().client.id);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${draft.json().id}/issue`,
      headers: await t.bearer('depanneur'),
    });
    const again = await facturer(folderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe(
      `Ce dossier est déjà facturé (facture ${issued.json().code})`,
    );
    const notBillable = await facturer(await valorisedFolder('ACCEPTEE', false));
    expect(notBillable.json().error_description).toMatch(/pas facturable/);
    const pending = await facturer(await valorisedFolder('ATTENTE_VALORISATION_ASSISTEUR'));
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error_description).toMatch(/acceptée ou validée/);
    expect((await facturer(folderId, 'dupont')).statusCode).toBe(404);
    expect((await facturer(folderId, 'assisteur')).statusCode).toBe(403);
    expect((await facturer('abc')).statusCode).toBe(400);
  });
});
