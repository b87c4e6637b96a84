import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFName, type PDFRawStream } from 'pdf-lib';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sampleDocuments, sampleInvoice, SAMPLE_SELLER } from './invoice-samples.ts';

const samples = sampleDocuments();
const dir = mkdtempSync(path.join(tmpdir(), 'invoice-pdf-'));
const rendered = new Map<string, Uint8Array>();
afterAll(() => rmSync(dir, { recursive: true, force: true }));

beforeAll(async () => {
  for (const [name, input] of Object.entries(samples))
    rendered.set(name, await renderInvoicePdf(input, new Date('2026-02-10T09:00:00Z')));
});

/** pdftotext (poppler) on the bytes: the text of each page, or the words with their boxes. */
function pdftotext(bytes: Uint8Array, ...args: string[]): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [...args, file, '-'], { encoding: 'utf8' });
}
const pagesOf = (name: string) =>
  pdftotext(rendered.get(name)!, '-layout')
    .split('\f')
    .filter((p) => p.trim());
const textOf = (name: string) => pagesOf(name).join('\n').replace(/ +/g, ' ');

describe('invoice PDF layout', () => {
  it('runs a 60-line invoice over pages that each repeat the seller, the number, the headings and « Page n / N »', () => {
    const pages = pagesOf('invoice-60-lines');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    pages.forEach((page, i) => {
      expect(page).toContain('Dépannage Martin & Fils');
      expect(page).toContain('Facture FC-000043');
      expect(page).toMatch(/Désignation +Quantité +PU HT +TVA +Total HT/);
      expect(page).toContain(`Page ${i + 1} / ${pages.length}`);
    });
    // Every line is printed once.
    const all = pages.join('\n');
    for (let n = 1; n <= 60; n++)
      expect(all.match(new RegExp(`L${String(n).padStart(2, '0')} - `, 'g'))).toHaveLength(1);
  });

  it('keeps the last lines on the page of the totals and the mentions', () => {
    const pages = pagesOf('invoice-60-lines');
    const last = pages.at(-1)!;
    for (const part of ['L59 - ', 'L60 - ', 'Total TTC', 'Conditions de règlement', 'Pas d’escompte'])
      expect(last).toContain(part);
    for (const page of pages.slice(0, -1)) expect(page).not.toContain('Total TTC');
  });

  it('wraps long designations within their column, left of the quantities', () => {
    const words = [
      ...pdftotext(rendered.get('invoice-60-lines')!, '-bbox').matchAll(
        /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]+)<\/word>/g,
      ),
    ].map((m) => ({ xMin: Number(m[1]), xMax: Number(m[2]), text: m[3]! }));
    const designationWords = words.filter((w) =>
      /^(sanglage|roues|carrossable|spécifique|amiable|constat)$/.test(w.text),
    );
    expect(designationWords.length).toBeGreaterThanOrEqual(30);
    const quantityLeft = Math.min(...words.filter((w) => /^(km|h|j)$/.test(w.text)).map((w) => w.xMin)) - 20;
    for (const word of designationWords) expect(word.xMax).toBeLessThan(quantityLeft);
  });

  it('prints every mention for a business customer', () => {
    const text = textOf('invoice');
    for (const part of [
      'SIREN 732 829 320',
      'TVA intracommunautaire FR44732829320',
      'SARL au capital de 10 000 € – RCS Lyon 732 829 320',
      'SIREN 552 100 554',
      'TVA intracommunautaire FR96552100554',
      'Date de la prestation : 09/02/2026',
      'Règlement par virement – IBAN FR76 3000 6000 0112 3456 7890 189 – BIC AGRIFRPP',
      'Catégorie de l’opération : prestation de services',
      'Option pour le paiement de la taxe d’après les débits',
      'Sans TVA : Débours',
      '40 €',
      'L. 441-10',
      '42 km',
      '1,5 h',
    ])
      expect(text).toContain(part);
    expect(text).toMatch(/\b3 ?j\b/); // pdftotext may glue the « j » to its number
  });

  it('prints neither the penalties nor the 40 € indemnity for a private customer', () => {
    const text = textOf('private-customer');
    expect(text).toContain('Léa Bernard');
    expect(text).toContain('Pas d’escompte pour paiement anticipé');
    expect(text).not.toContain('40 €');
    expect(text).not.toMatch(/pénalités/i);
  });

  it('titles a credit note « Avoir » with the invoice it corrects', () => {
    const text = textOf('credit-note');
    expect(text).toContain('Avoir AV-000001');
    expect(text).toContain('Sur la facture FC-000042 du 10/02/2026');
  });

  it('prints « BROUILLON » across every page of a long draft, and not on an issued invoice', async () => {
    const long = samples['invoice-60-lines']!;
    const draft = await renderInvoicePdf({ ...long, draft: true });
    const pages = await watermarkedPages(draft);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.every(Boolean)).toBe(true);
    expect((await watermarkedPages(rendered.get('invoice-60-lines')!)).some(Boolean)).toBe(false);
  });

  it('gives the franchise’s legal basis for a seller without VAT', async () => {
    const seller = {
      ...SAMPLE_SELLER,
      legalEntity: { ...SAMPLE_SELLER.legalEntity, regimeTva: 'SANS_TVA' as const },
    };
    // The treatment is chosen at save from the seller's regime (invoice-build.ts).
    const invoice = sampleInvoice(
      [{ nom: 'Remorquage', quantity: 1, montantHT: 100, taux: null }],
      {},
      {
        vatTreatment: 'FRANCHISE',
      },
    );
    const text = pdftotext(await renderInvoicePdf({ invoice, seller }), '-layout').replace(/ +/g, ' ');
    expect(text).toContain('TVA non applicable, art. 293 B du CGI');
  });
});

describe('Factur-X or draft', () => {
  it('embeds factur-x.xml and UTF-8 XMP in an issued invoice', async () => {
    const pdf = await PDFDocument.load(rendered.get('invoice')!, { updateMetadata: false });
    expect(pdf.catalog.get(PDFName.of('AF'))).toBeDefined();
    expect(pdf.catalog.get(PDFName.of('Metadata'))).toBeDefined();
    expect(
      execFileSync('pdfdetach', ['-list', writeTemp(rendered.get('invoice')!)], { encoding: 'utf8' }),
    ).toContain('factur-x.xml');
    expect(pdftotext(rendered.get('invoice')!, '-bbox')).toContain(
      '<meta name="Author" content="Dépannage Martin &amp; Fils"/>',
    );
  });

  it('prints « BROUILLON » on a draft, with no number, no Factur-X file and no PDF/A claim', async () => {
    const bytes = rendered.get('draft')!;
    const text = textOf('draft');
    expect(await watermarkedPages(bytes)).toEqual([true]);
    expect(text).toContain('Brouillon de facture');
    expect(text).not.toMatch(/FC-\d/);
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    for (const key of ['AF', 'Metadata', 'OutputIntents', 'Names'])
      expect(pdf.catalog.get(PDFName.of(key)), key).toBeUndefined();
    expect(Buffer.from(bytes).includes('pdfaid')).toBe(false);
  });
});

/** Per page: whether it carries the diagonal « BROUILLON » (the only text drawn at 110 pt). */
async function watermarkedPages(bytes: Uint8Array): Promise<boolean[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const text = streams
      .map((stream) => Buffer.from(decodePDFRawStream(stream as PDFRawStream).decode()).toString('latin1'))
      .join('\n');
    return / 110 Tf/.test(text);
  });
}

function writeTemp(bytes: Uint8Array) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return file;
}
