import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';

export interface ConfirmOptions {
  title?: string;
  text?: string;
}

export const DELETE_CONFIRMATION: Required<ConfirmOptions> = {
  title: 'Confirmation de la suppression',
  text: 'Êtes-vous sûr de vouloir supprimer ?',
};

/** Oui / Non dialog; resolves true on Oui, false on Non or when dismissed. */
export function confirmYesNo(options: ConfirmOptions = {}): Promise<boolean> {
  const { title, text } = { ...DELETE_CONFIRMATION, ...options };
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title,
      centered: true,
      children: <Text size="sm">{text}</Text>,
      labels: { confirm: 'Oui', cancel: 'Non' },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

export const confirmDelete = () => confirmYesNo(DELETE_CONFIRMATION);
