import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Calendar } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import type { Period } from '../model/calendar-search.ts';

export const CALENDAR_KEY = ['calendar'] as const;

/** GET /api/calendar: trucks, the blocks of the period and the missions to plan. */
export const calendarQuery = (period: Period) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, period.start, period.end],
    queryFn: ({ signal }) =>
      api.get('/api/calendar', { schema: Calendar, signal, query: { start: period.start, end: period.end } }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement du calendrier...' },
  });

export const useCalendar = (period: Period) => useQuery(calendarQuery(period));
