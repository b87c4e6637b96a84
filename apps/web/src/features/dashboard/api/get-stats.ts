import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  DepanneurStatsList,
  ProviderStatsList,
  TruckStatsList,
  type StatsQuery,
  type StatsView,
} from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import type { StatsRow } from '../model/stats-columns.ts';

/** GET /api/stats/{view}: the by-truck call answers under `data` (spec 1 §7), the others do not. */
async function fetchStats(view: StatsView, query: StatsQuery, signal: AbortSignal): Promise<StatsRow[]> {
  const path = `/api/stats/${view}`;
  switch (view) {
    case 'byTruck':
      return (await api.get(path, { query, schema: TruckStatsList, signal })).data.rows;
    case 'byAssistanceProvider':
      return (await api.get(path, { query, schema: ProviderStatsList, signal })).rows;
    case 'byDepanneur':
      return (await api.get(path, { query, schema: DepanneurStatsList, signal })).rows;
  }
}

export function useStats(view: StatsView | null, query: StatsQuery) {
  return useQuery({
    queryKey: ['stats', view, query],
    queryFn: ({ signal }) => fetchStats(view!, query, signal),
    enabled: view !== null,
    // A new period keeps the rows on screen while it loads; another view's rows never stand under this view's columns.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === view ? keepPreviousData(previous) : undefined,
    // Spec 1 §8: a failed load keeps the chosen view and nothing else happens (no dialog).
    meta: { busyLabel: 'Chargement des statistiques...', reportErrors: false },
  });
}
