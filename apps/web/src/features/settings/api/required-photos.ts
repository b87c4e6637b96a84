import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RequiredPhotosSettings } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const requiredPhotosQuery = queryOptions({
  queryKey: ['vehicle-condition', 'required-photos'] as const,
  queryFn: ({ signal }) =>
    api.get('/api/vehicleCondition/requiredPhotos', { schema: RequiredPhotosSettings, signal }),
});

/** GET /api/vehicleCondition/requiredPhotos: the account's list (the default until saved) and each assisteur's. */
export const useRequiredPhotos = () => useQuery(requiredPhotosQuery);

/** PUT /api/vehicleCondition/requiredPhotos: both lists at once; a refusal is shown by the error dialog. */
export function useSaveRequiredPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: RequiredPhotosSettings) =>
      api.put('/api/vehicleCondition/requiredPhotos', settings, { schema: RequiredPhotosSettings }),
    meta: { busyLabel: 'Enregistrement des photos obligatoires…' },
    onSuccess: (saved) => queryClient.setQueryData(requiredPhotosQuery.queryKey, saved),
  });
}
