import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FOLDERS_TOPIC, folderTopic } from '@plateau/contracts';
import { subscribeTopic } from '../../../lib/websocket.ts';
import { folderKeys } from '../api/folder-keys.ts';

/** The list follows the account's folder events; assisteurs do not subscribe (spec 2 §6). */
export function useLiveFolderList(enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const reload = () =>
      void queryClient.invalidateQueries({
        queryKey: folderKeys.all,
        predicate: (query) => query.queryKey[1] === 'list',
      });
    return subscribeTopic(FOLDERS_TOPIC, reload, reload);
  }, [enabled, queryClient]);
}

/** Spec 2 §7: a FOLDER_UPDATED event for the open folder reloads it. */
export function useLiveFolder(folderId: number, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const reload = () => void queryClient.invalidateQueries({ queryKey: folderKeys.detail(folderId) });
    return subscribeTopic(
      folderTopic(folderId),
      (event) => {
        if (event.eventType === 'FOLDER_UPDATED') reload();
      },
      reload,
    );
  }, [enabled, folderId, queryClient]);
}
