import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GEOCODE_MIN_QUERY_LENGTH, GeocodeResult } from '@plateau/contracts';
import { api } from '../../lib/api.ts';
import '../../lib/query-meta.ts';

const TYPING_PAUSE_MS = 300;

/** GET /api/geocode: French, geocoded addresses matching the text (the server's proxy to the national API). */
export const addressSuggestionsQuery = (text: string) =>
  queryOptions({
    queryKey: ['geocode', text],
    queryFn: ({ signal }) => api.get('/api/geocode', { query: { q: text }, schema: GeocodeResult, signal }),
    enabled: text.length >= GEOCODE_MIN_QUERY_LENGTH,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    // The field says when the address service fails; a dialog at each keystroke would be too much.
    meta: { silent: true, reportErrors: false },
  });

/**
 * Suggestions for what the user types, asked once typing pauses. `notFound`: the address service
 * answered, for the text now typed, that it knows no such address (issue 28 §5: say so while typing).
 */
export function useAddressSuggestions(text: string, enabled: boolean) {
  const [debounced] = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  const asked = enabled && debounced.length >= GEOCODE_MIN_QUERY_LENGTH;
  const query = useQuery({ ...addressSuggestionsQuery(debounced), enabled: asked });
  const located = (query.data ?? []).some((suggestion) => suggestion.hasGeometry);
  const notFound =
    asked &&
    debounced === text.trim() &&
    query.isSuccess &&
    !query.isPlaceholderData &&
    !query.isFetching &&
    !located;
  return {
    suggestions: enabled ? (query.data ?? []) : [],
    failed: query.isError,
    loading: query.isFetching,
    notFound,
  };
}
