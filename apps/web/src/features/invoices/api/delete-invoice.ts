import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** DELETE /api/factures/{id}: only the last invoice (409 otherwise, shown by the error dialog). */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/factures/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
