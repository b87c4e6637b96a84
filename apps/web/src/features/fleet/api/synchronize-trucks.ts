import { useQueryClient } from '@tanstack/react-query';
import { fleetSyncNotice, TruckSyncResult } from '@plateau/contracts';
import { notifySuccess } from '../../../components/notify.tsx';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { TRUCKS_KEY } from './get-fleet-trucks.ts';

/** POST /api/trucks/synchronize: Webfleet's list becomes the fleet; the notice says how much changed. */
export const synchronizeTrucks = (_: void, idempotencyKey: string) =>
  api.post('/api/trucks/synchronize', undefined, { schema: TruckSyncResult, idempotencyKey });

export function useSynchronizeTrucks() {
  const queryClient = useQueryClient();
  return useSubmission(synchronizeTrucks, {
    meta: { busyLabel: 'Synchronisation avec Webfleet...' },
    onSuccess: ({ count }) => {
      const notice = fleetSyncNotice(count);
      notifySuccess(notice.title, notice.message);
      return queryClient.invalidateQueries({ queryKey: TRUCKS_KEY });
    },
  });
}
