import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { emptyLegalEntity } from '@plateau/contracts';
import { accounts, legalEntities } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

let t: TestContext;
let auth: { authorization: string };
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-api-'));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const accountId = await accountOfLogin(db, 'depanneur');
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  await db
    .update(accounts)
    .set({
      legalEntity: {
        ...emptyLegalEntity(),
        ...account!.legalEntity,
        legalForm: 'SARL',
        shareCapital: '10000.00',
        rcsCity: 'Lyon',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
      },
    })
    .where(eq(accounts.id, accountId));
  fx = await makeInvoicingFixtures(db, accountId);
  await db
    .update(legalEntities)
    .set({ tvaIntracommunautaire: 'FR96552100554', siren: null })
    .where(eq(legalEntities.id, fx.customer.id));
  auth = await t.bearer('depanneur');
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function invoicePdf(articles: object[]) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/factures',
    headers: auth,
    payload: {
      date: '2026-02-10',
      client: { id: fx.customer.id, modeReglementId: fx.mode('30 jours').id },
      articles,
    },
  });
  expect(created.statusCode).toBe(200);
  // Issued: a draft's PDF has no number and no Factur-X (tested with the drafts).
  const issued = await t.app.inject({
    method: 'POST',
    url: `/api/factures/${created.json().id}/issue`,
    headers: auth,
  });
  expect(issued.statusCode, issued.body).toBe(200);
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/factures/${created.json().id}/pdf`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response.rawPayload;
}

const streamText = (stream: PDFRawStream) => decodePDFRawStream(stream).decode();

describe('invoice PDF through the API', () => {
  it('writes the XMP metadata as valid UTF-8, the seller’s name readable', async () => {
    const pdf = await PDFDocument.load(
      await invoicePdf([{ nom: 'Remorquage', quantity: 1, montantHT: 125.5, tvaId: fx.rate('20.00').id }]),
      { updateMetadata: false },
    );
    const metadata = pdf.catalog.lookup(PDFName.of('Metadata')) as PDFRawStream;
    const xmp = new TextDecoder('utf-8', { fatal: true }).decode(streamText(metadata));
    expect(xmp.startsWith('<?xpacket begin="\uFEFF"')).toBe(true);
    expect(xmp).toContain('<rdf:li>Dépannage Martin &amp; Fils</rdf:li>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');

    const spec = pdf.catalog.lookup(PDFName.of('AF'), PDFArray).lookup(0, PDFDict);
    const file = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F')) as PDFRawStream;
    const xml = new TextDecoder('utf-8', { fatal: true }).decode(streamText(file));
    // The customer's SIREN, read from its VAT number, as legal id and electronic address.
    expect(xml).toContain('<ram:ID schemeID="0002">552100554</ram:ID>');
    expect(xml).toContain('<ram:URIID schemeID="0225">552100554</ram:URIID>');
    expect(xml).toContain('<ram:ID schemeID="VA">FR96552100554</ram:ID>');
    expect(xml).toContain(
      '<ram:Description>SARL au capital de 10 000 € – RCS Lyon 732 829 320</ram:Description>',
    );
    expect(xml).toContain('<ram:IBANID>FR7630006000011234567890189</ram:IBANID>');
  });

  it('numbers the pages of a 60-line invoice and repeats its number on each', async () => {
    const bytes = await invoicePdf(
      Array.from({ length: 60 }, (_, i) => ({
        nom: `Prestation ${i + 1} : remorquage d’un véhicule léger depuis l’autoroute jusqu’au garage agréé du client`,
        quantity: 1,
        montantHT: 20 + i,
        tvaId: fx.rate('20.00').id,
      })),
    );
    const file = path.join(dir, 'long.pdf');
    writeFileSync(file, bytes);
    const pages = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const code = /Facture (FC-\d{6})/.exec(pages[0]!)![1];
    pages.forEach((page, i) => {
      expect(page).toContain(`Facture ${code}`);
      expect(page).toContain('Désignation');
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`);
    });
    expect(pages.at(-1)).toContain('Total TTC');
  });
});
