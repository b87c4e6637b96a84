import { CancelFolderRequest, RefuseFolderRequest } from '@plateau/contracts';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useCancelFolder } from '../../api/cancel-folder.ts';
import { useDeclareDpr } from '../../api/declare-dpr.ts';
import { useRefuseFolder } from '../../api/refuse-folder.ts';
import type { ActionRequest } from '../action-meta.tsx';
import { AcceptCancellationModal } from './accept-cancellation-modal.tsx';
import { AcceptModal } from './accept-modal.tsx';
import { MotifModal, type MotifAndDetail } from './motif-modal.tsx';
import { TruckMessageModal } from './truck-message-modal.tsx';

interface ModalProps {
  request: ActionRequest;
  onClose: () => void;
}

function RefuseModal({ request, onClose }: ModalProps) {
  const refuse = useRefuseFolder();
  const submit = (body: MotifAndDetail) =>
    refuse.mutate(
      { id: request.folderId, body: RefuseFolderRequest.parse(body) },
      { onSuccess: done(onClose, 'Mission refusée !') },
    );
  return (
    <MotifModal
      title="Refuser la mission"
      motifs="REFUS"
      motifLabel="Motif du refus"
      onSubmit={submit}
      onClose={onClose}
      pending={refuse.isPending}
    />
  );
}

function CancelModal({ request, onClose }: ModalProps) {
  const cancel = useCancelFolder();
  const submit = (body: MotifAndDetail) =>
    cancel.mutate(
      { id: request.folderId, body: CancelFolderRequest.parse(body) },
      { onSuccess: done(onClose, 'Mission annulée !') },
    );
  return (
    <MotifModal
      title="Annuler la mission"
      motifs="MOTIF_ANNULATION"
      motifLabel="Motif d'annulation"
      onSubmit={submit}
      onClose={onClose}
      pending={cancel.isPending}
    />
  );
}

function DprModal({ request, onClose }: ModalProps) {
  const dpr = useDeclareDpr();
  const submit = (body: MotifAndDetail) =>
    dpr.mutate(
      { id: request.folderId, body },
      { onSuccess: done(onClose, 'Déplacement pour rien signalé !') },
    );
  return (
    <MotifModal title="Déplacement pour rien" onSubmit={submit} onClose={onClose} pending={dpr.isPending} />
  );
}

/** Spec 2 §8: 'Action réussie' and what was done. */
const done = (onClose: () => void, message: string) => () => {
  notifySuccess('Action réussie', message);
  onClose();
};

/** The modal of the action the user chose, in the list or on the detail. */
export function FolderActionModals({
  request,
  onClose,
}: {
  request: ActionRequest | null;
  onClose: () => void;
}) {
  if (!request) return null;
  switch (request.kind) {
    case 'ACCEPT':
      return <AcceptModal folderId={request.folderId} onClose={onClose} />;
    case 'ACCEPT_CANCELLATION':
      return <AcceptCancellationModal folderId={request.folderId} onClose={onClose} />;
    case 'REFUSE':
      return <RefuseModal request={request} onClose={onClose} />;
    case 'CANCEL':
      return <CancelModal request={request} onClose={onClose} />;
    case 'DEPLACEMENT_POUR_RIEN':
      return <DprModal request={request} onClose={onClose} />;
    case 'MESSAGE':
      return request.truckId ? (
        <TruckMessageModal truckId={request.truckId} missionId={request.missionId} onClose={onClose} />
      ) : null;
    default:
      return null;
  }
}
