import { useMutation, useQueryClient } from '@tanstack/react-query';
import '../../../lib/query-meta.ts';
import { isFolderLike, recordOwnVersion } from '../model/own-versions.ts';
import { folderKeys } from './folder-keys.ts';

/**
 * A call that changes folders: once it succeeds, every folder query reloads (list and detail).
 * When it answers the folder, that version is ours: an open detail takes it at once, and
 * carries its pending edits over to it (issue 12 §12).
 */
export function useFolderMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  busyLabel?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: busyLabel ? { busyLabel } : undefined,
    onSuccess: (result) => {
      if (isFolderLike(result)) {
        recordOwnVersion(result);
        queryClient.setQueryData(folderKeys.detail(result.id), result);
      }
      return queryClient.invalidateQueries({ queryKey: folderKeys.all });
    },
  });
}
