import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MotorwayPeriodList,
  TariffGrid,
  TariffGridList,
  type TariffGridInput,
  type TariffGridUpdate,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { useSubmission } from '../../../lib/submission.ts';

const gridsKey = ['tariff-grids'] as const;

/** GET /api/tariff-grids */
export const useTariffGrids = () =>
  useQuery({
    queryKey: gridsKey,
    queryFn: ({ signal }) => api.get('/api/tariff-grids', { schema: TariffGridList, signal }),
    meta: { busyLabel: 'Chargement des grilles tarifaires...' },
  });

/** GET /api/tariff-grids/motorway: the regulated table, read-only. */
export const useMotorwayPeriods = () =>
  useQuery({
    queryKey: [...gridsKey, 'motorway'],
    queryFn: ({ signal }) => api.get('/api/tariff-grids/motorway', { schema: MotorwayPeriodList, signal }),
    staleTime: Infinity,
  });

/** POST a new grid, or PUT a grid with the version it was read at. */
export function useSaveTariffGrid() {
  const queryClient = useQueryClient();
  return useSubmission(
    ({ id, body }: { id: number | null; body: TariffGridInput | TariffGridUpdate }, idempotencyKey) =>
      id === null
        ? api.post('/api/tariff-grids', body, { schema: TariffGrid, idempotencyKey })
        : api.put(`/api/tariff-grids/${id}`, body, { schema: TariffGrid }),
    {
      meta: { busyLabel: 'Enregistrement de la grille...' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: gridsKey }),
    },
  );
}

/** DELETE /api/tariff-grids/{id} */
export function useDeleteTariffGrid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/tariff-grids/${id}`),
    meta: { busyLabel: 'Suppression de la grille...' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: gridsKey }),
  });
}
