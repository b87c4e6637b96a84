import { useQueryClient } from '@tanstack/react-query';
import { Customer, type CustomerCreateInput, type CustomerPatchInput } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';
import { customerKeys } from './customer-keys.ts';

export type SaveCustomer = { id: null; body: CustomerCreateInput } | { id: number; body: CustomerPatchInput };

/** POST /api/legalentities/ or PATCH /api/legalentities/{id} (the changes and their version). */
const saveCustomer = (save: SaveCustomer, idempotencyKey: string) =>
  save.id === null
    ? api.post('/api/legalentities/', save.body, { schema: Customer, idempotencyKey })
    : api.patch(`/api/legalentities/${save.id}`, save.body, { schema: Customer });

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useSubmission(saveCustomer, {
    meta: { busyLabel: 'Enregistrement du client...' },
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      void queryClient.invalidateQueries({
        queryKey: customerKeys.all,
        predicate: (q) => q.queryKey[1] !== 'detail',
      });
    },
  });
}
