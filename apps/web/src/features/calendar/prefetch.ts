import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../app/query-client.ts';
import { getSession } from '../../lib/session.ts';
import { calendarQuery, calendarSummaryQuery } from './api/get-calendar.ts';
import { CalendarSearch, periodOf, today } from './model/calendar-search.ts';

/**
 * The calendar route's loader: asks for the period shown (and, for a day, the day view's code) as
 * the navigation starts, while the screen's code is still being fetched (a static loader runs beside a lazy route). Not awaited: the
 * screen shows its loader until the answer is there.
 */
export function prefetchCalendar({ request }: LoaderFunctionArgs) {
  if (!getSession()) return null;
  const search = CalendarSearch.parse(Object.fromEntries(new URL(request.url).searchParams));
  const period = periodOf(search.view, search.date ?? today());
  // The day view's code (@mantine/schedule) is fetched and parsed beside the day's answer, not
  // after it (issue 28 §7): the same module the route's lazy DayView imports.
  if (search.view !== 'week') void import('./components/day-view.tsx');
  // Only a period not read yet: a change of the list's filters keeps the address's period.
  const query = search.view === 'week' ? calendarSummaryQuery(period) : calendarQuery(period);
  if (queryClient.getQueryState(query.queryKey)) return null;
  if (search.view === 'week') void queryClient.prefetchQuery(calendarSummaryQuery(period));
  else void queryClient.prefetchQuery(calendarQuery(period));
  return null;
}
