import type { PDFDocument, PDFPage } from 'pdf-lib';
import { color, rotation } from '../../lib/pdf-library.ts';
import { A4, INK, MARGIN, MUTED, type PdfFonts, PdfPageWriter, RULE } from '../../lib/pdf-page-writer.ts';
import { invoiceText } from './invoice-text.ts';

export { A4, INK, MARGIN, MUTED };
export const RIGHT = A4[0] - MARGIN;
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
export class PageWriter extends PdfPageWriter {
  constructor(
    pdf: PDFDocument,
    fonts: PdfFonts,
    private readonly options: {
      header: (w: PageWriter, pageIndex: number) => void;
      footer: (w: PageWriter, page: PDFPage, pageNumber: number, pageCount: number) => void;
      watermark?: string;
    },
  ) {
    super(pdf, fonts, { bottom: FOOTER_TOP });
  }

  /** Each page opens with the watermark of a draft and the header. */
  override newPage() {
    super.newPage();
    if (this.options.watermark) this.drawWatermark(this.options.watermark);
    this.options.header(this, this.pages.length - 1);
  }

  finish() {
    this.drawFooters((page, n, count) => this.options.footer(this, page, n, count));
  }

  font(bold?: boolean) {
    return bold ? this.fonts.bold : this.fonts.regular;
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
  paragraphBlock(text: string, x: number, width: number, style: TextStyle = {}, leading = 11): Block {
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
    const width = this.fonts.bold.widthOfTextAtSize(word, size);
    const angle = Math.atan2(A4[1], A4[0]);
    // Centred on the page along its diagonal.
    const x = A4[0] / 2 - (Math.cos(angle) * width) / 2 + Math.sin(angle) * size * 0.35;
    const y = A4[1] / 2 - (Math.sin(angle) * width) / 2 - Math.cos(angle) * size * 0.35;
    this.page.drawText(word, {
      x,
      y,
      size,
      font: this.fonts.bold,
      color: WATERMARK,
      rotate: rotation((angle * 180) / Math.PI),
    });
  }
}
