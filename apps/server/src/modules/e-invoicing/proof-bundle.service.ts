import type { DbOrTx } from '../../db/client.ts';
import { NotFound } from '../../lib/errors.ts';
import { findDeposit, statusesOfInvoice } from './e-invoicing.repository.ts';
import { invoiceLifecycle } from './lifecycle-view.ts';
import { findIssuedInvoice, findKeptDocument } from './invoice-source.repository.ts';

const fileTime = (at: Date) => at.toISOString().replace(/[-:]/g, '').slice(0, 15);

/**
 * « Preuves plateforme » (issue 30 §6): one zip with what was deposited (the Factur-X kept at
 * issue, the same bytes), the deposit (tracking id, flow id, when), and every life-cycle status
 * with the CDAR message it came in or went out as — what an auditor asks for, in one file.
 */
export async function invoiceProofBundle(db: DbOrTx, accountId: number, invoiceId: number) {
  const invoice = await findIssuedInvoice(db, accountId, invoiceId);
  if (!invoice?.code) throw new NotFound("Cette facture n'existe pas");
  const [document, deposit, statuses, lifecycle] = await Promise.all([
    findKeptDocument(db, accountId, invoiceId),
    findDeposit(db, accountId, invoiceId),
    statusesOfInvoice(db, accountId, invoiceId),
    invoiceLifecycle(db, accountId, invoiceId),
  ]);
  // Loaded on first use: proofs are downloaded rarely.
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  if (document) zip.file(document.filename, document.content);
  zip.file(
    'depot.json',
    JSON.stringify(
      {
        facture: invoice.code,
        trackingId: deposit?.trackingId ?? null,
        flowId: deposit?.flowId ?? null,
        etat: deposit?.state ?? null,
        deposeLe: deposit?.depositedAt?.toISOString() ?? null,
        tentatives: deposit?.attempts ?? 0,
        derniereErreur: deposit?.lastError ?? null,
        historique: lifecycle.history,
      },
      null,
      2,
    ),
  );
  statuses.forEach((status, index) => {
    if (!status.cdar) return;
    const name = `${String(index + 1).padStart(2, '0')}-${status.code}-${status.direction === 'IN' ? 'recu' : 'envoye'}-${fileTime(status.at)}.xml`;
    zip.file(`statuts/${name}`, status.cdar);
  });
  const bytes = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { bytes, filename: `preuves-plateforme-${invoice.code}.zip` };
}
