import { Center, Loader, Modal } from '@mantine/core';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useAcceptFolder } from '../../api/accept-folder.ts';
import { useFolder } from '../../api/get-folder.ts';
import { AcceptForm } from './accept-form.tsx';

/** The acceptance needs the folder's terms (typology, delays): it loads the whole folder. */
export function AcceptModal({ folderId, onClose }: { folderId: number; onClose: () => void }) {
  const { data: folder } = useFolder(folderId);
  const accept = useAcceptFolder();
  return (
    <Modal opened onClose={onClose} title="Accepter la mission" size="lg" centered>
      {folder ? (
        <AcceptForm
          folder={folder}
          pending={accept.isPending}
          onCancel={onClose}
          onAccept={(body) =>
            accept.mutate(
              { id: folderId, body },
              {
                onSuccess: () => {
                  notifySuccess('Action réussie', 'Mission acceptée !');
                  onClose();
                },
              },
            )
          }
        />
      ) : (
        <Center h={120}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
