import { queryOptions, useQuery } from '@tanstack/react-query';
import { TruckList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** Under ['trucks'], so that a Webfleet synchronisation reloads the map's trucks too. */
export const mapTrucksKey = ['trucks', 'map'] as const;

/** GET /api/trucks?withPosition=true: every positioned truck and the mission it holds. */
export const mapTrucksQuery = queryOptions({
  queryKey: mapTrucksKey,
  queryFn: ({ signal }) =>
    api.get('/api/trucks', { schema: TruckList, signal, query: { withPosition: 'true' } }),
  // Live positions keep it current between the minutely reloads: coming back to the map within
  // the minute does not reload it (a reload started before a live position would undo it).
  staleTime: 30_000,
});

export const useMapTrucks = () => useQuery(mapTrucksQuery);
