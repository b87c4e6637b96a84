import { formatParisDateTime } from '../../lib/paris-time.ts';
import { INK, MARGIN, MUTED, startLetterheadPdf, printable, RULE } from '../../lib/pdf-page-writer.ts';

/** What the job sheet shows; built by job-sheet.service.ts from the folder and its mission. */
export interface JobSheetData {
  account: { name: string; address: string[] };
  orderNo: string;
  missionOrderNo: string | null;
  externalNumber: string | null;
  assistanceProvider: string | null;
  nature: string | null;
  createdAt: Date;
  missionDateTime: Date | null;
  agent: string | null;
  truck: string | null;
  customer: { name: string | null; phone: string | null };
  vehicle: Array<[string, string]>;
  interventionPlace: string | null;
  destinationPlace: string | null;
  missionText: string | null;
  /** The folder's price lines (issue 32), their prices left out when the customer's grid hides them. */
  prestations: Array<{ label: string; quantity: number; price: string | null }> | null;
  /** The driver's steps already reported (label, Paris time); the others are left to fill in. */
  times: Array<[string, string | null]>;
  generatedAt: Date;
}

const BOX_HEIGHT = 90;

/**
 * Issue 20 §1: the printable job sheet (« Fiche d'intervention ») the driver takes along: who,
 * what vehicle, where from and to, when, the mission's text, the times to write down and two
 * signature boxes (customer, intervenant). One A4 page in practice, numbered like the report.
 */
export async function buildJobSheetPdf(data: JobSheetData): Promise<Uint8Array> {
  const { pdf, fonts, w } = await startLetterheadPdf({
    title: "Fiche d'intervention",
    reference: data.orderNo,
    subtitle: `Dossier ${data.orderNo}${data.missionOrderNo ? ` · Mission ${data.missionOrderNo}` : ''}${
      data.externalNumber ? ` · N° assisteur ${data.externalNumber}` : ''
    }`,
    account: data.account,
    at: data.generatedAt,
  });

  w.heading('Mission');
  w.row('Date de la mission', data.missionDateTime ? formatParisDateTime(data.missionDateTime) : '—');
  w.row('Dossier créé le', formatParisDateTime(data.createdAt));
  if (data.assistanceProvider) w.row('Assisteur', data.assistanceProvider);
  w.row("Nature d'intervention", data.nature ?? 'Non précisée');
  w.row('Intervenant', data.agent ?? '—');
  w.row('Véhicule de dépannage', data.truck ?? '—');
  if (data.missionText) w.row('Consignes', data.missionText);

  w.heading('Client');
  w.row('Nom', data.customer.name ?? '—');
  w.row('Téléphone', data.customer.phone ?? '—');

  w.heading('Véhicule à dépanner');
  for (const [label, value] of data.vehicle) w.row(label, value);

  w.heading('Lieux');
  w.row("Lieu d'intervention", data.interventionPlace ?? '—');
  w.row('Destination', data.destinationPlace ?? '—');

  if (data.prestations && data.prestations.length > 0) {
    w.heading('Prestations');
    for (const line of data.prestations) w.row(line.label, line.price ?? `Quantité : ${line.quantity}`);
  }

  w.heading('Horaires');
  for (const [label, value] of data.times) w.row(label, value ?? '____ / ____ / ________   ____ h ____');
  w.row('Kilométrage total', '____________ km');

  w.heading('Signatures');
  w.ensure(BOX_HEIGHT + 30);
  const top = w.y - 6;
  const boxWidth = (w.contentWidth - 16) / 2;
  for (const [column, title] of ['Signature du client', "Signature de l'intervenant"].entries()) {
    const x = MARGIN + column * (boxWidth + 16);
    w.page.drawText(printable(fonts.bold, title), { x, y: top - 10, size: 10, font: fonts.bold, color: INK });
    w.page.drawText(printable(fonts.regular, 'Nom :                                  Date :'), {
      x,
      y: top - 24,
      size: 8,
      font: fonts.regular,
      color: MUTED,
    });
    w.page.drawRectangle({
      x,
      y: top - 30 - BOX_HEIGHT,
      width: boxWidth,
      height: BOX_HEIGHT,
      borderColor: RULE,
      borderWidth: 1,
    });
  }
  w.y = top - 30 - BOX_HEIGHT - 8;

  w.drawDocumentFooters(`Fiche éditée le ${formatParisDateTime(data.generatedAt)} par Plateau`);
  return pdf.save();
}
