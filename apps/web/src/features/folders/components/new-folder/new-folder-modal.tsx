import { Alert, Button, Center, Group, List, Loader, Modal } from '@mantine/core';
import {
  canSaveAndSend,
  FolderCreate,
  NO_DESTINATION_CONFIRMATION,
  needsNoDestinationConfirmation,
} from '@plateau/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmYesNo } from '../../../../components/confirm-dialog.tsx';
import { notifySuccess } from '../../../../components/notify.tsx';
import { useCreateFolder } from '../../api/create-folder.ts';
import { useAverageArrivalMinutes } from '../../api/get-average-arrival.ts';
import { issueLines } from '../../model/issues.ts';
import { newFolderBody, newFolderDraft, type NewFolderDraft } from '../../model/new-folder.ts';
import { missionNumberError } from '../fields/mission-fields.tsx';
import { NewFolderForm } from './new-folder-form.tsx';

function NewFolder({ averageArrival, onClose }: { averageArrival: number | undefined; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateFolder();
  const [draft, setDraft] = useState<NewFolderDraft>(() => newFolderDraft(averageArrival));
  const [problems, setProblems] = useState<string[]>([]);
  const change = <K extends keyof NewFolderDraft>(section: K, patch: Partial<NewFolderDraft[K]>) =>
    setDraft((before) => ({ ...before, [section]: { ...before[section], ...patch } }));

  const save = async (send: boolean) => {
    const parsed = FolderCreate.safeParse(newFolderBody(draft));
    const axa = missionNumberError(draft.head.assistanceProvider, draft.mission.externalMissionNo);
    const found = [
      ...(parsed.success ? [] : issueLines(parsed.error.issues)),
      ...(axa ? [`Mission : ${axa}`] : []),
    ];
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
          onClose();
          void navigate(`/folders/${folder.id}`);
        },
      },
    );
  };

  return (
    <>
      <NewFolderForm draft={draft} onChange={change} />
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
        <Button variant="default" onClick={onClose}>
          Annuler
        </Button>
        <Button
          variant="light"
          onClick={() => void save(false)}
          loading={create.isPending && create.variables?.send === false}
        >
          Enregistrer
        </Button>
        <Button
          onClick={() => void save(true)}
          disabled={!canSaveAndSend(draft.mission)}
          loading={create.isPending && create.variables?.send === true}
        >
          Enregistrer et envoyer
        </Button>
      </Group>
    </>
  );
}

/** 'Nouveau dossier': the form opens once the account's average arrival time is known (it dates the mission). */
export function NewFolderModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const average = useAverageArrivalMinutes(opened);
  return (
    <Modal opened={opened} onClose={onClose} title="Nouveau dossier" size="72rem" centered={false}>
      {average.isPending ? (
        <Center h={160}>
          <Loader />
        </Center>
      ) : (
        opened && <NewFolder averageArrival={average.data} onClose={onClose} />
      )}
    </Modal>
  );
}
