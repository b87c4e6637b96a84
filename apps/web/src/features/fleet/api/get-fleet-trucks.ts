import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TruckList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import { fleetQuery, type FleetSearch } from '../model/fleet-search.ts';

/** Every trucks query starts with this key: a synchronisation reloads them all (pickers included). */
export const TRUCKS_KEY = ['trucks'] as const;

/** GET /api/trucks, one page of 'Mes véhicules' (server-side paging and search). */
export const fleetTrucksQuery = (search: FleetSearch) =>
  queryOptions({
    queryKey: [...TRUCKS_KEY, 'fleet', search],
    queryFn: ({ signal }) => api.get('/api/trucks', { schema: TruckList, signal, query: fleetQuery(search) }),
    placeholderData: keepPreviousData,
  });

export const useFleetTrucks = (search: FleetSearch) => useQuery(fleetTrucksQuery(search));
