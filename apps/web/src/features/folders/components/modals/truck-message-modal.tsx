import { Modal, Stack, Textarea } from '@mantine/core';
import { TRUCK_MESSAGE_MAX_LENGTH } from '@plateau/contracts';
import { useState } from 'react';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useSendTruckMessage } from '../../api/send-truck-message.ts';
import { MissionTrackMap } from './mission-track-map.tsx';
import { ModalFooter } from './modal-footer.tsx';
import { useGuardedClose } from '../../../../components/form-modal.tsx';

interface TruckMessageModalProps {
  truckId: number;
  missionId: number | null;
  onClose: () => void;
}

/** A message to the truck holding the mission, beside the mission's track. */
export function TruckMessageModal({ truckId, missionId, onClose }: TruckMessageModalProps) {
  const [text, setText] = useState('');
  const send = useSendTruckMessage();
  const requestClose = useGuardedClose(text.trim() !== '', onClose);
  const submit = () =>
    send.mutate(
      { truckId, text: text.trim() },
      {
        onSuccess: () => {
          notifySuccess('Action réussie', 'Le message a bien été envoyé.');
          onClose();
        },
      },
    );
  return (
    <Modal
      opened
      onClose={() => void requestClose()}
      title="Envoyer un message au véhicule"
      size="lg"
      centered
    >
      <Stack gap="sm">
        <MissionTrackMap missionId={missionId} />
        <Textarea
          label="Message"
          withAsterisk
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={TRUCK_MESSAGE_MAX_LENGTH}
          description={`${text.length} / ${TRUCK_MESSAGE_MAX_LENGTH}`}
          autosize
          minRows={3}
          data-autofocus
        />
        <ModalFooter
          onCancel={() => void requestClose()}
          onConfirm={submit}
          disabled={!text.trim()}
          loading={send.isPending}
          confirmLabel="Envoyer"
        />
      </Stack>
    </Modal>
  );
}
