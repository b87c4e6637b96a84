import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { color, loadPdfLib } from './pdf-library.ts';
import { embedInvoiceFonts } from './pdf-fonts.ts';

/**
 * The one page writer behind every PDF the server writes (intervention report, job sheet, invoice,
 * personal-data export): A4 pages, the cursor `y` going down, a new page when a block does not fit,
 * headings, label/value rows, wrapped text and the page footers once the page count is known.
 */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const INK = color(0.13, 0.15, 0.19);
export const MUTED = color(0.42, 0.45, 0.5);
export const RULE = color(0.85, 0.87, 0.9);
export const ACCENT = color(0.12, 0.38, 0.57);

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/**
 * A new PDF with its metadata and fonts: the standard Helvetica pair (WinAnsi, enough for reports)
 * or the embedded DejaVu pair (PDF/A wants every font embedded; more characters).
 */
export async function openPdf(meta: {
  title: string;
  author?: string;
  producer?: string;
  at?: Date;
  fonts: 'helvetica' | 'dejavu';
}): Promise<{ pdf: PDFDocument; fonts: PdfFonts }> {
  const { PDFDocument, StandardFonts } = await loadPdfLib();
  const pdf = await PDFDocument.create();
  pdf.setTitle(meta.title);
  if (meta.author !== undefined) pdf.setAuthor(meta.author);
  if (meta.producer !== undefined) pdf.setProducer(meta.producer);
  if (meta.at) {
    pdf.setCreator('Plateau');
    pdf.setCreationDate(meta.at);
    pdf.setModificationDate(meta.at);
  }
  const fonts =
    meta.fonts === 'dejavu'
      ? await embedInvoiceFonts(pdf)
      : {
          regular: await pdf.embedFont(StandardFonts.Helvetica),
          bold: await pdf.embedFont(StandardFonts.HelveticaBold),
        };
  return { pdf, fonts };
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

/** Cuts a text into lines no wider than `width`; a single word wider than the line is cut by characters. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
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

export interface PageLayout {
  /** Left, right and top margin. */
  margin?: number;
  /** Nothing is written below this height: the footer's band. */
  bottom?: number;
}

/** Writes down the pages, opening a new one when the next block does not fit. */
export class PdfPageWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  readonly margin: number;
  readonly bottom: number;
  constructor(
    protected readonly pdf: PDFDocument,
    readonly fonts: PdfFonts,
    layout: PageLayout = {},
  ) {
    this.margin = layout.margin ?? MARGIN;
    this.bottom = layout.bottom ?? this.margin + 20;
  }

  /** The width between the margins. */
  get contentWidth() {
    return A4[0] - 2 * this.margin;
  }

  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - this.margin;
  }

  /** Room left above the footer on this page. */
  get room() {
    return this.y - this.bottom;
  }

  /** A new page unless `height` points fit above the footer. */
  ensure(height: number) {
    if (height > this.room) this.newPage();
  }

  /** Each page's footer, once the page count is known. */
  drawFooters(draw: (page: PDFPage, pageNumber: number, pageCount: number) => void) {
    this.pages.forEach((page, i) => draw(page, i + 1, this.pages.length));
  }

  /** A paragraph from the left margin (or `x`), wrapped, each line on the page where it fits. */
  paragraph(
    text: string,
    options: { size?: number; bold?: boolean; color?: typeof INK; x?: number; width?: number } = {},
  ) {
    const size = options.size ?? 10;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? this.margin;
    for (const line of wrapText(font, size, text, options.width ?? this.contentWidth - (x - this.margin))) {
      this.ensure(size + 4);
      this.y -= size + 4;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? INK });
    }
  }

  /** A section's title in the accent colour, underlined by a thin rule. */
  heading(text: string) {
    this.ensure(40);
    this.y -= 14;
    this.paragraph(text, { size: 12, bold: true, color: ACCENT });
    this.y -= 4;
    this.page.drawLine({
      start: { x: this.margin, y: this.y },
      end: { x: A4[0] - this.margin, y: this.y },
      thickness: 0.7,
      color: RULE,
    });
    this.y -= 4;
  }

  /** Label on the left, value on the right, as a two-column table row. */
  row(label: string, value: string) {
    const labelWidth = 170;
    const valueLines = wrapText(this.fonts.regular, 10, value || '—', this.contentWidth - labelWidth);
    this.ensure(valueLines.length * 14 + 2);
    this.page.drawText(printable(this.fonts.bold, label), {
      x: this.margin,
      y: this.y - 14,
      size: 10,
      font: this.fonts.bold,
      color: MUTED,
    });
    for (const line of valueLines) {
      this.y -= 14;
      this.page.drawText(line, {
        x: this.margin + labelWidth,
        y: this.y,
        size: 10,
        font: this.fonts.regular,
        color: INK,
      });
    }
    this.y -= 2;
  }

  /** The reports' footer: what the document is and when it was made, left; « Page n/N », right. */
  drawDocumentFooters(footer: string) {
    const { regular } = this.fonts;
    this.drawFooters((page, n, count) => {
      const numbering = `Page ${n}/${count}`;
      const style = { y: this.margin - 20, size: 8, font: regular, color: MUTED };
      page.drawText(printable(regular, footer), { ...style, x: this.margin });
      page.drawText(numbering, {
        ...style,
        x: A4[0] - this.margin - regular.widthOfTextAtSize(numbering, 8),
      });
    });
  }
}

/**
 * A folder's printed document (report, job sheet): Helvetica, then the letterhead (the account's
 * name and address), the document's title and the line that names the folder.
 */
export async function startLetterheadPdf(head: {
  title: string;
  reference: string;
  subtitle: string;
  account: { name: string; address: string[] };
  at: Date;
}) {
  const { pdf, fonts } = await openPdf({
    title: `${head.title} ${head.reference}`,
    author: head.account.name,
    at: head.at,
    fonts: 'helvetica',
  });
  const w = new PdfPageWriter(pdf, fonts);
  w.newPage();
  w.paragraph(head.account.name, { size: 14, bold: true });
  for (const line of head.account.address) w.paragraph(line, { size: 9, color: MUTED });
  w.y -= 12;
  w.paragraph(head.title, { size: 20, bold: true, color: ACCENT });
  w.paragraph(head.subtitle, { size: 11 });
  return { pdf, fonts, w };
}
