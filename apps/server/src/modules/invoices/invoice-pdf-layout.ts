import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import { color, rotation } from '../../lib/pdf-library.ts';
import { invoiceText } from './invoice-text.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 48;
export const RIGHT = A4[0] - MARGIN;
export const INK = color(0.13, 0.15, 0.19);
export const MUTED = color(0.42, 0.45, 0.5);
const RULE = color(0.85, 0.87, 0.9);
const WATERMARK = color(0.88, 0.89, 0.91);
/** The footer's band: the seller's legal line and « Page n / N ». */
export const FOOTER_TOP = MARGIN + 22;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  right?: boolean;
  color?: typeof INK;
}

/** Something drawn at the writer's position that takes `height` points downwards. */
export interface Block {
  height: number;
  draw: () => void;
}

/**
 * Writes an A4 document top to bottom: a new page when the next block does not fit above the
 * footer, each page opened by `header` (which repeats the seller, the number and the column
 * headings) and closed at the end by `footer` once the page count is known.
 */
export class PageWriter {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    private readonly options: {
      header: (w: PageWriter, pageIndex: number) => void;
      footer: (w: PageWriter, page: PDFPage, pageNumber: number, pageCount: number) => void;
      watermark?: string;
    },
  ) {}

  newPage() {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
    if (this.options.watermark) this.drawWatermark(this.options.watermark);
    this.options.header(this, this.pages.length - 1);
  }

  /** Room left above the footer on this page. */
  get room() {
    return this.y - FOOTER_TOP;
  }

  /** A new page unless `height` points fit above the footer. */
  ensure(height: number) {
    if (height > this.room) this.newPage();
  }

  finish() {
    this.pages.forEach((page, i) => this.options.footer(this, page, i + 1, this.pages.length));
  }

  font(bold?: boolean) {
    return bold ? this.bold : this.regular;
  }

  width(text: string, style: TextStyle = {}) {
    return this.font(style.bold).widthOfTextAtSize(invoiceText(text), style.size ?? 9);
  }

  text(text: string, x: number, style: TextStyle = {}, page = this.page, y = this.y) {
    const font = this.font(style.bold);
    const size = style.size ?? 9;
    const shown = invoiceText(text);
    const at = style.right ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: at, y, size, font, color: style.color ?? INK });
  }

  rule(page = this.page, y = this.y) {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: RIGHT, y }, thickness: 0.5, color: RULE });
  }

  /** The text cut into lines no wider than `width`; a word longer than a line is cut too. */
  wrap(text: string, width: number, style: TextStyle = {}): string[] {
    const font = this.font(style.bold);
    const size = style.size ?? 9;
    const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
    const lines: string[] = [];
    let current = '';
    for (const word of invoiceText(text).split(/ +/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (fits(candidate)) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = word;
      while (!fits(current)) {
        let cut = current.length - 1;
        while (cut > 1 && !fits(current.slice(0, cut))) cut--;
        lines.push(current.slice(0, cut));
        current = current.slice(cut);
      }
    }
    if (current || lines.length === 0) lines.push(current);
    return lines;
  }

  /** A wrapped paragraph as a block: `leading` points per line. */
  paragraph(text: string, x: number, width: number, style: TextStyle = {}, leading = 11): Block {
    const lines = this.wrap(text, width, style);
    return {
      height: lines.length * leading,
      draw: () => {
        for (const line of lines) {
          this.text(line, x, style);
          this.y -= leading;
        }
      },
    };
  }

  private drawWatermark(word: string) {
    const size = 110;
    const width = this.bold.widthOfTextAtSize(word, size);
    const angle = Math.atan2(A4[1], A4[0]);
    // Centred on the page along its diagonal.
    const x = A4[0] / 2 - (Math.cos(angle) * width) / 2 + Math.sin(angle) * size * 0.35;
    const y = A4[1] / 2 - (Math.sin(angle) * width) / 2 - Math.cos(angle) * size * 0.35;
    this.page.drawText(word, {
      x,
      y,
      size,
      font: this.bold,
      color: WATERMARK,
      rotate: rotation((angle * 180) / Math.PI),
    });
  }
}
