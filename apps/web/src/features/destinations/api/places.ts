import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  FavouritePlace,
  FavouritePlaceList,
  PlaceSyncResult,
  type FavouritePlaceInput,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

/** GET /api/places: the account's favourite places, whole (the table pages them). */
export const placesQuery = queryOptions({
  queryKey: ['places'],
  queryFn: ({ signal }) => api.get('/api/places', { schema: FavouritePlaceList, signal }),
  meta: { busyLabel: 'Chargement des lieux...' },
});
export const usePlaces = () => useQuery(placesQuery);

function useInvalidatingMutation<V, R>(
  submit: (variables: V, idempotencyKey: string) => Promise<R>,
  busyLabel: string,
) {
  const queryClient = useQueryClient();
  return useSubmission(submit, {
    meta: { busyLabel },
    // Spec 1 §4: after a failure too, the list is reloaded.
    onSettled: () => queryClient.invalidateQueries({ queryKey: placesQuery.queryKey }),
  });
}

/** POST /api/places (new) or PUT /api/places/{id}. */
export const useSavePlace = () =>
  useInvalidatingMutation(
    ({ id, place }: { id: number | null; place: FavouritePlaceInput }, idempotencyKey) =>
      id === null
        ? api.post('/api/places', place, { schema: FavouritePlace, idempotencyKey })
        : api.put(`/api/places/${id}`, place, { schema: FavouritePlace }),
    'Enregistrement du lieu...',
  );

/** DELETE /api/places/{id}. */
export const useDeletePlace = () =>
  useInvalidatingMutation((id: number) => api.delete(`/api/places/${id}`), 'Suppression du lieu...');

/** POST /api/places/synchronize: Nomad accounts only. */
export const useSynchronizePlaces = () =>
  useInvalidatingMutation(
    (_: void, idempotencyKey) =>
      api.post('/api/places/synchronize', undefined, { schema: PlaceSyncResult, idempotencyKey }),
    'Synchronisation avec Nomad...',
  );
