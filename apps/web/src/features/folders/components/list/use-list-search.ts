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
      setParams(listSearchParams(withFilters(search, filters)), { replace: true }),
    [search, setParams],
  );
  return { search, update };
}
