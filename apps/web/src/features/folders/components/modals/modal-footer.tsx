import { Button, Group } from '@mantine/core';

interface ModalFooterProps {
  onCancel: () => void;
  onConfirm: () => void;
  disabled?: boolean;
  loading?: boolean;
  confirmLabel?: string;
}

/** 'Annuler' closes, 'Valider' acts (spec 2 §2 action modals). */
export function ModalFooter({
  onCancel,
  onConfirm,
  disabled,
  loading,
  confirmLabel = 'Valider',
}: ModalFooterProps) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel}>
        Annuler
      </Button>
      <Button onClick={onConfirm} disabled={disabled} loading={loading}>
        {confirmLabel}
      </Button>
    </Group>
  );
}
