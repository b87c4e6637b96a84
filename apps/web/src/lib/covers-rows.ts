/** What a list's query says about its rows (a TanStack Query result has all three). */
interface ListQueryState {
  isFetching: boolean;
  isPlaceholderData: boolean;
  data: unknown;
}

/**
 * Whether a list's loader should cover its rows: only while the rows shown are not the answer to
 * what is asked (the first load, or a new search showing the previous rows meanwhile). The loader
 * takes the clicks, so covering the rows during a background refresh of the same list (a live
 * event, « Actualiser ») would eat a click on a row that is still right.
 */
export function coversRows(query: ListQueryState): boolean {
  return query.isFetching && (query.isPlaceholderData || query.data === undefined);
}
