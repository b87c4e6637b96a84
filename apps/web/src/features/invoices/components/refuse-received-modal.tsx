import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { lifecycleReasons } from '@plateau/contracts';
import { useState } from 'react';

/** « Refuser » a received invoice: a reason from the official list is required. */
export function RefuseReceivedModal({
  number,
  onClose,
  onRefuse,
  busy,
}: {
  number: string | null;
  onClose: () => void;
  onRefuse: (reason: string, comment: string | undefined) => void;
  busy: boolean;
}) {
  const [reason, setReason] = useState<string | null>(null);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const submit = () => {
    setTried(true);
    if (reason) onRefuse(reason, comment.trim() || undefined);
  };
  return (
    <Modal opened={number !== null} onClose={onClose} title={`Refuser la facture ${number ?? ''}`}>
      <Stack>
        <Select
          label="Motif du refus"
          required
          data={lifecycleReasons('210').map((entry) => ({ value: entry.code, label: entry.label }))}
          value={reason}
          onChange={setReason}
          error={tried && !reason ? 'Choisissez le motif du refus dans la liste officielle' : undefined}
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput
          label="Commentaire"
          maxLength={500}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Annuler
          </Button>
          <Button color="red" onClick={submit} loading={busy}>
            Refuser
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
