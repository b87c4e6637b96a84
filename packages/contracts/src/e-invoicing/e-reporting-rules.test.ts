import { describe, expect, it } from 'vitest';
import {
  closedReportingPeriods,
  reportingPeriodOf,
  reportTotals,
  reportTrackingId,
  splitPaymentByRate,
  sumPerDayAndRate,
} from './e-reporting-rules.ts';

describe('e-reporting periods', () => {
  it('cuts a month in three decades, the last one to the month’s end', () => {
    expect(reportingPeriodOf('2027-02-05', 'DECADE')).toEqual({ start: '2027-02-01', end: '2027-02-10' });
    expect(reportingPeriodOf('2027-02-20', 'DECADE')).toEqual({ start: '2027-02-11', end: '2027-02-20' });
    expect(reportingPeriodOf('2027-02-21', 'DECADE')).toEqual({ start: '2027-02-21', end: '2027-02-28' });
    expect(reportingPeriodOf('2028-02-29', 'DECADE')).toEqual({ start: '2028-02-21', end: '2028-02-29' });
    expect(reportingPeriodOf('2027-01-31', 'DECADE')).toEqual({ start: '2027-01-21', end: '2027-01-31' });
  });

  it('takes whole months, or pairs of months from January', () => {
    expect(reportingPeriodOf('2027-04-30', 'MONTHLY')).toEqual({ start: '2027-04-01', end: '2027-04-30' });
    expect(reportingPeriodOf('2027-01-15', 'BIMONTHLY')).toEqual({ start: '2027-01-01', end: '2027-02-28' });
    expect(reportingPeriodOf('2027-12-01', 'BIMONTHLY')).toEqual({ start: '2027-11-01', end: '2027-12-31' });
  });

  it('lists the periods ended before today, the current one left for later', () => {
    expect(closedReportingPeriods('DECADE', '2027-01-25', '2027-02-15')).toEqual([
      { start: '2027-01-21', end: '2027-01-31' },
      { start: '2027-02-01', end: '2027-02-10' },
    ]);
    expect(closedReportingPeriods('MONTHLY', '2027-03-02', '2027-03-31')).toEqual([]);
    expect(closedReportingPeriods('BIMONTHLY', '2026-12-10', '2027-03-01')).toEqual([
      { start: '2026-11-01', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-02-28' },
    ]);
  });
});

describe('e-reporting amounts', () => {
  it('sums per day, rate and category; a credit note takes off', () => {
    const lines = sumPerDayAndRate([
      { date: '2027-01-02', rate: '20', category: 'B2C', base: '100.00', vat: '20.00' },
      { date: '2027-01-02', rate: '20.00', category: 'B2C', base: '50.10', vat: '10.02' },
      { date: '2027-01-02', rate: '10', category: 'B2C', base: '10.00', vat: '1.00' },
      { date: '2027-01-01', rate: null, category: 'INTERNATIONAL', base: '300.00', vat: '0.00' },
      { date: '2027-01-02', rate: '20', category: 'B2C', base: '-50.10', vat: '-10.02' },
    ]);
    expect(lines).toEqual([
      { date: '2027-01-01', rate: null, category: 'INTERNATIONAL', base: '300.00', vat: '0.00', count: 1 },
      { date: '2027-01-02', rate: '10.00', category: 'B2C', base: '10.00', vat: '1.00', count: 1 },
      { date: '2027-01-02', rate: '20.00', category: 'B2C', base: '100.00', vat: '20.00', count: 3 },
    ]);
    expect(reportTotals(lines)).toEqual({ base: '410.00', vat: '21.00', total: '431.00' });
  });

  it('splits a payment over its invoice’s rates to the cent', () => {
    const parts = splitPaymentByRate('100.00', [
      { rate: '20.00', base: '100.00', vat: '20.00' },
      { rate: '10.00', base: '30.00', vat: '3.00' },
    ]);
    const sum = parts.reduce((total, part) => total + Number(part.base) * 100 + Number(part.vat) * 100, 0);
    expect(Math.round(sum)).toBe(10000);
    expect(parts[0]).toEqual({ rate: '20.00', base: '65.37', vat: '13.07' });
    expect(parts[1]).toEqual({ rate: '10.00', base: '19.60', vat: '1.96' });
    expect(splitPaymentByRate('12.00', [])).toEqual([{ rate: null, base: '12.00', vat: '0.00' }]);
  });

  it('names a report once per account, kind and period', () => {
    const period = { start: '2027-01-01', end: '2027-01-31' };
    expect(reportTrackingId(7, 'TRANSACTIONS', period)).toBe('ERP-7-TRA-20270101');
    expect(reportTrackingId(7, 'PAYMENTS', period)).toBe('ERP-7-PAY-20270101');
  });
});
