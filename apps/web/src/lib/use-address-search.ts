import { useCallback, useMemo } from 'react';
import { useSearchParams, type URLSearchParamsInit } from 'react-router';

/** The change on top of the current search (a list whose changes keep the page). */
const mergeChange = <Search>(current: Search, change: Partial<Search>): Search => ({ ...current, ...change });

/** Any change starts again at page 1, unless it names the page itself (a filter, a page size). */
export const firstPageUnlessNamed = <Search extends { page: number }>(
  current: Search,
  change: Partial<Search>,
): Search => ({ ...current, page: 1, ...change });

/**
 * A list's filters, page and size as they live in the address (guide §4): shareable, kept on reload.
 * `parse` reads them (any address gives a valid search), `write` turns a search into the address,
 * `merge` puts a change on the current search. All three must be stable (module functions).
 *
 * A change starts from the address as it is when the change lands (`window.location`), not from the
 * params the last render read. react-router's `setSearchParams`, even in its function form, starts
 * from the rendered params, and its re-render runs as a transition: on a loaded machine, a search
 * typed right after choosing a filter committed after its pause from the old params and undid the
 * filter (the things list, on CI). The router writes the address before it re-renders, so the
 * address is always the latest.
 */
export function useAddressSearch<Search>(
  parse: (params: URLSearchParams) => Search,
  write: (search: Search) => URLSearchParamsInit,
  merge: (current: Search, change: Partial<Search>) => Search = mergeChange,
) {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parse(params), [parse, params]);
  const update = useCallback(
    (change: Partial<Search>) =>
      setParams(write(merge(parse(new URLSearchParams(window.location.search)), change)), { replace: true }),
    [merge, parse, setParams, write],
  );
  return { search, update };
}
