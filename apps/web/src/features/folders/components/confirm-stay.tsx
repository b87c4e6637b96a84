import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

interface StayOrLeave {
  title: string;
  text: string;
  /** The button that keeps the user's work: focused, so Enter never discards by accident. */
  stay: string;
  leave: string;
}

/** Asks before work is discarded; resolves true only when the user chose to leave. */
export function confirmLeave({ title, text, stay, leave }: StayOrLeave): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: leave, cancel: stay },
      confirmProps: { color: 'red', variant: 'light' },
      cancelProps: { 'data-autofocus': true, variant: 'filled' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}
