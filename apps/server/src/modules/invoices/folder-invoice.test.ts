import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { computeDueDate, CreationOrigine, FolderState, withComputedTotals } from '@plateau/contracts';
import { folders, legalEntities, paymentModes } from '../../db/schema/index.ts';
import { demoValorisation } from '../../demo/seed/valorisation-template.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, eventsOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';
import { makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

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

interface Line {
  nom: string;
  quantity: number;
  montantHT: number;
  totalHT: number;
}

const facturer = async (folderId: number | string, login = 'depanneur') =>
  t.app.inject({ method: 'POST', url: `/api/folders/${folderId}/facturer`, headers: await t.bearer(login) });

/** The assistance company made a customer: its SIREN and address are typed on its card before an issue. */
const withSiren = (customerId: number) =>
  t.database.db
    .update(legalEntities)
    .set({
      siren: '404833048',
      headQuarterPlace: { companyName: 'IMA', line1: '118 avenue de Paris', zipCode: '79000', city: 'Niort' },
    } as never)
    .where(eq(legalEntities.id, customerId));

describe("'Facturer' from a folder", () => {
  it("drafts an invoice from the accepted valorisation's included lines; the folder gets its number at issue", async () => {
    const folderId = await valorisedFolder('ACCEPTEE');
    const response = await facturer(folderId);
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({ folderId, state: 'DRAFT', code: null, kind: 'INVOICE' });
    expect(invoice.client.companyName).toBe('IMA');
    // Every included line, the customer's excess as a negative quantity: 125 + 18 − 30 = 113 € HT.
    expect(invoice.articles.map((l: Line) => [l.nom, l.quantity, l.montantHT, l.totalHT])).toEqual([
      ['Forfait remorquage', 1, 125, 125],
      ['Kilomètres supplémentaires', 12, 1.5, 18],
      ['Franchise client', -1, 30, -30],
    ]);
    expect(invoice.totalTTC).toBe(135.6);
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

/** The Factur-X XML embedded in an issued invoice's PDF. */
async function facturXOf(invoiceId: number): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/factures/${invoiceId}/pdf`,
    headers: await t.bearer('depanneur'),
  });
  const pdf = await PDFDocument.load(response.rawPayload, { updateMetadata: false });
  const spec = pdf.catalog.lookup(PDFName.of('AF'), PDFArray).lookup(0, PDFDict);
  const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
  return new TextDecoder().decode(decodePDFRawStream(file).decode());
}

describe("'Facturer' bills what was validated, to whom and under which terms", () => {
  it("an AXA folder: every line, totals to the cent, AXA's address, terms, due date and the two file numbers", async () => {
    const { folderId } = await makeFolder(t, depanneur, {
      origin: CreationOrigine.NOMAD,
      state: FolderState.REPORT,
      assistanceProvider: 'AXA_ASSISTANCE',
      externalNumber: 'AXA-2026-118842',
    });
    const valorisation = demoValorisation();
    valorisation.items[0]!.prixUnitaire = 149.99;
    valorisation.items[1]!.prixUnitaire = 1.2345; // 4 decimals: billed as one unit at its HT
    valorisation.items[1]!.quantite = 7;
    valorisation.items[2]!.montantTotal = 40.01;
    valorisation.items.push(
      {
        ...valorisation.items[0]!,
        libelle: 'Gardiennage',
        prixUnitaire: null,
        quantite: null,
        montantTotal: 12.34,
      },
      { ...valorisation.items[0]!, libelle: 'Option refusée', inclus: false, montantTotal: 500 },
    );
    const validated = withComputedTotals(valorisation);
    await t.database.db
      .update(folders)
      .set({ valorisationState: 'VALIDEE', valorisation: validated })
      .where(eq(folders.id, folderId));

    const draft = (await facturer(folderId)).json();
    expect(draft.articles.map((l: Line) => [l.nom, l.quantity, l.totalHT])).toEqual([
      ['Forfait remorquage', 1, 149.99],
      ['Kilomètres supplémentaires', 1, 8.64],
      ['Franchise client', -1, -40.01],
      ['Gardiennage', 1, 12.34],
    ]);
    expect([draft.totalHT, draft.totalTVA, draft.totalTTC]).toEqual([
      validated.totalHt,
      validated.totalTva,
      validated.totalTtc,
    ]);
    const [axa] = await t.database.db
      .select()
      .from(legalEntities)
      .where(eq(legalEntities.id, draft.client.id));
    expect(axa!.headQuarterPlace?.companyName).toBe('AXA Assistance');
    expect(draft.client.place).toMatchObject({
      line1: '6 rue André Gide',
      zipCode: '92320',
      city: 'Châtillon',
    });
    const [mode] = await t.database.db
      .select()
      .from(paymentModes)
      .where(eq(paymentModes.id, axa!.modeReglementId!));
    expect(mode!.nom).toBe('45 jours fin de mois');
    expect(draft.client.modeReglementId).toBe(mode!.id);
    expect(draft.dueDate).toBe(computeDueDate(draft.date, mode!));
    expect(draft.dueDate).not.toBe(draft.date);

    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${draft.id}/issue`,
      headers: await t.bearer('depanneur'),
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const xml = await facturXOf(draft.id);
    const { orderNo } = await folderRow(t, folderId);
    expect(xml).toContain('<ram:LineOne>6 rue André Gide</ram:LineOne>');
    expect(xml).toContain('<ram:Description>45 jours fin de mois</ram:Description>');
    expect(xml).toContain(
      `<ram:DueDateDateTime><udt:DateTimeString format="102">${draft.dueDate.replaceAll('-', '')}`,
    );
    expect(xml).toContain(
      `<ram:SellerOrderReferencedDocument><ram:IssuerAssignedID>${orderNo}</ram:IssuerAssignedID>`,
    );
    expect(xml).toContain(
      '<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>AXA-2026-118842</ram:IssuerAssignedID>',
    );
    expect(xml).toContain('<ram:BilledQuantity unitCode="C62">-1</ram:BilledQuantity>');
    expect(xml).toContain(`<ram:GrandTotalAmount>${validated.totalTtc!.toFixed(2)}</ram:GrandTotalAmount>`);
  });

  it('refuses a valorisation whose VAT rate the account has no code for, rather than billing it without VAT', async () => {
    const folderId = await valorisedFolder('ACCEPTEE');
    const [row] = await t.database.db.select().from(folders).where(eq(folders.id, folderId));
    row!.valorisation!.items[0]!.tauxTva = 7;
    await t.database.db
      .update(folders)
      .set({ valorisation: row!.valorisation })
      .where(eq(folders.id, folderId));
    const refused = await facturer(folderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toMatch(/taux de la valorisation \(7 %\)/);
  });

  it("invoices a folder without an assisteur to the folder's customer, lines to type", async () => {
    const { folderId } = await makeFolder(t, depanneur, { state: FolderState.REPORT });
    const response = await facturer(folderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ folderId, state: 'DRAFT', articles: [] });
    expect(response.json().client).toMatchObject({ contactFirstname: 'Lucie', contactName: 'Testeur' });
  });
});

describe('a payment mode or an article on an invoice', () => {
  it('cannot be deleted (409, in French): the invoice would lose it', async () => {
    const fx = await makeInvoicingFixtures(t.database.db, depanneur);
    const [mode] = await t.database.db
      .insert(paymentModes)
      .values({ accountId: depanneur, nom: '15 jours', nombreJours: 15, finMois: false, readOnly: false })
      .returning();
    const headers = await t.bearer('depanneur');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/factures',
      headers: { ...headers, 'idempotency-key': `mode-${mode!.id}` },
      payload: {
        date: '2026-01-15',
        client: { id: fx.customer.id, modeReglementId: mode!.id },
        articles: [
          {
            articleId: fx.article.id,
            nom: 'Remorquage',
            quantity: 1,
            montantHT: 125.5,
            tvaId: fx.rate('20.00').id,
          },
        ],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${created.json().id}/issue`,
      headers,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const code = issued.json().code;
    for (const [url, message] of [
      [
        `/api/modeReglements/${mode!.id}`,
        `Ce mode de règlement figure sur la facture ${code} : il ne peut pas être supprimé`,
      ],
      [
        `/api/articles/${fx.article.id}`,
        `Cet article figure sur la facture ${code} : il ne peut pas être supprimé`,
      ],
    ]) {
      const refused = await t.app.inject({ method: 'DELETE', url: url!, headers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error_description).toBe(message);
    }
    const kept = (
      await t.app.inject({ method: 'GET', url: `/api/factures/${created.json().id}`, headers })
    ).json();
    expect(kept.client.modeReglementId).toBe(mode!.id);
    expect(kept.articles[0].articleId).toBe(fx.article.id);
  });
});
