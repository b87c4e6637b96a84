import type { PDFDocument } from 'pdf-lib';
import { embedPng } from '../../lib/pdf-images.ts';
import { MARGIN, MUTED, type PdfPageWriter } from '../../lib/pdf-page-writer.ts';

/** The room a signature takes on the yard's documents (the pads draw 3:1 or so). */
const SIGNATURE = { width: 220, height: 90 };
/** The room PdfPageWriter.heading keeps for itself. */
const HEADING_HEIGHT = 40;

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
  // The heading goes with its signature: never alone at the foot of a page.
  w.ensure(HEADING_HEIGHT + SIGNATURE.height + 12);
  w.heading(label);
  try {
    const image = await embedPng(pdf, Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(SIGNATURE.width / image.width, SIGNATURE.height / image.height);
    const size = { width: image.width * scale, height: image.height * scale };
    w.page.drawImage(image, { x: MARGIN, y: w.y - 6 - size.height, ...size });
  } catch {
    w.paragraph('Signature illisible', { color: MUTED });
  }
  w.y -= SIGNATURE.height + 12;
}
