import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Thing, ThingAccountOptions, ThingList, type ThingPatch } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import type { ThingSearch } from '../model/thing-search.ts';

const thingKeys = { all: ['things'] as const };

/** GET /api/things (spec 1 §7): limit, page, order, accountId, text; empty ones left out. */
export const thingsQuery = (search: ThingSearch) =>
  queryOptions({
    queryKey: [...thingKeys.all, 'list', search],
    queryFn: ({ signal }) =>
      api.get('/api/things', {
        query: {
          limit: search.size,
          page: search.page,
          order: 'asc',
          accountId: search.accountId,
          text: search.text,
        },
        schema: ThingList,
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement des objets...' },
  });
export const useThings = (search: ThingSearch) => useQuery(thingsQuery(search));

/** GET /api/things/accounts: the accounts a supervisor manages (filter and assignment). */
export const useThingAccounts = (enabled: boolean) =>
  useQuery({
    queryKey: [...thingKeys.all, 'accounts'],
    queryFn: ({ signal }) => api.get('/api/things/accounts', { schema: ThingAccountOptions, signal }),
    enabled,
    staleTime: 5 * 60_000,
  });

function useThingMutation<V, R>(mutationFn: (variables: V) => Promise<R>, busyLabel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { busyLabel },
    // Spec 1 §4: the list is reloaded after a failure too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...thingKeys.all, 'list'] }),
  });
}

/** PATCH /api/things/{id} with the changed fields only. */
export const usePatchThing = () =>
  useThingMutation(
    ({ id, patch }: { id: number; patch: ThingPatch }) =>
      api.patch(`/api/things/${id}`, patch, { schema: Thing }),
    "Enregistrement de l'objet...",
  );

export const useDeleteThing = () =>
  useThingMutation((id: number) => api.delete(`/api/things/${id}`), "Suppression de l'objet...");
