import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { formatEuros, type Invoice, type Place } from '@plateau/contracts';
import { buildFacturXml, LATE_PAYMENT_NOTE, sirenOf, type Seller } from './facturx-cii.ts';
import { embedFacturX } from './facturx-embed.ts';
import { embedInvoiceFonts } from './invoice-fonts.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.13, 0.15, 0.19);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);
/** Columns of the lines table: libellé, quantité, PU HT, TVA, total HT (right edges but the first). */
const COLUMNS = [MARGIN, 360, 430, 480, A4[0] - MARGIN];

const day = (date: string) => date.split('-').reverse().join('/');
const euros = (value: number) => formatEuros(value).replace(/\u202f|\u00a0/g, ' ');
const rate = (taux: string | null) =>
  taux == null ? 'Sans TVA' : `${Number(taux).toLocaleString('fr-FR')} %`;
const addressLines = (place: Partial<Place> | null | undefined) =>
  [place?.line1, place?.line2, [place?.zipCode, place?.city].filter(Boolean).join(' ')].filter(
    (l): l is string => !!l,
  );

/** DejaVu Sans misses a few characters a user may type: those become '?'. */
const characterSets = new WeakMap<PDFFont, Set<number>>();
function printable(font: PDFFont, text: string): string {
  let supported = characterSets.get(font);
  if (!supported) characterSets.set(font, (supported = new Set(font.getCharacterSet())));
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((c) => (supported.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

class Writer {
  page: PDFPage;
  y = A4[1] - MARGIN;
  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
  }
  /** A new page when fewer than `height` points are left. */
  room(height: number) {
    if (this.y - height >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(
    text: string,
    x: number,
    opts: { size?: number; bold?: boolean; right?: boolean; color?: typeof INK } = {},
  ) {
    const font = opts.bold ? this.bold : this.regular;
    const size = opts.size ?? 9;
    const shown = printable(font, text);
    const at = opts.right ? x - font.widthOfTextAtSize(shown, size) : x;
    this.page.drawText(shown, { x: at, y: this.y, size, font, color: opts.color ?? INK });
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
  }
  block(lines: string[], x: number, first?: { bold: boolean }) {
    const top = this.y;
    lines.forEach((line, i) => {
      this.text(line, x, { bold: i === 0 && first?.bold });
      this.y -= 12;
    });
    const bottom = this.y;
    this.y = top;
    return bottom;
  }
}

/** The invoice as a Factur-X PDF: what a person reads, and the same invoice as embedded CII XML. */
export async function renderInvoicePdf(
  invoice: Invoice,
  seller: Seller,
  paymentTerms: string,
  when = new Date(),
  // A draft (issue 19 §2): « BROUILLON », no number, no Factur-X — drawn by the renderer's owner.
  _options: { draft?: boolean } = {},
) {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Facture ${invoice.code}`);
  pdf.setAuthor(seller.name);
  pdf.setProducer('Plateau');
  pdf.setCreator('Plateau');
  pdf.setCreationDate(when);
  pdf.setModificationDate(when);
  const fonts = await embedInvoiceFonts(pdf);
  const w = new Writer(pdf, fonts.regular, fonts.bold);
  const le = seller.legalEntity;
  const siren = sirenOf(le.tvaIntracommunautaire);
  const sellerLines = [
    seller.name,
    ...addressLines(le.facturationPlace ?? le.headQuarterPlace ?? seller.place),
    ...(siren ? [`SIREN ${siren}`] : []),
    ...(le.tvaIntracommunautaire ? [`TVA intracommunautaire ${le.tvaIntracommunautaire}`] : []),
  ];
  const client = invoice.client;
  const contact = [client.contactFirstname, client.contactName].filter(Boolean).join(' ');
  const buyerLines = [
    client.companyName || contact || 'Client',
    ...(client.companyName && contact ? [contact] : []),
    ...addressLines(client.place),
  ];
  const left = w.block(sellerLines, MARGIN, { bold: true });
  w.text(`Facture ${invoice.code}`, A4[0] - MARGIN, { size: 16, bold: true, right: true });
  w.y -= 22;
  w.text(`Date : ${day(invoice.date)}`, A4[0] - MARGIN, { right: true });
  w.y -= 12;
  w.text(`Échéance : ${day(invoice.dueDate)}`, A4[0] - MARGIN, { right: true });
  w.y = Math.min(left, w.y) - 24;
  w.text('Facturé à', 330, { color: MUTED });
  w.y -= 14;
  w.y = w.block(buyerLines, 330, { bold: true }) - 24;

  const headers = ['Désignation', 'Quantité', 'PU HT', 'TVA', 'Total HT'];
  headers.forEach((h, i) => w.text(h, i === 0 ? COLUMNS[0]! : COLUMNS[i]!, { bold: true, right: i > 0 }));
  w.y -= 6;
  w.rule();
  w.y -= 14;
  for (const line of invoice.articles) {
    w.room(30);
    w.text([line.code, line.nom].filter(Boolean).join(' - ').slice(0, 70), COLUMNS[0]!);
    w.text(line.quantity.toLocaleString('fr-FR'), COLUMNS[1]!, { right: true });
    w.text(euros(line.montantHT), COLUMNS[2]!, { right: true });
    w.text(rate(line.taux), COLUMNS[3]!, { right: true });
    w.text(euros(line.totalHT), COLUMNS[4]!, { right: true });
    w.y -= 14;
  }
  w.rule();
  w.y -= 18;
  w.room(40 + 14 * (invoice.vatBreakdown.length + 4));
  for (const row of invoice.vatBreakdown) {
    w.text(`TVA ${rate(row.taux)} sur ${euros(row.base)}`, 430, { right: true, color: MUTED });
    w.text(euros(row.tva), COLUMNS[4]!, { right: true });
    w.y -= 14;
  }
  for (const [label, value, bold] of [
    ['Total HT', invoice.totalHT, false],
    ['Total TVA', invoice.totalTVA, false],
    ['Total TTC', invoice.totalTTC, true],
  ] as const) {
    w.text(label, 430, { right: true, bold });
    w.text(euros(value), COLUMNS[4]!, { right: true, bold });
    w.y -= 14;
  }
  w.y -= 12;
  w.text(`Conditions de règlement : ${paymentTerms}, échéance le ${day(invoice.dueDate)}.`, MARGIN);
  w.y -= 14;
  for (const sentence of LATE_PAYMENT_NOTE.split(/(?<=\)[,.]?) /)) {
    w.room(14);
    // DejaVu Sans is wider than Helvetica was: the longest sentence shrinks to stay inside the margins.
    const width = w.regular.widthOfTextAtSize(sentence, 7.5);
    const size = Math.min(7.5, (7.5 * (A4[0] - 2 * MARGIN)) / width);
    w.text(sentence, MARGIN, { size, color: MUTED });
    w.y -= 11;
  }
  embedFacturX(pdf, buildFacturXml(invoice, seller, paymentTerms), `Facture ${invoice.code}`, when);
  return pdf.save({ useObjectStreams: false });
}
