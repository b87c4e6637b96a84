import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ErrorBody, PublicQuote, type PublicQuoteDecision } from '@plateau/contracts';
import '../../../lib/query-meta.ts';

/** The link leads nowhere (unknown, malformed or expired): the page says so. */
export class InvalidQuoteLink extends Error {}
/** The server refused the answer: its French message is shown on the page. */
export class QuoteAnswerRefused extends Error {}

const url = (token: string) => `/api/public/quotes/${encodeURIComponent(token)}`;

/** GET without any credential: the customer has no session, an operator's is never sent. */
async function fetchPublicQuote(token: string, signal: AbortSignal): Promise<PublicQuote> {
  const response = await fetch(url(token), {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    signal,
  });
  if (response.status === 404) throw new InvalidQuoteLink();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return PublicQuote.parse(await response.json());
}

export const usePublicQuote = (token: string) =>
  useQuery({
    queryKey: ['public-quote', token],
    queryFn: ({ signal }) => fetchPublicQuote(token, signal),
    retry: (count, error) => !(error instanceof InvalidQuoteLink) && count < 2,
    meta: { reportErrors: false, silent: true },
  });

/** POST the customer's answer; the page shows the quote as it then stands. */
export function useAnswerQuote(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: PublicQuoteDecision) => {
      const response = await fetch(url(token), {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        credentials: 'omit',
        body: JSON.stringify(decision),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        const error = ErrorBody.safeParse(body);
        throw new QuoteAnswerRefused(
          error.success ? error.data.error_description : 'Réponse impossible pour le moment',
        );
      }
      return PublicQuote.parse(body);
    },
    meta: { reportErrors: false },
    onSuccess: (quote) => queryClient.setQueryData(['public-quote', token], quote),
  });
}
