import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FolderTracking } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { folderKeys } from './folder-keys.ts';

const trackingKey = (folderId: number) => [...folderKeys.detail(folderId), 'tracking'] as const;

/** GET /api/folders/{id}/tracking: the customer's tracking link (issue 20 §4.13). */
export const useFolderTracking = (folderId: number, enabled: boolean) =>
  useQuery({
    queryKey: trackingKey(folderId),
    enabled,
    queryFn: () => api.get(`/api/folders/${folderId}/tracking`, { schema: FolderTracking }),
  });

/** POST /api/folders/{id}/tracking/sms: « Renvoyer le SMS ». */
export function useResendTrackingSms() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ folderId }: { folderId: number }, idempotencyKey) =>
      api.post(`/api/folders/${folderId}/tracking/sms`, undefined, {
        schema: FolderTracking,
        idempotencyKey,
      }),
    {
      meta: { busyLabel: 'Envoi du SMS...' },
      onSuccess: (tracking, { folderId }) => queryClient.setQueryData(trackingKey(folderId), tracking),
    },
  );
}
