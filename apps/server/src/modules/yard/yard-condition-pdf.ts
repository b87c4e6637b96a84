import { eq } from 'drizzle-orm';
import {
  YARD_AUTHORITY_LABELS,
  YARD_CATEGORY_LABELS,
  YARD_GENERAL_STATE_LABELS,
  YARD_MARK_KIND_LABELS,
  type YardView,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { Conflict } from '../../lib/errors.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { MUTED, startLetterheadPdf } from '../../lib/pdf-page-writer.ts';
import { drawPhotoGrid } from '../../lib/pdf-photo-grid.ts';
import { loadEntry } from './yard-entries.service.ts';
import { drawSignatureDataUrl } from './yard-pdf-signature.ts';
import { photoThumbnails } from './yard-photos.service.ts';

const VIEW_LABELS: Record<YardView, string> = {
  TOP: 'dessus',
  LEFT: 'côté gauche',
  RIGHT: 'côté droit',
  FRONT: 'avant',
  REAR: 'arrière',
};

/**
 * The condition sheet (fiche descriptive) as printed at the entry: the vehicle, its general state, each damage
 * mark numbered as on the drawings (its view, kind and note), the photos' thumbnails, and each signature given
 * under its signer (gardien, owner, officer).
 */
export async function conditionPdf(db: Db, accountId: number, id: number): Promise<Uint8Array> {
  const entry = await loadEntry(db, accountId, id);
  const condition = entry.condition;
  if (!condition) throw new Conflict('Ce véhicule n’a pas de fiche descriptive');
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const { pdf, w } = await startLetterheadPdf({
    title: 'Fiche descriptive',
    reference: entry.vehicle.plate,
    subtitle: `Véhicule ${entry.vehicle.plate} · enlevé le ${formatParisDateTime(entry.removedAt)}`,
    account: { name: account?.name ?? '', address: [] },
    at: new Date(entry.removedAt),
  });
  const { vehicle } = entry;
  w.heading('Véhicule');
  w.row('Immatriculation', vehicle.plate);
  w.row('Marque et modèle', [vehicle.make, vehicle.model].filter(Boolean).join(' ') || '—');
  w.row('Catégorie', YARD_CATEGORY_LABELS[vehicle.category]);
  w.row('Couleur', vehicle.colour || '—');
  w.row('Kilométrage', vehicle.mileage === null ? '—' : `${vehicle.mileage.toLocaleString('fr-FR')} km`);
  w.row('Clés conservées', vehicle.keysKept ? 'Oui' : 'Non');
  if (entry.authority)
    w.row(
      'Autorité',
      `${YARD_AUTHORITY_LABELS[entry.authority]} — ${entry.officerName} — PV ${entry.pvNumber || '—'}`,
    );
  w.heading('État');
  w.row('État général', YARD_GENERAL_STATE_LABELS[condition.generalState]);
  if (condition.marks.length === 0) w.paragraph('Aucun dommage relevé.', { color: MUTED });
  condition.marks.forEach((mark, index) =>
    w.row(`${index + 1}. ${YARD_MARK_KIND_LABELS[mark.kind]} (${VIEW_LABELS[mark.view]})`, mark.note || '—'),
  );
  const photos = await photoThumbnails(db, accountId, id);
  if (photos.length > 0) {
    w.heading(`Photos (${photos.length})`);
    await drawPhotoGrid(
      pdf,
      w,
      photos.map((jpeg, index) => ({ jpeg, caption: `Photo ${index + 1}` })),
    );
  }
  const signatures = [
    ['Signature du gardien', condition.gardienSignature],
    ['Signature du propriétaire', condition.ownerSignature],
    ['Signature de l’agent', condition.officerSignature],
  ] as const;
  for (const [label, png] of signatures) {
    if (!png) continue;
    await drawSignatureDataUrl(pdf, w, label, png);
  }
  w.drawDocumentFooters('Document généré par Plateau');
  return pdf.save();
}
