import { ACCOUNT_DEFAULT_PAGE_SIZE, ACCOUNT_PAGE_SIZES, ClientNatureCode } from '@plateau/contracts';
import { z } from 'zod';
import { firstPageUnlessNamed, useAddressSearch } from '../../../lib/use-address-search.ts';

/** The list's filters, page and page size live in the address (guide §4). */
const AccountSearch = z.object({
  businessNature: z
    .enum([...ClientNatureCode, 'SUPERVISOR'])
    .optional()
    .catch(undefined),
  text: z.string().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .refine((n) => (ACCOUNT_PAGE_SIZES as readonly number[]).includes(n))
    .catch(ACCOUNT_DEFAULT_PAGE_SIZE),
});
export type AccountSearch = z.infer<typeof AccountSearch>;

const parseAccountSearch = (params: URLSearchParams) => AccountSearch.parse(Object.fromEntries(params));

function accountSearchParams(search: AccountSearch) {
  const entries = Object.entries(search).filter(([, value]) => value !== undefined && value !== '');
  return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
}

export function useAccountSearch() {
  // Any filter change, and a new page size, starts again at page 1 (spec 3 §4).
  const { search, update } = useAddressSearch(parseAccountSearch, accountSearchParams, firstPageUnlessNamed);
  const query = {
    limit: search.size,
    page: search.page,
    order: 'asc',
    businessNature: search.businessNature,
    text: search.text,
  };
  return { search, update, query };
}
