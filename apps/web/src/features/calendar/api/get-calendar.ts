import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { Calendar, CalendarSummary } from '@plateau/contracts';
import { api } from '../../../lib/api.ts';
import '../../../lib/query-meta.ts';
import type { Period } from '../model/calendar-search.ts';

export const CALENDAR_KEY = ['calendar'] as const;

/** GET /api/calendar: trucks, the blocks of the period and the missions to plan (the day view). */
export const calendarQuery = (period: Period) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'full', period.start, period.end],
    queryFn: ({ signal }) =>
      api.get('/api/calendar', { schema: Calendar, signal, query: { start: period.start, end: period.end } }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement du calendrier...' },
  });

/** GET /api/calendar/summary: trucks, per truck and day how busy it is, the missions to plan (the week view). */
export const calendarSummaryQuery = (period: Period) =>
  queryOptions({
    queryKey: [...CALENDAR_KEY, 'summary', period.start, period.end],
    queryFn: ({ signal }) =>
      api.get('/api/calendar/summary', {
        schema: CalendarSummary,
        signal,
        query: { start: period.start, end: period.end },
      }),
    placeholderData: keepPreviousData,
    meta: { busyLabel: 'Chargement du calendrier...' },
  });

export const useCalendar = (period: Period, enabled = true) =>
  useQuery({ ...calendarQuery(period), enabled });
export const useCalendarSummary = (period: Period, enabled = true) =>
  useQuery({ ...calendarSummaryQuery(period), enabled });
