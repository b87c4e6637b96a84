import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** POST /api/trucks/{id}/sendMessage: the body is the message, as plain text. */
export const sendTruckMessage = ({ truckId, text }: { truckId: number; text: string }) =>
  api.post(`/api/trucks/${truckId}/sendMessage`, undefined, { text });

export const useSendTruckMessage = () =>
  useMutation({ mutationFn: sendTruckMessage, meta: { busyLabel: 'Envoi du message...' } });
