import { queryOptions, useQuery } from '@tanstack/react-query';
import { PublicTracking } from '@plateau/contracts';
import '../../../lib/query-meta.ts';

/** The page follows the truck by asking again every 15 s. */
export const TRACKING_REFRESH_MS = 15_000;

/** The link leads nowhere (unknown, malformed or expired): the page says so, kindly. */
export class InvalidTrackingLink extends Error {}

/**
 * GET /api/public/tracking/{token}, without any credential: the customer has no session, and a
 * signed-in operator opening the link must not send theirs (the page reads only what the token
 * gives). Polled rather than pushed: the WebSocket needs a session, the customer has none.
 */
async function fetchPublicTracking(token: string, signal: AbortSignal): Promise<PublicTracking> {
  const response = await fetch(`/api/public/tracking/${encodeURIComponent(token)}`, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    signal: AbortSignal.any([signal, AbortSignal.timeout(TRACKING_REFRESH_MS)]),
  });
  if (response.status === 404) throw new InvalidTrackingLink();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return PublicTracking.parse(await response.json());
}

export const publicTrackingQuery = (token: string) =>
  queryOptions({
    queryKey: ['public-tracking', token],
    queryFn: ({ signal }) => fetchPublicTracking(token, signal),
    refetchInterval: (query) =>
      query.state.error instanceof InvalidTrackingLink ? false : TRACKING_REFRESH_MS,
    refetchIntervalInBackground: false,
    // An invalid link stays invalid; a network hiccup is tried again at the next poll.
    retry: (count, error) => !(error instanceof InvalidTrackingLink) && count < 2,
    // The page shows its own failures (a kind page, or a quiet notice while it has data).
    meta: { reportErrors: false, silent: true },
  });

export const usePublicTracking = (token: string) => useQuery(publicTrackingQuery(token));
