import { Alert, Button, List, Stack } from '@mantine/core';
import { isFolderEditable, type Folder, type FolderTab } from '@plateau/contracts';
import { useState } from 'react';
import { FolderActionModals } from '../modals/folder-action-modals.tsx';
import { DossierTab } from './dossier-tab.tsx';
import { FolderHeader } from './folder-header.tsx';
import { FolderTabs } from './folder-tabs.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { EventsTab } from './events-tab.tsx';
import { MessageTab } from './message-tab.tsx';
import { ReportTab } from './report-tab.tsx';
import { ValorisationTab } from './valorisation-tab.tsx';
import { StatisticsTab } from './statistics-tab.tsx';
import { useDetailActions } from './use-detail-actions.ts';
import { useFolderDraft } from './use-folder-draft.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useSaveFolder } from './use-save-folder.ts';
import { useValorisationDraft } from './use-valorisation-draft.ts';

/** 'Données du dossier': the header, the tabs and the action modals of one loaded folder. */
export function FolderScreen({
  folder,
  isAssisteur,
  canWrite,
  onReload,
}: {
  folder: Folder;
  isAssisteur: boolean;
  /** An operator of the folder's account; an assisteur or a supervisor only reads. */
  canWrite: boolean;
  onReload: () => void;
}) {
  // A closed folder is read by everyone, written by nobody (issue 12 §14).
  const readOnly = !canWrite || !isFolderEditable(folder);
  const draft = useFolderDraft(folder);
  const saving = useSaveFolder(draft);
  const [tab, setTab] = useState<FolderTab>('DOSSIER');
  const actions = useDetailActions({
    folder,
    edited: draft.draft,
    save: saving.save,
    showReport: () => setTab('RAPPORT'),
  });
  const valorisation = useValorisationDraft(folder);
  useLeaveGuard((draft.dirty || valorisation.edited) && !readOnly);
  const mission = folder.missionIntervention;

  return (
    <Stack gap="md">
      <FolderHeader
        folder={folder}
        edited={draft.draft}
        readOnly={readOnly}
        dirty={draft.dirty}
        saving={saving.saving}
        onSave={() => void saving.save()}
        onAction={actions.act}
      />
      {saving.stale && (
        <Alert color="orange" title="Le dossier a changé depuis son ouverture">
          Vos modifications n'ont pas été enregistrées.{' '}
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              draft.discard();
              saving.clearStale();
              onReload();
            }}
          >
            Recharger le dossier
          </Button>
        </Alert>
      )}
      {saving.problems.length > 0 && (
        <Alert color="red" title="Le dossier ne peut pas être enregistré">
          <List size="sm">
            {saving.problems.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <FolderTabs
        folder={folder}
        isAssisteur={isAssisteur}
        tab={tab}
        onTab={setTab}
        message={<MessageTab folder={folder} canWrite={canWrite} />}
        documents={
          <DocumentsTab folder={folder} canWrite={canWrite} isAssisteur={isAssisteur} save={saving.save} />
        }
        report={<ReportTab draft={draft} canWrite={canWrite} isAssisteur={isAssisteur} save={saving.save} />}
        valorisation={
          <ValorisationTab draft={draft} lines={valorisation} canWrite={canWrite} save={saving.save} />
        }
        events={<EventsTab folderId={folder.id} canReplay={canWrite} />}
        statistics={<StatisticsTab folder={folder} />}
        dossier={
          <DossierTab draft={draft} readOnly={readOnly} onMessage={() => mission && actions.act('MESSAGE')} />
        }
      />
      <FolderActionModals request={actions.request} onClose={actions.close} />
    </Stack>
  );
}
