import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../components/report-error.ts';
import '../lib/query-meta.ts';

/** Every failed query or mutation opens the spec's error dialog unless it says otherwise (meta.reportErrors). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.reportErrors !== false) reportError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.reportErrors !== false) reportError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
