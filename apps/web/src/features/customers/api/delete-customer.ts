import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { customerKeys } from './customer-keys.ts';

/** DELETE /api/legalentities/{id}; on failure the list is reloaded (spec 1 §5). */
export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/legalentities/${id}`),
    meta: { busyLabel: 'Suppression du client...' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
