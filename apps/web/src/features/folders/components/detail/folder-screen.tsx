import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { canInvoiceFolder, isFolderEditable, type Folder, type FolderTab } from '@plateau/contracts';
import { useState } from 'react';
import { FolderActionModals } from '../modals/folder-action-modals.tsx';
import { DossierTab } from './dossier-tab.tsx';
import { FolderHeader } from './folder-header.tsx';
import { FolderTabs } from './folder-tabs.tsx';
import { InvoiceFolderButton } from './invoice-folder-button.tsx';
import { FolderPricePanel } from '../pricing/folder-price-panel.tsx';
import { DocumentsTab } from './documents-tab.tsx';
import { EventsTab } from './events-tab.tsx';
import { MessageTab } from './message-tab.tsx';
import { ReportTab } from './report-tab.tsx';
import { ValorisationTab } from './valorisation-tab.tsx';
import { StatisticsTab } from './statistics-tab.tsx';
import { TrackingCard } from './tracking-card.tsx';
import readOnlyClasses from './read-only.module.css';
import { useDetailActions } from './use-detail-actions.ts';
import { useFolderDraft } from './use-folder-draft.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useSaveFolder } from './use-save-folder.ts';
import { useValorisationDraft } from './use-valorisation-draft.ts';

/** A value of a conflicting field as the alert quotes it. */
const shown = (value: unknown) =>
  value == null || value === ''
    ? '(vide)'
    : typeof value === 'boolean'
      ? value
        ? '« Oui »'
        : '« Non »'
      : typeof value === 'object'
        ? '(modifiée)'
        : `« ${String(value)} »`;

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
    <Stack
      gap="md"
      className={readOnly ? readOnlyClasses.readOnly : undefined}
      data-read-only={readOnly || undefined}
    >
      <FolderHeader
        folder={folder}
        edited={draft.draft}
        readOnly={readOnly}
        dirty={draft.dirty}
        saving={saving.saving}
        onSave={() => void saving.save()}
        onAction={actions.act}
      />
      {draft.conflicts.length > 0 && (
        <Alert
          color="orange"
          title="Un autre utilisateur a modifié ce dossier pendant votre saisie"
          withCloseButton
          closeButtonLabel="Fermer"
          onClose={draft.clearConflicts}
        >
          <Text size="sm">
            Le dossier est à jour et vos autres modifications sont conservées. Ces champs ont été modifiés des
            deux côtés : la valeur enregistrée par l'autre utilisateur est gardée, saisissez la vôtre à
            nouveau si besoin.
          </Text>
          <List size="sm" mt="xs">
            {draft.conflicts.map((conflict, index) => (
              <List.Item key={`${conflict.label}-${index}`}>
                {conflict.label} : votre saisie {shown(conflict.mine)}, enregistré {shown(conflict.theirs)}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
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
      {/* « Calculer le prix » from the tariff grids (issue 32). */}
      {canWrite && !isAssisteur && <FolderPricePanel folderId={folder.id} />}
      {/* A folder its customer pays has no valorisation tab: « Facturer » is here (issue 28 §3). */}
      {canWrite && !isAssisteur && !folder.assistanceProvider && canInvoiceFolder(folder) && (
        <InvoiceFolderButton folderId={folder.id} save={saving.save} />
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
        events={<EventsTab folderId={folder.id} canReplay={canWrite} documents={folder.documents} />}
        statistics={<StatisticsTab folder={folder} />}
        dossier={
          <DossierTab
            draft={draft}
            readOnly={readOnly}
            onMessage={() => mission && actions.act('MESSAGE')}
            onCancelMission={actions.cancelMission}
            cancellingMission={actions.cancellingMission}
            tracking={canWrite && !isAssisteur ? <TrackingCard folder={folder} /> : undefined}
          />
        }
      />
      <FolderActionModals request={actions.request} onClose={actions.close} />
    </Stack>
  );
}
