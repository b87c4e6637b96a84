import { z } from 'zod';
import {
  STATS_DEFAULT_PAGE_SIZE,
  STATS_PAGE_SIZES,
  StatsViewCode,
  statsToggleViews,
  type StatsQuery,
  type StatsView,
} from '@plateau/contracts';
import type { ConfigType } from 'dayjs';
import { dayjs } from '../../../lib/dates.ts';
import { currentWeekPeriod, type Period } from './period.ts';

/** Dates in the address: local time to the minute, readable and shareable. */
export const ADDRESS_DATE_FORMAT = 'YYYY-MM-DDTHH:mm';
const addressDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)
  .refine((value) => dayjs(value, ADDRESS_DATE_FORMAT).isValid())
  .optional()
  .catch(undefined);

/** The dashboard's state as the address bar holds it; a bad value falls back to its default. */
export const DashboardSearch = z.object({
  view: z.enum(StatsViewCode).optional().catch(undefined),
  from: addressDate,
  to: addressDate,
  text: z.string().trim().max(100).optional().catch(undefined),
  page: z.coerce.number().int().min(1).catch(1),
  size: z.coerce
    .number()
    .refine((size) => (STATS_PAGE_SIZES as readonly number[]).includes(size))
    .catch(STATS_DEFAULT_PAGE_SIZE),
});
export type DashboardSearch = z.infer<typeof DashboardSearch>;

export const parseDashboardSearch = (params: URLSearchParams): DashboardSearch =>
  DashboardSearch.parse(Object.fromEntries(params));

/** The address of a dashboard state: defaults and empty values are left out. */
export function dashboardSearchParams(search: DashboardSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['view', 'from', 'to', 'text'] as const) {
    const value = search[key];
    if (value) params.set(key, value);
  }
  if (search.page !== 1) params.set('page', String(search.page));
  if (search.size !== STATS_DEFAULT_PAGE_SIZE) params.set('size', String(search.size));
  return params;
}

/** The view shown: the one asked for when the nature may read it, else the nature's first. */
export function shownView(search: DashboardSearch, nature: string): StatsView | null {
  const views = statsToggleViews(nature);
  return search.view && views.includes(search.view) ? search.view : (views[0] ?? null);
}

/** The period shown: the address's ends, else the current week. */
export function shownPeriod(
  search: Pick<DashboardSearch, 'from' | 'to'>,
  now: ConfigType = undefined,
): Period {
  const week = currentWeekPeriod(now);
  return {
    start: search.from ? dayjs(search.from, ADDRESS_DATE_FORMAT).toDate() : week.start,
    end: search.to ? dayjs(search.to, ADDRESS_DATE_FORMAT).second(59).millisecond(999).toDate() : week.end,
  };
}

export const toAddressDate = (date: Date) => dayjs(date).format(ADDRESS_DATE_FORMAT);

/** The API's parameters for a period (ISO 8601 with the offset). */
export const statsQueryOf = (period: Period): StatsQuery => ({
  startDate: period.start.toISOString(),
  endDate: period.end.toISOString(),
});
