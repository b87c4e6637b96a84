import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FolderMessageList, type Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { folderKeys } from './folder-keys.ts';

/** POST /api/folders/{id}/sendMessage: the body is the message, as plain text; answers the list. */
export const sendFolderMessage = ({ folderId, text }: { folderId: number; text: string }) =>
  api.post(`/api/folders/${folderId}/sendMessage`, undefined, { text, schema: FolderMessageList });

/** POST /api/folders/{id}/messages/markAsRead: answers the list, all read. */
export const markFolderMessagesAsRead = ({ folderId }: { folderId: number }) =>
  api.post(`/api/folders/${folderId}/messages/markAsRead`, undefined, { schema: FolderMessageList });

/**
 * A message call answers the folder's conversation: the open detail shows it at once. The folder's
 * version does not move (a message is not an edit), so pending edits are untouched.
 */
function useMessageMutation<TVariables extends { folderId: number }>(
  mutationFn: (variables: TVariables) => Promise<FolderMessageList>,
  busyLabel?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: busyLabel ? { busyLabel } : { silent: true },
    onSuccess: (messages, { folderId }) => {
      queryClient.setQueryData<Folder>(folderKeys.detail(folderId), (folder) =>
        folder ? { ...folder, messages } : folder,
      );
    },
  });
}

export const useSendFolderMessage = () => useMessageMutation(sendFolderMessage, 'Envoi du message...');
export const useMarkFolderMessagesAsRead = () => useMessageMutation(markFolderMessagesAsRead);
