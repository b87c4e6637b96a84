import {
  centsToNumber,
  DriverCashRequest,
  formatCents,
  numberToCents,
  type CashReceiptChannel,
  type DriverCashMethod,
  type DriverMission,
} from '@plateau/contracts';
import type { QueuedAction } from './queue.ts';

/**
 * « Encaisser » on the phone (issue 29 §2): the form as the driver fills it, the request it becomes, and the
 * queued action that carries it — its Idempotency-Key is made once, when it is queued, so that however often the
 * queue sends it (a lost answer, hours offline) the server records one payment.
 */
export interface CashForm {
  amount: number | string;
  method: DriverCashMethod;
  reference: string;
  signer: string;
  receiptChannel: CashReceiptChannel | 'NONE';
  receiptTo: string;
}

export const emptyCashForm = (mission: DriverMission, due: number | null): CashForm => ({
  amount: due ?? '',
  method: 'CARD',
  reference: '',
  signer: '',
  receiptChannel: mission.callerPhone ? 'SMS' : 'NONE',
  receiptTo: mission.callerPhone ?? '',
});

/** The request of a filled form, or the first French reason it cannot be sent. */
export function cashRequest(
  form: CashForm,
  signaturePng: string | null,
  signedAt: string,
): { request: DriverCashRequest } | { error: string } {
  if (!signaturePng) return { error: 'Faites signer le client' };
  const parsed = DriverCashRequest.safeParse({
    amount: form.amount === '' ? undefined : form.amount,
    method: form.method,
    ...(form.method === 'CASH' || !form.reference.trim() ? {} : { reference: form.reference.trim() }),
    signerName: form.signer.trim(),
    signedAt,
    signaturePng,
    receipt:
      form.receiptChannel === 'NONE' ? null : { channel: form.receiptChannel, to: form.receiptTo.trim() },
  });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Encaissement non valide' };
  return { request: parsed.data };
}

/** The queued action of a payment: what the driver reads while it waits, and what is sent. */
export const cashAction = (
  missionId: number,
  request: DriverCashRequest,
): Omit<QueuedAction, 'key' | 'createdAt' | 'owner'> => ({
  missionId,
  kind: 'cash',
  label: `Encaissement de ${formatCents(numberToCents(Number(request.amount)))}`,
  method: 'POST',
  path: `/api/driver/missions/${missionId}/cash`,
  json: request,
});

/** The payments of the mission still waiting to be sent (or sent, the mission not read again since). */
export const cashWaiting = (missionId: number, actions: readonly QueuedAction[]) =>
  actions.filter((a) => a.kind === 'cash' && a.missionId === missionId);

/** What is left to collect once what waits in the queue has reached the server; null when unknown. */
export function amountStillDue(mission: DriverMission, waiting: readonly QueuedAction[]): number | null {
  if (mission.cash.amountDue === null) return null;
  const queued = waiting.reduce(
    (sum, a) => sum + numberToCents(Number((a.json as { amount: string }).amount)),
    0n,
  );
  const left = numberToCents(mission.cash.amountDue) - queued;
  return centsToNumber(left > 0n ? left : 0n);
}
