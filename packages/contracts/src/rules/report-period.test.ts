import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysInPeriod,
  isReportConfigurationSaveable,
  lastDueRunDay,
  parisDay,
  parisDayStart,
  periodInstants,
  reportPeriod,
  runsOn,
  scheduledPeriod,
} from './report-period.ts';

describe('reportPeriod (spec 3 §5)', () => {
  it('daily is the chosen day', () => {
    expect(reportPeriod('DAILY', '2026-11-10')).toEqual({ startDate: '2026-11-10', endDate: '2026-11-10' });
  });

  it('weekly is 7 days starting the day before the chosen date', () => {
    const period = reportPeriod('WEEKLY', '2026-11-10');
    expect(period).toEqual({ startDate: '2026-11-09', endDate: '2026-11-15' });
    expect(daysInPeriod(period.startDate, period.endDate)).toBe(7);
  });

  it('monthly is 28 days, across a month and a year end', () => {
    const period = reportPeriod('MONTHLY', '2026-12-20');
    expect(period).toEqual({ startDate: '2026-12-19', endDate: '2027-01-15' });
    expect(daysInPeriod(period.startDate, period.endDate)).toBe(28);
  });

  it('counts days across a leap day', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(daysInPeriod('2028-02-01', '2028-03-01')).toBe(30);
    expect(daysInPeriod('2026-01-02', '2026-01-01')).toBe(0);
  });
});

describe('scheduledPeriod', () => {
  it('sends the period of the type ending the day before the run', () => {
    expect(scheduledPeriod('DAILY', '2026-11-10')).toEqual({
      startDate: '2026-11-09',
      endDate: '2026-11-09',
    });
    expect(scheduledPeriod('WEEKLY', '2026-11-09')).toEqual({
      startDate: '2026-11-02',
      endDate: '2026-11-08',
    });
    expect(scheduledPeriod('MONTHLY', '2026-12-01')).toEqual({
      startDate: '2026-11-03',
      endDate: '2026-11-30',
    });
  });
});

describe('runsOn and lastDueRunDay (Europe/Paris, 06:00)', () => {
  it('weekly on Mondays, monthly on the 1st, daily every day', () => {
    expect(runsOn('WEEKLY', '2026-11-09')).toBe(true); // a Monday
    expect(runsOn('WEEKLY', '2026-11-10')).toBe(false);
    expect(runsOn('MONTHLY', '2026-12-01')).toBe(true);
    expect(runsOn('MONTHLY', '2026-12-02')).toBe(false);
    expect(runsOn('DAILY', '2026-12-02')).toBe(true);
  });

  it('a day is due once 06:00 Paris has passed', () => {
    // 05:59 and 06:00 in Paris on 10 November (UTC+1).
    expect(lastDueRunDay('DAILY', new Date('2026-11-10T04:59:00Z'))).toBe('2026-11-09');
    expect(lastDueRunDay('DAILY', new Date('2026-11-10T05:00:00Z'))).toBe('2026-11-10');
    // Summer time (UTC+2): 06:00 Paris is 04:00 UTC.
    expect(lastDueRunDay('DAILY', new Date('2026-07-10T04:00:00Z'))).toBe('2026-07-10');
    expect(lastDueRunDay('WEEKLY', new Date('2026-11-12T12:00:00Z'))).toBe('2026-11-09');
    expect(lastDueRunDay('MONTHLY', new Date('2026-11-30T12:00:00Z'))).toBe('2026-11-01');
  });
});

describe('Paris days', () => {
  it('a day starts at its Paris midnight, in winter and in summer', () => {
    expect(parisDayStart('2026-01-15').toISOString()).toBe('2026-01-14T23:00:00.000Z');
    expect(parisDayStart('2026-07-15').toISOString()).toBe('2026-07-14T22:00:00.000Z');
    expect(parisDayStart('2026-07-15', 6).toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(parisDay(new Date('2026-07-14T22:30:00Z'))).toBe('2026-07-15');
  });

  it('a period covers its days whole, including a day of 23 hours (spring change)', () => {
    const { from, to } = periodInstants({ startDate: '2026-03-29', endDate: '2026-03-29' });
    expect(from.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(to.toISOString()).toBe('2026-03-29T21:59:59.999Z');
  });
});

describe('isReportConfigurationSaveable (spec 3 §5)', () => {
  it('needs a name, a type and a frequency', () => {
    expect(isReportConfigurationSaveable({ name: 'Journalier', type: 'DAILY', frequency: 'DAILY' })).toBe(
      true,
    );
    expect(isReportConfigurationSaveable({ name: '  ', type: 'DAILY', frequency: 'DAILY' })).toBe(false);
    expect(isReportConfigurationSaveable({ name: 'Journalier', type: null, frequency: 'DAILY' })).toBe(false);
    expect(isReportConfigurationSaveable({ name: 'Journalier', type: 'DAILY' })).toBe(false);
  });
});
