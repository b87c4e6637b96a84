import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Receivables, type ReceivablesExportQuery } from '@plateau/contracts';
import { api, type DownloadedFile } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { invoiceKeys } from './invoice-keys.ts';

/** GET /api/factures/encours: what customers owe by age at the day (today when none). */
export const useReceivables = (date: string | undefined) =>
  useQuery({
    // Under the invoices' key: a payment or an issue refreshes it with the rest.
    queryKey: [...invoiceKeys.all, 'receivables', date ?? 'today'] as const,
    queryFn: ({ signal }) =>
      api.get('/api/factures/encours', { query: { date }, schema: Receivables, signal }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des encours...' },
  });

/** GET /api/factures/encours/export: the same table as an .xlsx or a CSV file, under the server's name. */
export const useExportReceivables = () =>
  useMutation({
    mutationFn: async (query: ReceivablesExportQuery) => {
      const file = await api.get<DownloadedFile>('/api/factures/encours/export', { query, as: 'file' });
      saveFile(file.blob, file.filename ?? `encours-clients.${query.format}`);
    },
    meta: { busyLabel: 'Export des encours...' },
  });
