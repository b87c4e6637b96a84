import { useQueryClient } from '@tanstack/react-query';
import { YardTariffs, type YardSettings, type YardTariffPeriod } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import { useSubmission } from '../../../lib/submission.ts';

/** The administrators' writes of the tariff table: the answer is the whole table, kept as the query's data. */
function useTariffWrite<V>(path: string, busyLabel: string) {
  const queryClient = useQueryClient();
  return useSubmission((body: V) => api.put(path, body, { schema: YardTariffs }), {
    meta: { busyLabel },
    onSuccess: (tariffs) => queryClient.setQueryData(['yard', 'tariffs'], tariffs),
  });
}

export const useSaveYardSettings = () =>
  useTariffWrite<YardSettings>('/api/yard/settings', 'Enregistrement des réglages...');

export const useSaveTariffPeriod = () =>
  useTariffWrite<YardTariffPeriod>('/api/yard/tariffs', 'Enregistrement de la période...');
