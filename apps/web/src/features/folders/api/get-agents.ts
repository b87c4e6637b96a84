import { queryOptions, useQuery } from '@tanstack/react-query';
import { AgentList, type Agent } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';

/** GET /api/agents: the account's field agents (intervenants). */
export const agentsQuery = queryOptions({
  queryKey: ['agents'],
  queryFn: ({ signal }) => api.get('/api/agents', { schema: AgentList, signal }),
  staleTime: 5 * 60_000,
  meta: { silent: true },
});

const NONE: Agent[] = [];

export function useAgents(enabled = true): Agent[] {
  return useQuery({ ...agentsQuery, enabled }).data ?? NONE;
}

export const agentOptions = (agents: readonly Agent[]) =>
  agents.map((agent) => ({ value: String(agent.id), label: agent.name }));
