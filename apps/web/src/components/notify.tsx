import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconCheck, IconPlugConnectedX } from '@tabler/icons-react';

export const TOAST_DURATION_MS = 5_000;

/** Success toast (spec 1 §2): 5 s, top centre; `id` lets the screen hide it before its time. */
export function notifySuccess(title: string, message: string, id?: string): void {
  notifications.show({
    id,
    title,
    message,
    color: 'teal',
    icon: <IconCheck size={18} />,
    autoClose: TOAST_DURATION_MS,
    position: 'top-center',
  });
}

export function notifyFailure(title: string, message: string): void {
  notifications.show({
    title,
    message,
    color: 'red',
    icon: <IconAlertTriangle size={18} />,
    autoClose: TOAST_DURATION_MS,
    position: 'top-center',
  });
}

/** Saved, with something the user should know (an address without a position). */
export function notifyWarning(title: string, message: string): void {
  notifications.show({
    title,
    message,
    color: 'orange',
    icon: <IconAlertTriangle size={18} />,
    autoClose: 2 * TOAST_DURATION_MS,
    position: 'top-center',
  });
}

export function notifyNoResponse(): void {
  notifications.show({
    id: 'no-response',
    title: 'Délai dépassé',
    message: 'Pas de réponse du serveur',
    color: 'orange',
    icon: <IconPlugConnectedX size={18} />,
    autoClose: TOAST_DURATION_MS,
    position: 'top-center',
  });
}

export const notifySaved = () => notifySuccess('Enregistré !', 'Vos informations ont bien été enregistrées.');
export const notifyDeleted = () => notifySuccess('Supprimé !', 'La donnée a bien été supprimée.');
