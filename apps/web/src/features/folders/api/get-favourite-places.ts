import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavouritePlaceList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/places: the account's favourite destinations, offered by the destination field. */
export const favouritePlacesQuery = queryOptions({
  queryKey: ['places'],
  queryFn: ({ signal }) => api.get('/api/places', { schema: FavouritePlaceList, signal }),
  staleTime: 60_000,
  // A helper of the form: without it, the place is typed by hand, no dialog.
  meta: { silent: true, reportErrors: false },
});

export const useFavouritePlaces = (enabled: boolean) =>
  useQuery({ ...favouritePlacesQuery, enabled }).data?.rows;
