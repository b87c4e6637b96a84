import { rgb, type PDFDocument, type PDFImage, type PDFPage } from 'pdf-lib';
import { describeDamageMark, type DamageMark } from '@plateau/contracts';
import { embedJpeg } from '../../lib/pdf-images.ts';
import { MARGIN, MUTED, RULE, type PdfPageWriter } from '../../lib/pdf-page-writer.ts';

export const RED = rgb(0.75, 0.1, 0.1);
const MARK_THUMB = { width: 64, height: 48, gap: 8 };

/** A JPEG thumbnail fitted in its box from the box's top, or an empty frame when it cannot be read. */
export async function drawThumbnail(
  page: PDFPage,
  image: Promise<PDFImage> | null,
  box: { x: number; top: number; width: number; height: number },
): Promise<void> {
  try {
    if (!image) throw new Error('no thumbnail');
    const embedded = await image;
    const scale = Math.min(box.width / embedded.width, box.height / embedded.height);
    page.drawImage(embedded, {
      x: box.x,
      y: box.top - embedded.height * scale,
      width: embedded.width * scale,
      height: embedded.height * scale,
    });
  } catch {
    page.drawRectangle({
      x: box.x,
      y: box.top - box.height,
      width: box.width,
      height: box.height,
      borderColor: RULE,
      borderWidth: 1,
    });
  }
}

/**
 * Each document's thumbnail embedded once, however often it is drawn (a delivery mark carried over
 * from pickup shows the pickup's photo).
 */
export function thumbnailImages(pdf: PDFDocument, thumbnails: ReadonlyMap<number, Uint8Array | null>) {
  const embedded = new Map<number, Promise<PDFImage>>();
  return (documentId: number | null): Promise<PDFImage> | null => {
    if (documentId === null) return null;
    const jpeg = thumbnails.get(documentId);
    if (!jpeg) return null;
    if (!embedded.has(documentId)) embedded.set(documentId, embedJpeg(pdf, jpeg));
    return embedded.get(documentId)!;
  };
}

/** The numbered list of the marks, each with its photo's thumbnail on its left when it has one. */
export async function drawMarkList(
  w: PdfPageWriter,
  marks: DamageMark[],
  newMarkIds: string[],
  imageOf: (documentId: number | null) => Promise<PDFImage> | null,
): Promise<void> {
  if (marks.length === 0) w.paragraph('Aucun dommage relevé.', { color: MUTED });
  for (const [index, mark] of marks.entries()) {
    const isNew = newMarkIds.includes(mark.id);
    const text = `${index + 1}. ${describeDamageMark(mark)}${isNew ? ' (nouveau)' : ''}`;
    const style = { size: 9, ...(isNew && { color: RED }) };
    if (mark.photoId === null) {
      w.paragraph(text, style);
      continue;
    }
    w.ensure(MARK_THUMB.height + MARK_THUMB.gap);
    const top = w.y - 4;
    await drawThumbnail(w.page, imageOf(mark.photoId), { x: MARGIN, top, ...MARK_THUMB });
    w.paragraph(text, { ...style, x: MARGIN + MARK_THUMB.width + MARK_THUMB.gap });
    w.y = Math.min(w.y, top - MARK_THUMB.height) - 4;
  }
}
