import { ACCOUNT_DEFAULT_PAGE_SIZE, ACCOUNT_PAGE_SIZES, ClientNatureCode } from '@plateau/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';

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

export function useAccountSearch() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => AccountSearch.parse(Object.fromEntries(params)), [params]);
  const update = useCallback(
    (changes: Partial<AccountSearch>) =>
      // From the address as it is when the change lands, not as it was rendered: the name filter
      // commits after a typing pause, and a type chosen meanwhile must not be undone by it.
      setParams(
        (current) => {
          // Any filter change, and a new page size, starts again at page 1 (spec 3 §4).
          const next = { ...AccountSearch.parse(Object.fromEntries(current)), page: 1, ...changes };
          const entries = Object.entries(next).filter(([, value]) => value !== undefined && value !== '');
          return new URLSearchParams(entries.map(([key, value]) => [key, String(value)]));
        },
        { replace: true },
      ),
    [setParams],
  );
  const query = {
    limit: search.size,
    page: search.page,
    order: 'asc',
    businessNature: search.businessNature,
    text: search.text,
  };
  return { search, update, query };
}
