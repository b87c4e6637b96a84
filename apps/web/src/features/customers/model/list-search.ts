import { z } from 'zod';
import { CUSTOMER_PAGE_SIZES } from '@plateau/contracts';

/** The list's page, page size and search live in the address (guide §4). */
const ListSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  size: z.coerce
    .number()
    .refine((size) => (CUSTOMER_PAGE_SIZES as readonly number[]).includes(size))
    .catch(10),
  text: z.string().catch(''),
});
export type CustomerListSearch = z.infer<typeof ListSearch>;

export const listSearchOf = (params: URLSearchParams): CustomerListSearch =>
  ListSearch.parse({
    page: params.get('page') ?? undefined,
    size: params.get('size') ?? undefined,
    text: params.get('text') ?? undefined,
  });

export function listSearchParams(search: CustomerListSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.size !== 10) params.set('size', String(search.size));
  if (search.text) params.set('text', search.text);
  return params;
}
