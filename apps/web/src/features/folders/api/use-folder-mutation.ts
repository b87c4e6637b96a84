import { useMutation, useQueryClient } from '@tanstack/react-query';
import '../../../lib/query-meta.ts';
import { folderKeys } from './folder-keys.ts';

/** A call that changes folders: once it succeeds, every folder query reloads (list and detail). */
export function useFolderMutation<TVariables, TResult>(
  mutationFn: (variables: TVariables) => Promise<TResult>,
  busyLabel?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: busyLabel ? { busyLabel } : undefined,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: folderKeys.all }),
  });
}
