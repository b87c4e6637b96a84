import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** DELETE /api/factures/{id}: a draft (an issued document: 409, shown by the error dialog). */
export function useDeleteInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/factures/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
