import { Center, Loader, Modal } from '@mantine/core';
import { useState } from 'react';
import { useGuardedClose } from '../../../../components/form-modal.tsx';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useAcceptFolder } from '../../api/accept-folder.ts';
import { useFolder } from '../../api/get-folder.ts';
import { AcceptForm } from './accept-form.tsx';

/** The acceptance needs the folder's terms (typology, delays): it loads the whole folder. */
export function AcceptModal({ folderId, onClose }: { folderId: number; onClose: () => void }) {
  const { data: folder } = useFolder(folderId);
  const accept = useAcceptFolder();
  const [edited, setEdited] = useState(false);
  const requestClose = useGuardedClose(edited, onClose);
  return (
    <Modal opened onClose={() => void requestClose()} title="Accepter la mission" size="lg" centered>
      {folder ? (
        <AcceptForm
          folder={folder}
          pending={accept.isPending}
          onCancel={() => void requestClose()}
          onEdited={setEdited}
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
