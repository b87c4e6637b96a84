import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { usePhone } from '../../../lib/use-phone.ts';
import { useFolders } from '../api/get-folders.ts';
import type { ActionRequest } from '../components/action-meta.tsx';
import { ImportButtons } from '../components/imports/import-buttons.tsx';
import type { ImportKind } from '../components/imports/import-modals.tsx';
import { FiltersDrawer } from '../components/list/filters-drawer.tsx';
import { FolderCards } from '../components/list/folder-cards.tsx';
import { DeferredFolderFilters } from '../components/list/folder-filters.tsx';
import { FolderTable } from '../components/list/folder-table.tsx';
import {
  LazyFolderActionModals as FolderActionModals,
  LazyImportModals as ImportModals,
  LazyNewFolderModal as NewFolderModal,
  usePrefetchListParts,
} from '../components/lazy-parts.tsx';
import { useAutoRefresh } from '../components/list/use-auto-refresh.ts';
import { useListSearch } from '../components/list/use-list-search.ts';
import { useFolderAccess } from '../components/use-assisteur.ts';
import { useLiveFolderList } from '../components/use-live-folders.ts';
import { countdownText, LIST_REFRESH_SECONDS } from '../model/countdown.ts';
import { folderListQuery } from '../model/list-search.ts';
import { coversRows } from '../../../lib/covers-rows.ts';

/**
 * 'Mes dossiers' (spec 2 §2): filters, the table with its row actions, and the action modals.
 * On a phone the filters wait in a drawer and each folder is a card (issue 20, point 11).
 */
export function Component() {
  const { isAssisteur, isSupervisor, canWrite } = useFolderAccess();
  const { search, update } = useListSearch();
  const folders = useFolders(folderListQuery(search, isAssisteur));
  const [request, setRequest] = useState<ActionRequest | null>(null);
  const [creating, setCreating] = useState(false);
  const [importing, setImporting] = useState<ImportKind | null>(null);
  const { refetch } = folders;
  const reload = useCallback(() => void refetch(), [refetch]);
  const countdown = useAutoRefresh(reload, LIST_REFRESH_SECONDS);
  const phone = usePhone();
  useLiveFolderList(!isAssisteur);
  usePrefetchListParts(folders.data !== undefined);
  const refresh = () => {
    reload();
    countdown.restart();
  };
  const newFolder = canWrite && (
    <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} style={{ flexShrink: 0 }}>
      Nouveau dossier
    </Button>
  );
  const countdownLine = (
    <Text size="sm" c="dimmed" aria-live="off">
      {countdownText(countdown.secondsLeft)}
    </Text>
  );

  return (
    <Stack gap="md">
      {phone ? (
        <>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <FiltersDrawer search={search} onChange={update} isAssisteur={isAssisteur} />
              <ActionIcon variant="light" size="input-sm" aria-label="Rafraîchir" onClick={refresh}>
                <IconRefresh size={18} />
              </ActionIcon>
            </Group>
            {newFolder}
          </Group>
          {canWrite && <ImportButtons onImport={setImporting} />}
          {countdownLine}
        </>
      ) : (
        <>
          {canWrite && (
            <Group justify="flex-end" gap="sm">
              <ImportButtons onImport={setImporting} />
              {newFolder}
            </Group>
          )}
          <DeferredFolderFilters search={search} onChange={update} isAssisteur={isAssisteur} />
          <Group justify="flex-end" gap="sm">
            {countdownLine}
            <Button variant="light" size="xs" leftSection={<IconRefresh size={14} />} onClick={refresh}>
              Rafraîchir
            </Button>
          </Group>
        </>
      )}
      {phone ? (
        <FolderCards
          data={folders.data}
          search={search}
          onPage={update}
          onAction={setRequest}
          isAssisteur={isAssisteur}
          isSupervisor={isSupervisor}
          canWrite={canWrite}
        />
      ) : (
        <FolderTable
          data={folders.data}
          fetching={coversRows(folders)}
          search={search}
          onPage={update}
          onAction={setRequest}
          isAssisteur={isAssisteur}
          isSupervisor={isSupervisor}
          canWrite={canWrite}
        />
      )}
      <FolderActionModals request={request} onClose={() => setRequest(null)} />
      {canWrite && <ImportModals kind={importing} onClose={() => setImporting(null)} />}
      {canWrite && <NewFolderModal opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
