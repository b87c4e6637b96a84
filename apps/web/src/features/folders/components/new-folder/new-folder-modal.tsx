import { Alert, Button, Center, Group, List, Loader, Modal, Text } from '@mantine/core';
import {
  FolderCreate,
  NEW_FOLDER_REQUIRED_MESSAGES,
  NO_DESTINATION_CONFIRMATION,
  needsNoDestinationConfirmation,
  saveAndSendReason,
} from '@plateau/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmYesNo } from '../../../../components/confirm-dialog.tsx';
import { notifySuccess, notifyWarning } from '../../../../components/notify.tsx';
import { isUnlocated } from '../../../../components/place-contact/place-value.ts';
import { useCreateFolder } from '../../api/create-folder.ts';
import { usePossibleDuplicates } from '../../api/find-duplicates.ts';
import { useAverageArrivalMinutes } from '../../api/get-average-arrival.ts';
import { issueLines } from '../../model/issues.ts';
import { FOLDER_ADDRESS_NOT_FOUND_MESSAGE } from '../../model/messages.ts';
import {
  isNewFolderFilled,
  newFolderBody,
  newFolderDraft,
  requiredFieldErrors,
  type NewFolderDraft,
} from '../../model/new-folder.ts';
import { confirmLeave } from '../confirm-stay.tsx';
import { folderNumberError } from '../fields/dossier-fields.tsx';
import { missionNumberError } from '../fields/mission-fields.tsx';
import { DuplicateWarning } from './duplicate-warning.tsx';
import { NewFolderForm } from './new-folder-form.tsx';

export const DISCARD_NEW_FOLDER = {
  title: 'Abandonner le nouveau dossier ?',
  text: "Les informations saisies seront perdues : le dossier n'est pas enregistré.",
  stay: 'Continuer la saisie',
  leave: 'Abandonner',
};

const SEND_REASON_ID = 'new-folder-send-reason';

interface NewFolderProps {
  averageArrival: number | undefined;
  onClose: () => void;
  /** 'Annuler': asks first when something is typed. */
  onCancel: () => void;
  /** Closing asks first once something is typed: the form says whether it is. */
  onFilled: (filled: boolean) => void;
}

function NewFolder({ averageArrival, onClose, onCancel, onFilled }: NewFolderProps) {
  const navigate = useNavigate();
  const create = useCreateFolder();
  const [draft, setDraft] = useState<NewFolderDraft>(() => newFolderDraft(averageArrival));
  const [problems, setProblems] = useState<string[]>([]);
  // After a refused 'Enregistrer', each required field left empty says so until it is filled.
  const [tried, setTried] = useState(false);
  const change = <K extends keyof NewFolderDraft>(section: K, patch: Partial<NewFolderDraft[K]>) =>
    setDraft((before) => ({ ...before, [section]: { ...before[section], ...patch } }));
  const parsed = FolderCreate.safeParse(newFolderBody(draft));
  const errors = tried && !parsed.success ? requiredFieldErrors(parsed.error.issues) : {};
  const filled = isNewFolderFilled(draft);
  const duplicates = usePossibleDuplicates({
    registration: draft.vehicule.immatriculation,
    phones: [draft.customerPlace.contactPhone, draft.intervention.telephoneAppelant],
  });
  // Why « Enregistrer et envoyer » is disabled, said beside it (a disabled button takes no focus).
  const sendReason = saveAndSendReason(draft.mission);
  useEffect(() => onFilled(filled), [filled, onFilled]);

  const save = async (send: boolean) => {
    const axa = missionNumberError(draft.head.assistanceProvider, draft.mission.externalMissionNo);
    const folderNumber = folderNumberError(draft.head.assistanceProvider, draft.head.externalNumber);
    const required = Object.values(NEW_FOLDER_REQUIRED_MESSAGES) as string[];
    const found = [
      ...(parsed.success
        ? []
        : issueLines(parsed.error.issues.filter((issue) => !required.includes(issue.message)))),
      ...(folderNumber ? [`Dossier : ${folderNumber}`] : []),
      ...(axa ? [`Mission : ${axa}`] : []),
    ];
    setTried(true);
    setProblems(found);
    if (!parsed.success || found.length) return;
    if (send && needsNoDestinationConfirmation(draft.mission.destinationPlace)) {
      if (!(await confirmYesNo({ title: 'Confirmation', text: NO_DESTINATION_CONFIRMATION }))) return;
    }
    create.mutate(
      { folder: parsed.data, send },
      {
        onSuccess: (folder) => {
          notifySuccess('Action réussie', send ? 'Dossier créé et envoyé !' : 'Dossier créé !');
          // Saved all the same (never blocked): the user learns the map will not show it.
          if (isUnlocated(draft.customerPlace) || isUnlocated(draft.mission.destinationPlace))
            notifyWarning('Adresse introuvable', FOLDER_ADDRESS_NOT_FOUND_MESSAGE);
          onClose();
          void navigate(`/folders/${folder.id}`);
        },
      },
    );
  };

  return (
    <>
      <NewFolderForm draft={draft} onChange={change} errors={errors} showErrors={tried} />
      <DuplicateWarning duplicates={duplicates} />
      {problems.length > 0 && (
        <Alert color="red" title="Le dossier ne peut pas être enregistré" mt="md">
          <List size="sm">
            {problems.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          Annuler
        </Button>
        <Button
          variant="light"
          onClick={() => void save(false)}
          // Both wait while either runs: one submission at a time.
          disabled={create.isPending}
          loading={create.isPending && create.variables?.send === false}
        >
          Enregistrer
        </Button>
        <Button
          onClick={() => void save(true)}
          disabled={sendReason !== null || create.isPending}
          loading={create.isPending && create.variables?.send === true}
          aria-describedby={sendReason ? SEND_REASON_ID : undefined}
        >
          Enregistrer et envoyer
        </Button>
      </Group>
      {sendReason && (
        <Text id={SEND_REASON_ID} size="sm" c="dimmed" ta="right" mt={4}>
          {sendReason}
        </Text>
      )}
    </>
  );
}

/**
 * 'Nouveau dossier': the form opens once the account's average arrival time is known (it dates
 * the mission). Escape, the close button or 'Annuler' on a filled form ask before discarding it.
 */
export function NewFolderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const average = useAverageArrivalMinutes(opened);
  const filled = useRef(false);
  const asking = useRef(false);
  const onFilled = useCallback((value: boolean) => {
    filled.current = value;
  }, []);
  const close = () => {
    filled.current = false;
    onClose();
  };
  const requestClose = async () => {
    if (asking.current) return;
    if (filled.current) {
      asking.current = true;
      const leave = await confirmLeave(DISCARD_NEW_FOLDER);
      asking.current = false;
      if (!leave) return;
    }
    close();
  };
  return (
    <Modal
      opened={opened}
      onClose={() => void requestClose()}
      title="Nouveau dossier"
      size="72rem"
      centered={false}
    >
      {average.isPending ? (
        <Center h={160}>
          <Loader />
        </Center>
      ) : (
        opened && (
          <NewFolder
            averageArrival={average.data}
            onClose={close}
            onCancel={() => void requestClose()}
            onFilled={onFilled}
          />
        )
      )}
    </Modal>
  );
}
