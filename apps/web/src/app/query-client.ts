import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { reportError } from '../components/report-error.ts';
import { dialogReportsQueryError } from '../lib/query-meta.ts';

/** Every failed query or mutation opens the spec's error dialog unless it says otherwise (meta.reportErrors). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A screen that failed to load says so itself; a failed refresh of a shown screen still opens the dialog.
        if (dialogReportsQueryError(query.meta, query.state.data !== undefined)) reportError(error);
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
