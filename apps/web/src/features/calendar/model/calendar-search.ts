import { z } from 'zod';
import { AssistanceProviderCode, NatureInterventionCode } from '@plateau/contracts';
import { dayjs, STORED_DATE_FORMAT } from '../../../lib/dates.ts';

/** The calendar's address: view, day shown and the « À planifier » filters. */
export const CalendarSearch = z.object({
  view: z.enum(['day', 'week']).catch('day'),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((value) => dayjs(value).isValid())
    .optional()
    .catch(undefined),
  provider: z.enum(AssistanceProviderCode).optional().catch(undefined),
  nature: z.enum(NatureInterventionCode).optional().catch(undefined),
});
export type CalendarSearch = z.infer<typeof CalendarSearch>;

export interface Period {
  start: string;
  end: string;
}

export const today = () => dayjs().format(STORED_DATE_FORMAT);

/** The day, or the week (Monday first) holding it, as ISO instants [start, end). */
export function periodOf(view: CalendarSearch['view'], date: string): Period {
  const first = view === 'day' ? dayjs(date).startOf('day') : dayjs(date).startOf('week');
  return { start: first.toISOString(), end: first.add(view === 'day' ? 1 : 7, 'day').toISOString() };
}

/** The day before or after (a week in the week view). */
export const shiftDate = (view: CalendarSearch['view'], date: string, direction: 1 | -1) =>
  dayjs(date)
    .add(direction, view === 'day' ? 'day' : 'week')
    .format(STORED_DATE_FORMAT);
