import { rgb } from 'pdf-lib';
import {
  conditionStageLabels,
  DamageView,
  damageViewLabels,
  generalStateLabels,
  photoSlotLabels,
  type DamageMark,
  type PhotoSlot,
} from '@plateau/contracts';
import { embedPng } from '../../lib/pdf-images.ts';
import { MARGIN, MUTED, RULE, startLetterheadPdf } from '../../lib/pdf-page-writer.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { drawMarkList, drawThumbnail, RED, thumbnailImages } from './condition-pdf-marks.ts';
import type { ConditionReportRow } from './vehicle-condition.repository.ts';

/** What the PV's PDF shows: the folder, and each stage's PV with its slots' and marks' photos as thumbnails. */
export interface ConditionPdfData {
  account: { name: string; address: string[] };
  orderNo: string;
  stages: Array<{
    report: ConditionReportRow;
    newMarkIds: string[];
    photos: Array<{ slot: PhotoSlot; documentId: number }>;
  }>;
  /** The thumbnails of the slots' and the marks' photos, by document id. */
  thumbnails: ReadonlyMap<number, Uint8Array | null>;
  generatedAt: Date;
}

const VIEW_BOX = { width: 92, height: 70, gap: 8 };
const THUMB = { width: 118, height: 88, gap: 8 };
const SIGNATURE = { width: 200, height: 80 };
const ORANGE = rgb(0.9, 0.45, 0.05);

const fuel = (eighths: number | null) => (eighths == null ? '—' : `${eighths}/8`);
const place = (r: ConditionReportRow) =>
  r.latitude != null && r.longitude != null
    ? `${r.latitude.toFixed(5)}, ${r.longitude.toFixed(5)}`
    : 'Non relevée';

/** An A4 procès-verbal de prise en charge (and of delivery when there is one), in French. */
export async function buildConditionPdf(data: ConditionPdfData): Promise<Uint8Array> {
  const { pdf, fonts, w } = await startLetterheadPdf({
    title: 'Procès-verbal du véhicule',
    reference: data.orderNo,
    subtitle: `Dossier ${data.orderNo}`,
    account: data.account,
    at: data.generatedAt,
  });
  const imageOf = thumbnailImages(pdf, data.thumbnails);
  for (const { report, newMarkIds, photos } of data.stages) {
    const d = report.details;
    w.heading(conditionStageLabels[report.stage]);
    w.row('Date et heure', formatParisDateTime(report.signedAt));
    w.row('Position', place(report));
    w.row('Immatriculation', d.plate ?? '—');
    w.row('VIN', d.vin ?? '—');
    w.row('Kilométrage', d.mileage == null ? '—' : `${d.mileage.toLocaleString('fr-FR')} km`);
    w.row('Carburant', fuel(d.fuelLevel));
    w.row('État général', generalStateLabels[report.diagram.generalState]);
    w.row('Objets laissés', d.objectsLeft ?? '—');
    w.row('Clés', d.keys ?? '—');
    w.row('Remarques du client', d.customerRemarks ?? '—');
    if (report.photosSkippedReason) w.row('Photos manquantes', report.photosSkippedReason);

    // The diagram: one small box per view, each mark a numbered dot at its per-mille position.
    w.ensure(VIEW_BOX.height + 24);
    const top = w.y - 4;
    DamageView.forEach((view, column) => {
      const x = MARGIN + column * (VIEW_BOX.width + VIEW_BOX.gap);
      const y = top - VIEW_BOX.height;
      w.page.drawRectangle({
        x,
        y,
        width: VIEW_BOX.width,
        height: VIEW_BOX.height,
        borderColor: RULE,
        borderWidth: 1,
      });
      w.page.drawText(damageViewLabels[view], {
        x: x + 2,
        y: y - 10,
        size: 7,
        font: fonts.regular,
        color: MUTED,
      });
      report.diagram.marks.forEach((mark: DamageMark, index) => {
        if (mark.view !== view) return;
        const cx = x + (mark.x / 1000) * VIEW_BOX.width;
        const cy = y + VIEW_BOX.height - (mark.y / 1000) * VIEW_BOX.height;
        w.page.drawCircle({ x: cx, y: cy, size: 6, color: newMarkIds.includes(mark.id) ? RED : ORANGE });
        const label = String(index + 1);
        const width = fonts.bold.widthOfTextAtSize(label, 7);
        w.page.drawText(label, {
          x: cx - width / 2,
          y: cy - 2.5,
          size: 7,
          font: fonts.bold,
          color: rgb(1, 1, 1),
        });
      });
    });
    w.y = top - VIEW_BOX.height - 18;
    await drawMarkList(w, report.diagram.marks, newMarkIds, imageOf);

    const slotPhotos = photos.filter((p) => data.thumbnails.get(p.documentId));
    if (slotPhotos.length > 0) {
      w.y -= 6;
      const perRow = Math.floor((w.contentWidth + THUMB.gap) / (THUMB.width + THUMB.gap));
      for (let i = 0; i < slotPhotos.length; i += perRow) {
        w.ensure(THUMB.height + 22);
        const rowTop = w.y;
        for (const [column, photo] of slotPhotos.slice(i, i + perRow).entries()) {
          const x = MARGIN + column * (THUMB.width + THUMB.gap);
          await drawThumbnail(w.page, imageOf(photo.documentId), { x, top: rowTop, ...THUMB });
          w.page.drawText(photoSlotLabels[photo.slot], {
            x,
            y: rowTop - THUMB.height - 10,
            size: 7,
            font: fonts.regular,
            color: MUTED,
          });
        }
        w.y = rowTop - THUMB.height - 20;
      }
    }

    if (d.customerAbsent) w.row('Signature', 'Client absent');
    else {
      w.row('Signé par', `${d.signerName ?? '—'}, le ${formatParisDateTime(report.signedAt)}`);
      w.ensure(SIGNATURE.height + 8);
      if (report.signaturePng) {
        try {
          const image = await embedPng(pdf, report.signaturePng);
          const scale = Math.min(SIGNATURE.width / image.width, SIGNATURE.height / image.height);
          w.page.drawImage(image, {
            x: MARGIN,
            y: w.y - image.height * scale,
            width: image.width * scale,
            height: image.height * scale,
          });
        } catch {
          w.paragraph('Signature illisible', { color: MUTED });
        }
      }
      w.y -= SIGNATURE.height + 8;
    }
  }
  w.drawDocumentFooters(`Procès-verbal généré le ${formatParisDateTime(data.generatedAt)} par Plateau`);
  return pdf.save();
}
