import { useAddressSearch } from '../../../../lib/use-address-search.ts';
import { listSearchParams, parseListSearch, withFilters } from '../../model/list-search.ts';

/** The list's filters, page and page size live in the address (guide §4): shareable, and kept on reload. */
export function useListSearch() {
  return useAddressSearch(parseListSearch, listSearchParams, withFilters);
}
