import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  listSearchParams,
  parseListSearch,
  withFilters,
  type FolderListSearch,
} from '../../model/list-search.ts';

/** The list's filters, page and page size live in the address (guide §4): shareable, and kept on reload. */
export function useListSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseListSearch(params), [params]);
  const update = useCallback(
    (filters: Partial<FolderListSearch>) =>
      // From the address as it is when the change lands: a text filter commits after a typing
      // pause, and what was chosen meanwhile must not be undone by it.
      setParams((current) => listSearchParams(withFilters(parseListSearch(current), filters)), {
        replace: true,
      }),
    [setParams],
  );
  return { search, update };
}
