import { z } from 'zod';
import { TRUCK_TEXT_MAX_LENGTH } from '@plateau/contracts';
import type { Query } from '../../../lib/api.ts';

export const FLEET_PAGE_SIZES = [10, 25, 50] as const;
export const FLEET_DEFAULT_PAGE_SIZE = 25;

/** 'Mes véhicules' page, size and search as the address bar holds them; a bad value falls back. */
export const FleetSearch = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .refine((size) => (FLEET_PAGE_SIZES as readonly number[]).includes(size))
    .catch(FLEET_DEFAULT_PAGE_SIZE),
  text: z.string().max(TRUCK_TEXT_MAX_LENGTH).catch('').default(''),
});
export type FleetSearch = z.infer<typeof FleetSearch>;

export const parseFleetSearch = (params: URLSearchParams): FleetSearch =>
  FleetSearch.parse(Object.fromEntries(params));

/** The address bar's form: defaults left out. */
export function fleetSearchParams(search: FleetSearch): Record<string, string> {
  const params: Record<string, string> = {};
  if (search.page !== 1) params.page = String(search.page);
  if (search.size !== FLEET_DEFAULT_PAGE_SIZE) params.size = String(search.size);
  if (search.text.trim()) params.text = search.text;
  return params;
}

/** GET /api/trucks's parameters for the page (the server pages by offset). */
export function fleetQuery(search: FleetSearch): Query {
  const text = search.text.trim();
  return { offset: (search.page - 1) * search.size, limit: search.size, ...(text ? { text } : {}) };
}
