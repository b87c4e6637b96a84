import { useQueryClient } from '@tanstack/react-query';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { isFolderLike, recordOwnVersion } from '../model/own-versions.ts';
import { folderKeys } from './folder-keys.ts';

/**
 * A call that changes folders: once it succeeds, every folder query reloads (list and detail).
 * When it answers the folder, that version is ours: an open detail takes it at once, and
 * carries its pending edits over to it (issue 12 §12). Each call is one submission, with its own
 * Idempotency-Key: a double-click does it once.
 */
export function useFolderMutation<TVariables, TResult>(
  submit: (variables: TVariables, idempotencyKey: string) => Promise<TResult>,
  busyLabel?: string,
) {
  const queryClient = useQueryClient();
  return useSubmission(submit, {
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
