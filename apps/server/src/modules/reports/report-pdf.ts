import { embedPng } from '../../lib/pdf-images.ts';
import { MARGIN, MUTED, startLetterheadPdf } from '../../lib/pdf-page-writer.ts';
import { drawPhotoGrid } from '../../lib/pdf-photo-grid.ts';
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

const SIGNATURE = { width: 240, height: 100 };

/** An A4 intervention report, in French, its pages numbered 'Page n/N'. */
export async function buildReportPdf(data: ReportPdfData): Promise<Uint8Array> {
  const { pdf, w } = await startLetterheadPdf({
    title: "Rapport d'intervention",
    reference: data.orderNo,
    subtitle: `Dossier ${data.orderNo}${data.externalNumber ? ` · N° assisteur ${data.externalNumber}` : ''}`,
    account: data.account,
    at: data.generatedAt,
  });

  w.heading('Dossier');
  w.row('Créé le', formatParisDateTime(data.createdAt));
  w.row('État', data.folderState);
  w.row("Nature d'intervention", data.nature ?? 'Non précisée');
  w.row('Mission', data.missionOrderNo ?? '—');
  w.row('Intervenant', data.agent ?? '—');
  w.row('Véhicule de dépannage', data.truck ?? '—');

  w.heading('Client');
  for (const line of data.customer.length ? data.customer : ['—']) w.paragraph(line);

  w.heading('Véhicule à dépanner');
  for (const [label, value] of data.vehicle) w.row(label, value);

  w.heading('Déroulement');
  if (data.steps.length === 0) w.paragraph('Aucune étape renseignée.', { color: MUTED });
  let section = '';
  for (const step of data.steps) {
    if (step.section !== section) {
      section = step.section;
      w.y -= 4;
      w.paragraph(section, { bold: true, size: 10 });
    }
    w.row(step.label, [step.date, step.place].filter(Boolean).join(' — ') || 'Non renseigné');
  }
  for (const [label, value] of data.km) w.row(label, value);
  if (data.motif) w.row('Motif du déplacement pour rien', data.motif);

  if (data.photos.length > 0) {
    w.heading(`Photos (${data.photos.length})`);
    await drawPhotoGrid(
      pdf,
      w,
      data.photos.map((photo) => ({ jpeg: photo.jpeg, caption: photo.filename })),
    );
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
      const image = await embedPng(pdf, signature.png);
      const scale = Math.min(SIGNATURE.width / image.width, SIGNATURE.height / image.height);
      w.page.drawImage(image, {
        x: MARGIN,
        y: w.y - 6 - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    } catch {
      w.paragraph('Signature illisible', { color: MUTED });
    }
    w.y -= SIGNATURE.height + 12;
  }

  w.drawDocumentFooters(`Rapport généré le ${formatParisDateTime(data.generatedAt)} par Plateau`);
  return pdf.save();
}
