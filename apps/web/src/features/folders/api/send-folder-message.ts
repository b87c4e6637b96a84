import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { FolderMessageList, type Folder } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';

/** POST /api/folders/{id}/sendMessage: the body is the message, as plain text; answers the list. */
export const sendFolderMessage = (
  { folderId, text }: { folderId: number; text: string },
  idempotencyKey: string,
) =>
  api.post(`/api/folders/${folderId}/sendMessage`, undefined, {
    text,
    schema: FolderMessageList,
    idempotencyKey,
  });

/** POST /api/folders/{id}/messages/markAsRead: answers the list, all read. */
export const markFolderMessagesAsRead = ({ folderId }: { folderId: number }) =>
  api.post(`/api/folders/${folderId}/messages/markAsRead`, undefined, {
    schema: FolderMessageList,
    // Marks read, creates nothing: twice is once.
    idempotencyKey: null,
  });

/**
 * A message call answers the folder's conversation: the open detail shows it at once. The folder's
 * version does not move (a message is not an edit), so pending edits are untouched.
 */
function showMessages(queryClient: QueryClient) {
  return (messages: FolderMessageList, { folderId }: { folderId: number }) => {
    queryClient.setQueryData<Folder>(folderKeys.detail(folderId), (folder) =>
      folder ? { ...folder, messages } : folder,
    );
  };
}

/** One message per submission: a double-click on « Envoyer » sends it once. */
export function useSendFolderMessage() {
  const queryClient = useQueryClient();
  return useSubmission(sendFolderMessage, {
    meta: { busyLabel: 'Envoi du message...' },
    onSuccess: showMessages(queryClient),
  });
}

export function useMarkFolderMessagesAsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markFolderMessagesAsRead,
    meta: { silent: true },
    onSuccess: showMessages(queryClient),
  });
}
