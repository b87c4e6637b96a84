import { useQuery } from '@tanstack/react-query';
import { AgentList, DriverPresenceList, TruckList } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/agents and /api/trucks: what a CHAUFFEUR user is linked to (issue 21). */
export const useDriverLinkOptions = (enabled: boolean) => {
  const agents = useQuery({
    queryKey: ['settings', 'agents'],
    queryFn: ({ signal }) => api.get('/api/agents', { schema: AgentList, signal }),
    enabled,
  });
  const trucks = useQuery({
    queryKey: ['settings', 'trucks'],
    queryFn: ({ signal }) => api.get('/api/trucks', { schema: TruckList, signal }),
    enabled,
  });
  return {
    agents: (agents.data ?? []).map((a) => ({ value: String(a.id), label: a.name })),
    trucks: (trucks.data?.rows ?? []).map((t) => ({ value: String(t.id), label: t.name })),
  };
};

/** GET /api/driverApp/drivers: which drivers are signed in, and when each app last called. */
export const useDriverPresence = (enabled: boolean) =>
  useQuery({
    queryKey: ['settings', 'driver-presence'],
    queryFn: ({ signal }) => api.get('/api/driverApp/drivers', { schema: DriverPresenceList, signal }),
    refetchInterval: 30_000,
    enabled,
  });
