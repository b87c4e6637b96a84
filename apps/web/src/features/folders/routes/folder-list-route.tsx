import { Button, Group, Stack, Text } from '@mantine/core';
import '@mantine/dates/styles.css';
import { IconPlus } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { useFolders } from '../api/get-folders.ts';
import type { ActionRequest } from '../components/action-meta.tsx';
import { ImportButtons } from '../components/imports/import-buttons.tsx';
import type { ImportKind } from '../components/imports/import-modals.tsx';
import { FolderFilters } from '../components/list/folder-filters.tsx';
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

/** 'Mes dossiers' (spec 2 §2): filters, the table with its row actions, and the action modals. */
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
  useLiveFolderList(!isAssisteur);
  usePrefetchListParts(folders.data !== undefined);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="nowrap">
        <FolderFilters
          search={search}
          onChange={update}
          isAssisteur={isAssisteur}
          onRefresh={() => {
            reload();
            countdown.restart();
          }}
        />
        {canWrite && <ImportButtons onImport={setImporting} />}
        {canWrite && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setCreating(true)}
            style={{ flexShrink: 0 }}
          >
            Nouveau dossier
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" ta="right" aria-live="off">
        {countdownText(countdown.secondsLeft)}
      </Text>
      <FolderTable
        data={folders.data}
        fetching={folders.isFetching}
        search={search}
        onPage={update}
        onAction={setRequest}
        isAssisteur={isAssisteur}
        isSupervisor={isSupervisor}
        canWrite={canWrite}
      />
      <FolderActionModals request={request} onClose={() => setRequest(null)} />
      {canWrite && <ImportModals kind={importing} onClose={() => setImporting(null)} />}
      {canWrite && <NewFolderModal opened={creating} onClose={() => setCreating(false)} />}
    </Stack>
  );
}
