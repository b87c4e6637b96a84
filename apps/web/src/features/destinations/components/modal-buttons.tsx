import { Button, Group } from '@mantine/core';

/** 'Annuler' closes, 'Enregistrer' saves. */
export function ModalButtons(props: { onCancel: () => void; onConfirm: () => void; loading?: boolean }) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={props.onCancel}>
        Annuler
      </Button>
      <Button onClick={props.onConfirm} loading={props.loading}>
        Enregistrer
      </Button>
    </Group>
  );
}
