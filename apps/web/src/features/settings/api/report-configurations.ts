import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ReportConfiguration,
  ReportConfigurationList,
  ReportEmailQueued,
  ReportFileName,
  type ReportConfigurationCreate,
  type ReportConfigurationPatch,
  type ReportPeriod,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

const reportsKey = (accountId: number) => ['accounts', 'reportConfigurations', accountId] as const;
const base = (accountId: number) => `/api/accounts/${accountId}/reportConfigurations`;

/** GET /api/accounts/{id}/reportConfigurations */
export const reportConfigurationsQuery = (accountId: number) =>
  queryOptions({
    queryKey: reportsKey(accountId),
    queryFn: ({ signal }) => api.get(base(accountId), { schema: ReportConfigurationList, signal }),
    meta: { busyLabel: 'Chargement des rapports...' },
  });

export const useReportConfigurations = (accountId: number | undefined) =>
  useQuery({ ...reportConfigurationsQuery(accountId ?? 0), enabled: accountId !== undefined });

/** POST (new) or PATCH (the changed fields) of a configuration; the list is read again. */
export function useSaveReportConfiguration(accountId: number) {
  const queryClient = useQueryClient();
  return useSubmission(
    (
      { id, body }: { id: number | null; body: ReportConfigurationCreate | ReportConfigurationPatch },
      idempotencyKey,
    ) =>
      id === null
        ? api.post(base(accountId), body, { schema: ReportConfiguration, idempotencyKey })
        : api.patch(`${base(accountId)}/${id}`, body, { schema: ReportConfiguration }),
    {
      meta: { busyLabel: 'Enregistrement du rapport...' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsKey(accountId) }),
    },
  );
}

/** DELETE …/{reportId} */
export function useDeleteReportConfiguration(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${base(accountId)}/${id}`),
    meta: { busyLabel: 'Suppression du rapport...' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: reportsKey(accountId) }),
  });
}

/** GET …/filename: the name the generated file will have. */
export const reportFileName = (accountId: number, id: number, period: ReportPeriod) =>
  api.get(`${base(accountId)}/${id}/filename`, { query: { ...period }, schema: ReportFileName });

/** GET …/generate: the .xlsx, saved under its name. Generation can take a while: a long timeout. */
export async function downloadReport(accountId: number, id: number, period: ReportPeriod, filename: string) {
  const blob = await api.get<Blob>(`${base(accountId)}/${id}/generate`, {
    query: { ...period },
    as: 'blob',
    timeoutMs: 300_000,
  });
  saveFile(blob, filename);
}

/** POST …/email: generated and e-mailed by the server in the background; once per submission. */
export const emailReport = (
  accountId: number,
  id: number,
  period: ReportPeriod,
  email: string,
  idempotencyKey: string,
) =>
  api.post(`${base(accountId)}/${id}/email`, undefined, {
    query: { ...period, email },
    schema: ReportEmailQueued,
    idempotencyKey,
  });
