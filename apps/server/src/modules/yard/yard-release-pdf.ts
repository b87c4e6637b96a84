import { eq } from 'drizzle-orm';
import {
  formatCents,
  YARD_AUTHORITY_LABELS,
  YARD_CATEGORY_LABELS,
  YARD_GENERAL_STATE_LABELS,
  YARD_HANDOVER_KIND_LABELS,
  YARD_IDENTITY_DOCUMENT_LABELS,
  YARD_MARK_KIND_LABELS,
  YARD_PAYMENT_METHOD_LABELS,
  YARD_REASON_LABELS,
  YARD_TAKER_LABELS,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts, yardEntries } from '../../db/schema/index.ts';
import { Conflict } from '../../lib/errors.ts';
import { formatParisDateTime } from '../../lib/paris-time.ts';
import { startLetterheadPdf } from '../../lib/pdf-page-writer.ts';
import { loadEntry } from './yard-entries.service.ts';
import { drawSignatureDataUrl } from './yard-pdf-signature.ts';

const euros = (cents: number) => formatCents(BigInt(cents));

/** The slip the person who takes the vehicle signs: the vehicle, its condition, the fees line by line. */
export async function releasePdf(db: Db, accountId: number, id: number): Promise<Uint8Array> {
  const entry = await loadEntry(db, accountId, id);
  if (entry.status === 'PRESENT') throw new Conflict('Ce véhicule n’a pas encore quitté le parc');
  const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  const [signatureRow] = await db
    .select({ signature: yardEntries.releaseSignature })
    .from(yardEntries)
    .where(eq(yardEntries.id, id));
  const title = entry.handover ? YARD_HANDOVER_KIND_LABELS[entry.handover.kind] : 'Bon de restitution';
  const { pdf, w } = await startLetterheadPdf({
    title,
    reference: entry.vehicle.plate,
    subtitle: `Véhicule ${entry.vehicle.plate} · sortie le ${formatParisDateTime(entry.exitAt!)}`,
    account: { name: account?.name ?? '', address: [] },
    at: new Date(entry.exitAt!),
  });
  w.heading('Véhicule');
  w.row('Immatriculation', entry.vehicle.plate);
  w.row('Marque et modèle', [entry.vehicle.make, entry.vehicle.model].filter(Boolean).join(' ') || '—');
  w.row('Catégorie', YARD_CATEGORY_LABELS[entry.vehicle.category]);
  w.row('Motif', YARD_REASON_LABELS[entry.reason]);
  if (entry.authority)
    w.row('Autorité', `${YARD_AUTHORITY_LABELS[entry.authority]} — PV ${entry.pvNumber || '—'}`);
  w.row('Enlevé le', formatParisDateTime(entry.removedAt));
  if (entry.condition) {
    w.row('État général', YARD_GENERAL_STATE_LABELS[entry.condition.generalState]);
    for (const mark of entry.condition.marks) w.row(YARD_MARK_KIND_LABELS[mark.kind], mark.note || '—');
  }
  w.heading('Frais');
  for (const line of entry.fees.lines)
    w.row(line.label, `${line.quantity} × ${euros(line.unitCents)} = ${euros(line.totalCents)}`);
  w.row('Total', euros(entry.fees.totalCents));
  if (entry.release) {
    const r = entry.release;
    w.heading('Restitution');
    w.row('Remis à', `${r.takerName} (${YARD_TAKER_LABELS[r.taker]})`);
    if (r.companyName) w.row('Société', `${r.companyName} — Kbis ${r.kbisNumber}`);
    w.row('Pièce d’identité', `${YARD_IDENTITY_DOCUMENT_LABELS[r.identityDocument]} n° ${r.identityNumber}`);
    w.row('Paiement', r.paymentMethod ? YARD_PAYMENT_METHOD_LABELS[r.paymentMethod] : 'Aucun frais dû');
    if (r.invoiceCode && r.paidCents !== null)
      w.row('Facture', `${r.invoiceCode} — payée ${euros(r.paidCents)} TTC`);
  }
  if (entry.handover) {
    w.heading('Remise');
    w.row('Destinataire', entry.handover.recipient);
    if (entry.handover.vhuCentreNumber) w.row('Agrément du centre VHU', entry.handover.vhuCentreNumber);
    if (entry.handover.destructionCertificateNumber)
      w.row('Certificat de destruction', entry.handover.destructionCertificateNumber);
    if (entry.handover.invoiceCode) w.row('Facture des frais', entry.handover.invoiceCode);
  }
  const png = signatureRow?.signature;
  if (png) {
    await drawSignatureDataUrl(pdf, w, 'Signature', png);
  }
  w.drawDocumentFooters(`Document généré par Plateau`);
  return pdf.save();
}
