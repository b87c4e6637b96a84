import type { PDFDocument } from 'pdf-lib';
import { embedJpeg } from './pdf-images.ts';
import { MUTED, RULE, wrapText, type PdfPageWriter } from './pdf-page-writer.ts';

/** A thumbnail's box on the page: three to a row between the margins of an A4. */
export const PHOTO_THUMB = { width: 155, height: 116, gap: 12 };

/**
 * JPEG thumbnails in rows under the cursor, each scaled into its box with its caption below; a row that does not
 * fit goes to the next page. One that cannot be embedded is an empty frame: the document still prints.
 */
export async function drawPhotoGrid(
  pdf: PDFDocument,
  w: PdfPageWriter,
  photos: ReadonlyArray<{ jpeg: Uint8Array; caption: string }>,
) {
  const perRow = Math.floor((w.contentWidth + PHOTO_THUMB.gap) / (PHOTO_THUMB.width + PHOTO_THUMB.gap));
  for (let i = 0; i < photos.length; i += perRow) {
    w.ensure(PHOTO_THUMB.height + 26);
    const top = w.y;
    for (const [column, photo] of photos.slice(i, i + perRow).entries()) {
      const x = w.margin + column * (PHOTO_THUMB.width + PHOTO_THUMB.gap);
      try {
        const image = await embedJpeg(pdf, photo.jpeg);
        const scale = Math.min(PHOTO_THUMB.width / image.width, PHOTO_THUMB.height / image.height);
        const size = { width: image.width * scale, height: image.height * scale };
        w.page.drawImage(image, { x, y: top - 6 - size.height, ...size });
      } catch {
        const size = { width: PHOTO_THUMB.width, height: PHOTO_THUMB.height };
        w.page.drawRectangle({ x, y: top - 6 - size.height, ...size, borderColor: RULE, borderWidth: 1 });
      }
      const caption = wrapText(w.fonts.regular, 8, photo.caption, PHOTO_THUMB.width)[0] ?? '';
      w.page.drawText(caption, {
        x,
        y: top - PHOTO_THUMB.height - 18,
        size: 8,
        font: w.fonts.regular,
        color: MUTED,
      });
    }
    w.y = top - PHOTO_THUMB.height - 26;
  }
}
