import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  dashboardSearchParams,
  parseDashboardSearch,
  type DashboardSearch,
} from '../model/dashboard-search.ts';

/** The dashboard's view, period, search and page live in the address (guide §4); a change other than the page goes back to page 1. */
export function useDashboardSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => parseDashboardSearch(params), [params]);
  const update = useCallback(
    (change: Partial<DashboardSearch>) =>
      setParams(dashboardSearchParams({ ...search, page: 1, ...change }), { replace: true }),
    [search, setParams],
  );
  return { search, update };
}
