import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { EventReplayResult, FolderEventList, type FolderEventListQuery } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';

/** GET /api/folders/{id}/events: one page of the 'Flux de travail'. */
export function useFolderEvents(folderId: number, query: FolderEventListQuery) {
  return useQuery({
    queryKey: [...folderKeys.detail(folderId), 'events', query],
    queryFn: () =>
      api.get(`/api/folders/${folderId}/events`, { query: { ...query }, schema: FolderEventList }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des événements...' },
  });
}

/** POST /api/folders/{folderId}/events/{eventId}: a replay may move the folder, so all of it reloads. */
export function useReplayFolderEvent() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ folderId, eventId }: { folderId: number; eventId: number }, idempotencyKey) =>
      api.post(`/api/folders/${folderId}/events/${eventId}`, undefined, {
        schema: EventReplayResult,
        idempotencyKey,
      }),
    {
      meta: { busyLabel: "Rejeu de l'événement..." },
      onSuccess: (_result, { folderId }) =>
        queryClient.invalidateQueries({ queryKey: folderKeys.detail(folderId) }),
    },
  );
}
