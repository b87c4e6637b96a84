import { describe, expect, it } from 'vitest';
import { firstReminderDelay, reminderStepsDue } from './reminder-steps.ts';
import { REMINDER_DEFAULTS, REMINDER_ORDER_MESSAGE, ReminderSettings } from './reminders.ts';

const due = (
  today: string,
  handled: Parameters<typeof reminderStepsDue>[0]['handled'] = [],
  settings = REMINDER_DEFAULTS,
) => reminderStepsDue({ dueDay: '2026-03-01', today, settings, handled });

describe('reminderStepsDue', () => {
  it('sends nothing before the first delay, then each step once its delay is past', () => {
    expect(due('2026-03-07')).toEqual({ send: null, skip: [] });
    expect(due('2026-03-08')).toEqual({ send: 'FIRST_EMAIL', skip: [] });
    expect(due('2026-03-09', ['FIRST_EMAIL'])).toEqual({ send: null, skip: [] });
    expect(due('2026-03-16', ['FIRST_EMAIL'])).toEqual({ send: 'SECOND_EMAIL', skip: [] });
    expect(due('2026-03-31', ['FIRST_EMAIL', 'SECOND_EMAIL'])).toEqual({ send: 'FORMAL_NOTICE', skip: [] });
    expect(due('2026-05-01', ['FIRST_EMAIL', 'SECOND_EMAIL', 'FORMAL_NOTICE'])).toEqual({
      send: null,
      skip: [],
    });
  });

  it('sends only the furthest step reached and passes over the earlier ones', () => {
    expect(due('2026-04-15')).toEqual({ send: 'FORMAL_NOTICE', skip: ['FIRST_EMAIL', 'SECOND_EMAIL'] });
    // A step switched on after a later one was sent is never sent behind it.
    expect(due('2026-04-15', ['FORMAL_NOTICE'])).toEqual({
      send: null,
      skip: ['FIRST_EMAIL', 'SECOND_EMAIL'],
    });
  });

  it('never sends a step that is off', () => {
    const settings = { ...REMINDER_DEFAULTS, FORMAL_NOTICE: { enabled: false, delayDays: 30 } };
    expect(due('2026-04-15', ['FIRST_EMAIL', 'SECOND_EMAIL'], settings)).toEqual({ send: null, skip: [] });
    expect(firstReminderDelay(settings)).toBe(7);
    const none = Object.fromEntries(
      Object.entries(REMINDER_DEFAULTS).map(([step, s]) => [step, { ...s, enabled: false }]),
    ) as typeof REMINDER_DEFAULTS;
    expect(firstReminderDelay(none)).toBeNull();
  });
});

describe('ReminderSettings', () => {
  it('wants the delays of active steps to grow, and refuses unknown fields', () => {
    expect(ReminderSettings.safeParse(REMINDER_DEFAULTS).success).toBe(true);
    const unordered = ReminderSettings.safeParse({
      ...REMINDER_DEFAULTS,
      SECOND_EMAIL: { enabled: true, delayDays: 5 },
    });
    expect(unordered.error?.issues[0]?.message).toBe(REMINDER_ORDER_MESSAGE);
    const off = { ...REMINDER_DEFAULTS, SECOND_EMAIL: { enabled: false, delayDays: 5 } };
    expect(ReminderSettings.safeParse(off).success).toBe(true);
    expect(ReminderSettings.safeParse({ ...REMINDER_DEFAULTS, extra: 1 }).success).toBe(false);
    expect(
      ReminderSettings.safeParse({ ...REMINDER_DEFAULTS, FIRST_EMAIL: { enabled: true, delayDays: 0 } })
        .success,
    ).toBe(false);
  });
});
