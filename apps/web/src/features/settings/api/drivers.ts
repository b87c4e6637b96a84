import { useQuery } from '@tanstack/react-query';
import { DriverLinks } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

const options = (rows: ReadonlyArray<{ id: number; name: string }> | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/**
 * GET /api/accounts/{id}/driverLinks (issue 21): the agents and trucks a CHAUFFEUR user of that account
 * (the signed-in one or one a supervisor manages) is linked to, and which drivers are signed in.
 */
export const useDriverLinks = (accountId: number, enabled: boolean) => {
  const links = useQuery({
    queryKey: ['settings', 'driver-links', accountId],
    queryFn: ({ signal }) =>
      api.get(`/api/accounts/${accountId}/driverLinks`, { schema: DriverLinks, signal }),
    refetchInterval: 30_000,
    enabled: enabled && accountId > 0,
  });
  return {
    agents: options(links.data?.agents),
    trucks: options(links.data?.trucks),
    drivers: links.data?.drivers,
  };
};
