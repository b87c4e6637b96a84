import { firstPageUnlessNamed, useAddressSearch } from '../../../lib/use-address-search.ts';
import { dashboardSearchParams, parseDashboardSearch } from '../model/dashboard-search.ts';

/** The dashboard's view, period, search and page live in the address (guide §4); a change other than the page goes back to page 1. */
export function useDashboardSearch() {
  return useAddressSearch(parseDashboardSearch, dashboardSearchParams, firstPageUnlessNamed);
}
