import type { PDFDocument } from 'pdf-lib';
import { MARGIN, MUTED, type PdfPageWriter } from '../../lib/pdf-page-writer.ts';

/** The room a signature takes on the yard's documents (the pads draw 3:1 or so). */
const SIGNATURE = { width: 220, height: 90 };

/**
 * A signature under its heading, scaled into its box: the pads send a PNG data URL. One that cannot be read
 * says so rather than breaking the whole document (the slip must still print for the vehicle to leave).
 */
export async function drawSignatureDataUrl(
  pdf: PDFDocument,
  w: PdfPageWriter,
  label: string,
  dataUrl: string,
) {
  w.heading(label);
  w.ensure(SIGNATURE.height + 12);
  try {
    const image = await pdf.embedPng(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(SIGNATURE.width / image.width, SIGNATURE.height / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    w.page.drawImage(image, { x: MARGIN, y: w.y - 6 - size.height, ...size });
  } catch {
    w.paragraph('Signature illisible', { color: MUTED });
  }
  w.y -= SIGNATURE.height + 12;
}
