import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  PDFStream,
} from 'pdf-lib';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

let t: TestContext;
let auth: { authorization: string };
let invoice: {
  id: number;
  code: string;
  date: string;
  dueDate: string;
  totalHT: number;
  totalTVA: number;
  totalTTC: number;
};
/** Every invoice the tests issue is dated today: the FEC's period is today. */
let today: string;
/** The numbers these tests issued: the demo's own invoices, issued today too, are left out. */
const issued: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const accountId = await accountOfLogin(t.database.db, 'depanneur');
  const fx = await makeInvoicingFixtures(t.database.db, accountId);
  auth = await t.bearer('depanneur');
  const create = async (date: string, lines: object[], issue = true) => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/factures',
      headers: auth,
      payload: {
        date,
        client: { id: fx.customer.id, modeReglementId: fx.mode('30 jours').id },
        articles: lines,
      },
    });
    if (!issue) return draft.json();
    const done = (
      await t.app.inject({ method: 'POST', url: `/api/factures/${draft.json().id}/issue`, headers: auth })
    ).json();
    issued.push(done.code);
    return done;
  };
  invoice = await create('2026-02-10', [
    {
      articleId: fx.article.id,
      code: 'REM',
      nom: 'Remorquage <urgent> & Cie',
      quantity: 1,
      montantHT: 125.5,
      tvaId: fx.rate('20.00').id,
    },
    { nom: 'Gardiennage', quantity: 3, montantHT: 0.025 * 1000, tvaId: fx.rate('10.00').id },
    { nom: 'Débours', quantity: 1, montantHT: 12.34, tvaId: null },
  ]);
  today = invoice.date;
  for (const [day, issue] of [
    ['2026-02-11', true],
    ['2026-02-12', true],
    ['2026-03-01', false],
  ] as const)
    await create(
      day,
      [{ nom: 'Dépannage', quantity: 1.5, montantHT: 33.33, tvaId: fx.rate('5.50').id }],
      issue,
    );
});
afterAll(() => t.close());

/** The bytes of the PDF's embedded file named factur-x.xml, found through the catalog's /AF. */
async function embeddedXml(bytes: Buffer): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const af = pdf.catalog.lookup(PDFName.of('AF'), PDFArray);
  const spec = af.lookup(0, PDFDict);
  expect(spec.get(PDFName.of('AFRelationship'))).toEqual(PDFName.of('Data'));
  const ef = spec.lookup(PDFName.of('EF'), PDFDict);
  const stream = ef.lookup(PDFName.of('F')) as PDFRawStream;
  return new TextDecoder().decode(decodePDFRawStream(stream).decode());
}

/** Every font dictionary the pages use, descendant CIDFonts included. */
function pageFonts(pdf: PDFDocument): PDFDict[] {
  const fonts = new Map<string, PDFDict>();
  for (const page of pdf.getPages()) {
    const resources = page.node.Resources();
    const dict = resources?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, value] of dict?.entries() ?? []) {
      const font = pdf.context.lookup(value, PDFDict);
      fonts.set(value instanceof PDFRef ? value.toString() : String(fonts.size), font);
    }
  }
  return [...fonts.values()];
}

const STANDARD_14 = /^(Times|Helvetica|Courier|Symbol|ZapfDingbats)(-|$)/;

const amountOf = (xml: string, tag: string) => Number(new RegExp(`<ram:${tag}[^>]*>([^<]+)<`).exec(xml)![1]);

describe('invoice exports', () => {
  it('gives a Factur-X PDF whose embedded CII XML holds the invoice totals', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/factures/${invoice.id}/pdf`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`Facture ${invoice.code}.pdf`);
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('<pdfaid:part>3</pdfaid:part>');
    const xml = await embeddedXml(bytes);
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain(`<ram:ID>${invoice.code}</ram:ID>`);
    expect(xml).toContain('Remorquage &lt;urgent&gt; &amp; Cie');
    expect(xml).toContain('<ram:ID schemeID="0002">732829320</ram:ID>');
    expect(amountOf(xml, 'TaxBasisTotalAmount')).toBe(invoice.totalHT);
    expect(amountOf(xml, 'TaxTotalAmount')).toBe(invoice.totalTVA);
    expect(amountOf(xml, 'GrandTotalAmount')).toBe(invoice.totalTTC);
    expect(xml).toContain(
      `<udt:DateTimeString format="102">${invoice.dueDate.replaceAll('-', '')}</udt:DateTimeString>`,
    );
    expect(xml).toContain('40 €');
  });

  it('gives a PDF/A-3 file: embedded TrueType fonts, an sRGB OutputIntent, a file ID, under 200 KB', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/factures/${invoice.id}/pdf`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const bytes = response.rawPayload;
    expect(bytes.length).toBeLessThan(200_000);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getPageCount()).toBe(1);

    const fonts = pageFonts(pdf);
    expect(fonts.length).toBe(2);
    for (const font of fonts) {
      const baseFont = font.lookup(PDFName.of('BaseFont'), PDFName).decodeText();
      expect(baseFont.replace(/^[A-Z]{6}\+/, '')).not.toMatch(STANDARD_14);
      expect(baseFont).toMatch(/DejaVuSans/);
      const descendants = font.lookupMaybe(PDFName.of('DescendantFonts'), PDFArray);
      const described = descendants ? descendants.lookup(0, PDFDict) : font;
      const descriptor = described.lookup(PDFName.of('FontDescriptor'), PDFDict);
      expect(descriptor.lookup(PDFName.of('FontFile2'))).toBeInstanceOf(PDFStream);
    }

    const intents = pdf.catalog.lookup(PDFName.of('OutputIntents'), PDFArray);
    const intent = intents.lookup(0, PDFDict);
    expect(intent.get(PDFName.of('Type'))).toEqual(PDFName.of('OutputIntent'));
    expect(intent.get(PDFName.of('S'))).toEqual(PDFName.of('GTS_PDFA1'));
    const profile = intent.lookup(PDFName.of('DestOutputProfile')) as PDFRawStream;
    expect(profile.dict.get(PDFName.of('N'))?.toString()).toBe('3');
    const icc = Buffer.from(decodePDFRawStream(profile).decode());
    expect(icc.toString('latin1', 36, 40)).toBe('acsp');
    expect(icc.readUInt32BE(0)).toBe(icc.length);
    expect(icc.toString('latin1', 16, 20)).toBe('RGB ');

    const id = pdf.context.trailerInfo.ID;
    expect(id).toBeInstanceOf(PDFArray);
    expect((id as PDFArray).size()).toBe(2);
    const text = bytes.toString('latin1');
    expect(text).toContain(`<rdf:li xml:lang="x-default">Facture ${invoice.code}</rdf:li>`);
    expect(text).toContain('<pdf:Producer>Plateau</pdf:Producer>');
    const created = pdf
      .getCreationDate()!
      .toISOString()
      .replace(/\.\d{3}Z$/, 'Z');
    expect(text).toContain(`<xmp:CreateDate>${created}</xmp:CreateDate>`);
  });

  it("answers 404 for another account's invoice PDF", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/factures/${invoice.id}/pdf`,
      headers: await t.bearer('dupont'),
    });
    expect(response.statusCode).toBe(404);
  });

  it('exports a balanced FEC of 18 columns with comma decimals, named after the SIREN', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/factures/fec?startDate=${today}&endDate=${today}`,
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(`732829320FEC${today.slice(0, 4)}1231.txt`);
    const rows = response.body
      .replace(/\r\n$/, '')
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(rows[0]![0]).toBe('JournalCode');
    expect(rows[0]![17]).toBe('Idevise');
    expect(rows.every((row) => row.length === 18)).toBe(true);
    const body = rows.slice(1).filter((row) => issued.includes(row[8]!));
    expect(new Set(body.map((row) => row[8])).size).toBe(3); // the draft is not in the accounts
    const cents = (text: string) => Number(text.replace(',', '.')) * 100;
    const debit = body.reduce((sum, row) => sum + Math.round(cents(row[11]!)), 0);
    const credit = body.reduce((sum, row) => sum + Math.round(cents(row[12]!)), 0);
    expect(debit).toBe(credit);
    const first = body.filter((row) => row[8] === invoice.code);
    expect(first.map((row) => [row[4], row[11], row[12]])).toEqual([
      // One length per account class: 411000 takes the 8 digits of the VAT account 44571000.
      ['41100000', invoice.totalTTC.toFixed(2).replace('.', ','), '0,00'],
      // The débours (the customer's toll) pass through 467, outside sales.
      ['46700000', '0,00', '12,34'],
      ['706000', '0,00', '75,00'],
      ['706100', '0,00', '125,50'],
      ['44571000', '0,00', '32,60'],
    ]);
  });

  it('writes a customer named as a formula with a leading apostrophe, amounts untouched', async () => {
    const accountId = await accountOfLogin(t.database.db, 'depanneur');
    const fx = await makeInvoicingFixtures(t.database.db, accountId, '=HYPERLINK("http://x")');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/factures',
      headers: auth,
      payload: {
        date: '2026-04-10',
        client: { id: fx.customer.id, modeReglementId: fx.mode('30 jours').id },
        articles: [{ nom: '-Remise', quantity: 1, montantHT: 10, tvaId: null }],
      },
    });
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${created.json().id}/issue`,
      headers: auth,
    });
    expect(issued.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/factures/fec?startDate=${today}&endDate=${today}`,
      headers: auth,
    });
    const rows = response.body.split('\r\n').map((line) => line.split('\t'));
    const customerRow = rows.find((row) => row[4]!.startsWith('411') && row[8] === issued.json().code)!;
    expect(customerRow[7]).toBe(`'=HYPERLINK("http://x")`);
    expect(customerRow[11]).toBe('10,00');
    expect(response.body).not.toMatch(/(^|\t)[=+@-]/m);
  });

  it('refuses the FEC to an OPERATEUR user (403) and bad periods (400)', async () => {
    const url = '/api/factures/fec?startDate=2026-02-01&endDate=2026-02-28';
    expect(
      (await t.app.inject({ method: 'GET', url, headers: await t.bearer('operateur') })).statusCode,
    ).toBe(403);
    const reversed = await t.app.inject({
      method: 'GET',
      url: '/api/factures/fec?startDate=2026-03-01&endDate=2026-02-01',
      headers: auth,
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error_description).toMatch(/date de début/);
    expect((await t.app.inject({ method: 'GET', url: '/api/factures/fec', headers: auth })).statusCode).toBe(
      400,
    );
  });
});
