import { and, eq, isNull } from 'drizzle-orm';
import {
  formatCents,
  parisDay,
  YARD_HANDOVER_KIND_LABELS,
  YARD_HOLD_KIND_LABELS,
  type YardHandover,
  type YardHoldCreate,
  type YardHoldKind,
  type YardHoldLift,
  type YardRelease,
} from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { yardEntries, yardHolds } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { recordJournal } from '../journal/index.ts';
import { feesOf } from './yard-dto.ts';
import { billAuthority, billRelease } from './yard-release-billing.ts';
import { ENTRY_NOT_FOUND, loadEntry, NOT_PRESENT } from './yard-entries.service.ts';
import { loadTariffs } from './yard-tariffs.service.ts';
import { activeHoldsOf, findEntryRow } from './yard.repository.ts';

async function lockedPresentEntry(tx: Tx, accountId: number, id: number) {
  const row = await findEntryRow(tx, accountId, id, true);
  if (!row) throw new NotFound(ENTRY_NOT_FOUND);
  if (row.status !== 'PRESENT') throw new Conflict(NOT_PRESENT);
  return row;
}

export async function placeHold(db: Db, auth: AuthContext, id: number, body: YardHoldCreate) {
  await db.transaction(async (tx) => {
    await lockedPresentEntry(tx, auth.accountId, id);
    await tx.insert(yardHolds).values({ accountId: auth.accountId, entryId: id, ...body });
  });
  return loadEntry(db, auth.accountId, id);
}

export async function liftHold(db: Db, auth: AuthContext, id: number, holdId: number, body: YardHoldLift) {
  await db.transaction(async (tx) => {
    await lockedPresentEntry(tx, auth.accountId, id);
    const lifted = await tx
      .update(yardHolds)
      .set({ liftedBy: body.liftedBy, liftedAt: new Date() })
      .where(and(eq(yardHolds.id, holdId), eq(yardHolds.entryId, id), isNull(yardHolds.liftedAt)))
      .returning({ id: yardHolds.id });
    if (lifted.length === 0) throw new NotFound("Cette opposition n'existe pas ou est déjà levée");
  });
  return loadEntry(db, auth.accountId, id);
}

/** Why a release is refused, or null: holds first, then missing documents, then the payment. */
function releaseRefusal(
  entry: { kind: string },
  holds: { kind: string; placedBy: string }[],
  body: YardRelease,
  totalCents: number,
): string | null {
  if (holds.length > 0) {
    const list = holds
      .map((h) => `${YARD_HOLD_KIND_LABELS[h.kind as YardHoldKind]} (${h.placedBy})`)
      .join(', ');
    return `Restitution refusée : le véhicule est sous opposition — ${list}`;
  }
  if (entry.kind === 'FOURRIERE') {
    if (!body.registrationChecked || !body.insuranceChecked)
      return 'Restitution refusée : le certificat d’immatriculation et l’attestation d’assurance doivent être vérifiés';
    if (!body.mainleveeChecked)
      return 'Restitution refusée : la mainlevée de l’autorité n’a pas été vérifiée';
  }
  if (body.expectedTotalCents !== totalCents)
    return `Les frais ont changé : ${formatCents(BigInt(totalCents))} sont dus, rechargez la fiche`;
  if (totalCents > 0 && body.paymentMethod === null)
    return `Restitution refusée : les frais (${formatCents(BigInt(totalCents))}) ne sont pas payés`;
  return null;
}

/**
 * « Restituer »: refused with its reason under a hold, without the documents or unpaid; otherwise the fees are
 * recomputed and frozen line by line, invoiced and the payment recorded (payments module), and the vehicle leaves.
 */
export async function releaseEntry(db: Db, auth: AuthContext, id: number, body: YardRelease) {
  await db.transaction(async (tx) => {
    const row = await lockedPresentEntry(tx, auth.accountId, id);
    const exitAt = new Date(body.releasedAt);
    if (exitAt < row.removedAt) throw new Conflict('La sortie ne peut pas précéder l’enlèvement');
    const { periods } = await loadTariffs(tx, auth.accountId);
    const fees = feesOf(row, periods, exitAt);
    const refusal = releaseRefusal(row, await activeHoldsOf(tx, id), body, fees.totalCents);
    if (refusal) throw new Conflict(refusal);
    const billing = await billRelease(tx, auth, row, body, fees.lines);
    const { signature, ...release } = body;
    await tx
      .update(yardEntries)
      .set({
        status: 'RELEASED',
        exitAt,
        release: { ...release, ...billing },
        releaseSignature: signature,
        releaseFees: fees.lines,
        placeId: null,
      })
      .where(eq(yardEntries.id, id));
    await recordJournal(tx, auth, 'YARD_RELEASE', `${row.plate} restitué à ${body.takerName}`);
  });
  return loadEntry(db, auth.accountId, id);
}

/**
 * « Remise aux Domaines » or « pour destruction »: the vehicle leaves the lot, its fees (to the hand-over day)
 * are frozen for the authority's bill. Only an abandoned vehicle (its abandonment day reached) may be handed over.
 */
export async function handOverEntry(db: Db, auth: AuthContext, id: number, body: YardHandover) {
  await db.transaction(async (tx) => {
    const row = await lockedPresentEntry(tx, auth.accountId, id);
    const handedAt = new Date(body.handedAt);
    if (row.kind !== 'FOURRIERE') throw new Conflict('Seul un véhicule en fourrière peut être remis');
    if (!row.abandonmentDay || parisDay(handedAt) < row.abandonmentDay)
      throw new Conflict('Remise refusée : le véhicule n’est pas encore réputé abandonné');
    if ((await activeHoldsOf(tx, id)).length > 0)
      throw new Conflict('Remise refusée : le véhicule est sous opposition');
    const { periods } = await loadTariffs(tx, auth.accountId);
    const fees = feesOf(row, periods, handedAt).lines;
    const billing =
      body.customerId === null
        ? { invoiceId: null, invoiceCode: null }
        : await billAuthority(tx, auth, row, body.customerId, fees, parisDay(handedAt));
    await tx
      .update(yardEntries)
      .set({
        status: 'HANDED_OVER',
        exitAt: handedAt,
        handover: { ...body, ...billing },
        releaseFees: fees,
        placeId: null,
      })
      .where(eq(yardEntries.id, id));
    await recordJournal(
      tx,
      auth,
      'YARD_HANDOVER',
      `${row.plate} : ${YARD_HANDOVER_KIND_LABELS[body.kind]} (${body.recipient})`,
    );
  });
  return loadEntry(db, auth.accountId, id);
}
