import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { color, loadPdfLib } from '../../lib/pdf-library.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';

/** What the technician's report shows; built by report-pdf-data.ts from the folder. */
export interface ReportPdfData {
  account: { name: string; address: string[] };
  orderNo: string;
  externalNumber: string | null;
  folderState: string;
  nature: string | null;
  createdAt: Date;
  missionOrderNo: string | null;
  agent: string | null;
  truck: string | null;
  customer: string[];
  vehicle: Array<[string, string]>;
  /** Each report step: its label, when, where. */
  steps: Array<{ section: string; label: string; date: string | null; place: string | null }>;
  km: Array<[string, string]>;
  motif: string | null;
  photos: Array<{ filename: string; jpeg: Uint8Array }>;
  /** The reports the driver had signed on the spot (driver app, issue 21). */
  signatures?: Array<{
    signerName: string;
    signedAt: Date;
    km: number | null;
    remarks: string | null;
    /** Null when the stored image is beyond a signature's bounds (never decoded: drawn as unreadable). */
    png: Uint8Array | null;
  }>;
  generatedAt: Date;
}

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const INK = color(0.13, 0.15, 0.19);
export const MUTED = color(0.42, 0.45, 0.5);
export const RULE = color(0.85, 0.87, 0.9);
export const ACCENT = color(0.12, 0.38, 0.57);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * The standard fonts are WinAnsi: French accents, '’', '€', '«»' are in it, but not every
 * character a user may type. Anything else becomes '?', so no text can make the PDF fail.
 */
export function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, ' ')]
    .map((c) => (supported.has(c.codePointAt(0)!) ? c : '?'))
    .join('');
}

/** Cuts a text into lines no wider than `width`. */
function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(font, text).split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  // A single word wider than the line is cut by characters.
  return lines.flatMap((l) => {
    if (font.widthOfTextAtSize(l, size) <= width) return [l];
    const parts: string[] = [];
    let part = '';
    for (const c of l) {
      if (font.widthOfTextAtSize(part + c, size) > width) {
        parts.push(part);
        part = c;
      } else part += c;
    }
    return part ? [...parts, part] : parts;
  });
}

/** Writes down the page, opening a new one when the next block does not fit. */
export class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }
  get width() {
    return A4[0] - 2 * MARGIN;
  }
  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }
  ensure(height: number) {
    if (this.y - height < MARGIN + 20) this.newPage();
  }
  text(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; width?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? MARGIN;
    for (const line of wrap(font, size, text, options.width ?? this.width - (x - MARGIN))) {
      this.ensure(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
  }
  heading(text: string) {
    this.ensure(40);
    this.y -= 14;
    this.text(text, { size: 12, bold: true, color: ACCENT });
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
    this.y -= 4;
  }
  /** Label on the left, value on the right, as a two-column table row. */
  row(label: string, value: string) {
    const labelWidth = 170;
    const top = this.y;
    const valueLines = wrap(this.fonts.regular, 10, value || '—', this.width - labelWidth);
    this.ensure(valueLines.length * 14 + 2);
    const startY = this.y === top ? top : this.y;
    this.page.drawText(printable(this.fonts.bold, label), {
      x: MARGIN,
      y: startY - 14,
      size: 10,
      font: this.fonts.bold,
      color: MUTED,
    });
    this.y = startY;
    for (const line of valueLines) {
      this.y -= 14;
      this.page.drawText(line, {
        x: MARGIN + labelWidth,
        y: this.y,
        size: 10,
        font: this.fonts.regular,
        color: INK,
      });
    }
    this.y -= 2;
  }
}

const THUMB = { width: 155, height: 116, gap: 12 };
const SIGNATURE = { width: 240, height: 100 };

/** An A4 intervention report, in French, its pages numbered 'Page n/N'. */
export async function buildReportPdf(data: ReportPdfData): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Rapport d'intervention ${data.orderNo}`);
  pdf.setAuthor(data.account.name);
  pdf.setCreator('Plateau');
  pdf.setCreationDate(data.generatedAt);
  pdf.setModificationDate(data.generatedAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(pdf, fonts);

  w.text(data.account.name, { size: 14, bold: true });
  for (const line of data.account.address) w.text(line, { size: 9, color: MUTED });
  w.y -= 12;
  w.text("Rapport d'intervention", { size: 20, bold: true, color: ACCENT });
  w.text(`Dossier ${data.orderNo}${data.externalNumber ? ` · N° assisteur ${data.externalNumber}` : ''}`, {
    size: 11,
  });

  w.heading('Dossier');
  w.row('Créé le', formatParisDateTime(data.createdAt));
  w.row('État', data.folderState);
  w.row("Nature d'intervention", data.nature ?? 'Non précisée');
  w.row('Mission', data.missionOrderNo ?? '—');
  w.row('Intervenant', data.agent ?? '—');
  w.row('Véhicule de dépannage', data.truck ?? '—');

  w.heading('Client');
  for (const line of data.customer.length ? data.customer : ['—']) w.text(line);

  w.heading('Véhicule à dépanner');
  for (const [label, value] of data.vehicle) w.row(label, value);

  w.heading('Déroulement');
  if (data.steps.length === 0) w.text('Aucune étape renseignée.', { color: MUTED });
  let section = '';
  for (const step of data.steps) {
    if (step.section !== section) {
      section = step.section;
      w.y -= 4;
      w.text(section, { bold: true, size: 10 });
    }
    w.row(step.label, [step.date, step.place].filter(Boolean).join(' — ') || 'Non renseigné');
  }
  for (const [label, value] of data.km) w.row(label, value);
  if (data.motif) w.row('Motif du déplacement pour rien', data.motif);

  if (data.photos.length > 0) {
    w.heading(`Photos (${data.photos.length})`);
    const perRow = Math.floor((w.width + THUMB.gap) / (THUMB.width + THUMB.gap));
    for (let i = 0; i < data.photos.length; i += perRow) {
      w.ensure(THUMB.height + 26);
      const top = w.y;
      for (const [column, photo] of data.photos.slice(i, i + perRow).entries()) {
        const x = MARGIN + column * (THUMB.width + THUMB.gap);
        try {
          const image = await pdf.embedJpg(photo.jpeg);
          const scale = Math.min(THUMB.width / image.width, THUMB.height / image.height);
          w.page.drawImage(image, {
            x,
            y: top - 6 - image.height * scale,
            width: image.width * scale,
            height: image.height * scale,
          });
        } catch {
          w.page.drawRectangle({
            x,
            y: top - 6 - THUMB.height,
            width: THUMB.width,
            height: THUMB.height,
            borderColor: RULE,
            borderWidth: 1,
          });
        }
        const name = wrap(fonts.regular, 8, photo.filename, THUMB.width)[0] ?? '';
        w.page.drawText(name, { x, y: top - THUMB.height - 18, size: 8, font: fonts.regular, color: MUTED });
      }
      w.y = top - THUMB.height - 26;
    }
  }

  for (const signature of data.signatures ?? []) {
    w.heading('Rapport du chauffeur, signé sur place');
    if (signature.km != null) w.row('Kilomètres', `${signature.km.toLocaleString('fr-FR')} km`);
    if (signature.remarks) w.row('Remarques', signature.remarks);
    const erased = signature.png?.length === 0; // an erased signer (RGPD): no name, no image (issue 28 §6)
    const signer = erased ? 'signataire effacé (données personnelles)' : signature.signerName;
    w.row('Signé par', `${signer}, le ${formatParisDateTime(signature.signedAt)}`);
    if (erased) continue;
    w.ensure(SIGNATURE.height + 12);
    try {
      if (!signature.png) throw new Error('signature beyond its bounds');
      const image = await pdf.embedPng(signature.png);
      const scale = Math.min(SIGNATURE.width / image.width, SIGNATURE.height / image.height);
      w.page.drawImage(image, {
        x: MARGIN,
        y: w.y - 6 - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    } catch {
      w.text('Signature illisible', { color: MUTED });
    }
    w.y -= SIGNATURE.height + 12;
  }

  drawPageFooters(w, fonts, `Rapport généré le ${formatParisDateTime(data.generatedAt)} par Plateau`);
  return pdf.save();
}

/** Each page's footer: what the document is and when it was made, left; « Page n/N », right. */
export function drawPageFooters(w: { pages: PDFPage[] }, fonts: { regular: PDFFont }, footer: string) {
  w.pages.forEach((page, index) => {
    const numbering = `Page ${index + 1}/${w.pages.length}`;
    page.drawText(printable(fonts.regular, footer), {
      x: MARGIN,
      y: MARGIN - 20,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    page.drawText(numbering, {
      x: A4[0] - MARGIN - fonts.regular.widthOfTextAtSize(numbering, 8),
      y: MARGIN - 20,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
  });
}
