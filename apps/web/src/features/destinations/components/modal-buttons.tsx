import { Button, Group } from '@mantine/core';

/** 'Annuler' closes, 'Enregistrer' saves; `unchanged`: nothing to send, so nothing to save. */
export function ModalButtons(props: {
  onCancel: () => void;
  onConfirm: () => void;
  loading?: boolean;
  unchanged?: boolean;
}) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={props.onCancel}>
        Annuler
      </Button>
      <Button onClick={props.onConfirm} loading={props.loading} disabled={props.unchanged}>
        Enregistrer
      </Button>
    </Group>
  );
}
