import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

/** POST /api/trucks/{id}/sendMessage: the body is the message, as plain text. */
export const sendTruckMessage = (
  { truckId, text }: { truckId: number; text: string },
  idempotencyKey: string,
) => api.post(`/api/trucks/${truckId}/sendMessage`, undefined, { text, idempotencyKey });

export const useSendTruckMessage = () =>
  useSubmission(sendTruckMessage, { meta: { busyLabel: 'Envoi du message...' } });
