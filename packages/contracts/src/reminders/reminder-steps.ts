import { daysLate } from '../payments/payment-rules.ts';
import { REMINDER_STEPS, type ReminderSettings, type ReminderStep } from './reminders.ts';

/**
 * Which step of an unpaid invoice to send today, and which to pass over. A step is reached when it is on and its
 * delay after the due day has gone by. Only the furthest reached step not yet handled is sent: an invoice found
 * 40 days late gets the formal notice, not three messages in one night; the earlier ones are passed over (kept
 * in the journal as such, so they are not sent later). Nothing is sent behind a step already handled.
 */
export function reminderStepsDue(input: {
  dueDay: string;
  today: string;
  settings: ReminderSettings;
  handled: readonly ReminderStep[];
}): { send: ReminderStep | null; skip: ReminderStep[] } {
  const late = daysLate(input.dueDay, input.today);
  const reached = REMINDER_STEPS.filter(
    (step) => input.settings[step].enabled && late >= input.settings[step].delayDays,
  );
  const waiting = reached.filter((step) => !input.handled.includes(step));
  if (waiting.length === 0) return { send: null, skip: [] };
  const furthest = waiting.at(-1)!;
  const furthestIndex = REMINDER_STEPS.indexOf(furthest);
  const aheadHandled = input.handled.some((step) => REMINDER_STEPS.indexOf(step) > furthestIndex);
  if (aheadHandled) return { send: null, skip: waiting };
  return { send: furthest, skip: waiting.slice(0, -1) };
}

/** The fewest days after the due day before any step is reached: invoices younger than that are not read. */
export function firstReminderDelay(settings: ReminderSettings): number | null {
  const delays = REMINDER_STEPS.filter((step) => settings[step].enabled).map((s) => settings[s].delayDays);
  return delays.length ? Math.min(...delays) : null;
}
