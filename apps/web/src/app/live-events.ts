import type { AccountEvent } from '@plateau/contracts';

export type EventToast = { kind: 'success' | 'failure'; title: string; message: string };

/** NOTIFY_* events carry a message for the user; the others only reload data. */
export function toastOf(event: AccountEvent): EventToast | null {
  if (event.eventType === 'NOTIFY_SUCCESS_MESSAGE') {
    return { kind: 'success', title: event.title ?? 'Action réussie', message: event.message ?? '' };
  }
  if (event.eventType === 'NOTIFY_ERROR_MESSAGE') {
    return {
      kind: 'failure',
      title: event.title ?? 'Erreur',
      message: event.message ?? 'Une erreur est survenue lors de votre action',
    };
  }
  return null;
}
