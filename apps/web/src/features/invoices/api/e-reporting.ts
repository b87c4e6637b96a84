import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { EReportList, type EReportingRhythm } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const key = ['e-reporting'] as const;

/** GET /api/e-reporting: the rhythm and every period's reports, the latest first. */
export const useEReports = () =>
  useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get('/api/e-reporting', { schema: EReportList, signal }),
    meta: { busyLabel: 'Chargement de l’e-reporting...' },
  });

/** PUT /api/e-reporting/settings (ADMIN): the rhythm of the account's VAT regime. */
export function useSaveReportingRhythm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rhythm: EReportingRhythm) =>
      api.put('/api/e-reporting/settings', { rhythm }, { schema: EReportList }),
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    meta: { busyLabel: 'Enregistrement...' },
  });
}
