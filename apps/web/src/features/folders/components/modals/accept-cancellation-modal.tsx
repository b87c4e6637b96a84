import { Modal, Text } from '@mantine/core';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useAcceptCancellation } from '../../api/accept-cancellation.ts';
import { ModalFooter } from './modal-footer.tsx';

/** The assistance company proposed to cancel the mission; the operator agrees. */
export function AcceptCancellationModal({ folderId, onClose }: { folderId: number; onClose: () => void }) {
  const accept = useAcceptCancellation();
  const confirm = () =>
    accept.mutate(
      { id: folderId },
      {
        onSuccess: () => {
          notifySuccess('Action réussie', 'Annulation acceptée !');
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Accepter l'annulation" centered>
      <Text size="sm">L'assisteur propose d'annuler cette mission. Accepter l'annulation du dossier ?</Text>
      <ModalFooter onCancel={onClose} onConfirm={confirm} loading={accept.isPending} />
    </Modal>
  );
}
