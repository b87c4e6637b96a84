import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { YardStatistics } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/save-file.ts';

export const useYardStatistics = (from: string, to: string) =>
  useQuery({
    queryKey: ['yard', 'statistics', from, to],
    queryFn: ({ signal }) =>
      api.get('/api/yard/statistics', { query: { from, to }, schema: YardStatistics, signal }),
    placeholderData: keepPreviousData,
    enabled: from <= to,
  });

/** GET /api/yard/register/export: the register between the two days, as CSV or XLSX. */
export async function downloadRegister(from: string, to: string, format: 'csv' | 'xlsx'): Promise<void> {
  const blob = await api.get<Blob>('/api/yard/register/export', { query: { from, to, format }, as: 'blob' });
  saveFile(blob, `registre-fourriere-${from}-${to}.${format}`);
}

/** GET /api/yard/entries/{id}/condition.pdf: the condition sheet as printed at the entry. */
export async function downloadConditionPdf(id: number, plate: string): Promise<void> {
  const blob = await api.get<Blob>(`/api/yard/entries/${id}/condition.pdf`, { as: 'blob' });
  saveFile(blob, `fiche-descriptive-${plate}.pdf`);
}
