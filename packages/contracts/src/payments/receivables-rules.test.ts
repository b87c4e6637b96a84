import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  receivablesByCustomer,
  standardDso,
  twelveMonthsTo,
  weightedDaysToPay,
} from './receivables-rules.ts';

describe('agingBucket', () => {
  const at = '2026-06-30';
  it('keeps an invoice due today or later « Non échu »', () => {
    expect(agingBucket('2026-06-30', at)).toBe('notDue');
    expect(agingBucket('2026-07-15', at)).toBe('notDue');
  });
  it('ages by whole days past the due day, at each boundary', () => {
    expect(agingBucket('2026-06-29', at)).toBe('late1to30');
    expect(agingBucket('2026-05-31', at)).toBe('late1to30'); // 30 days
    expect(agingBucket('2026-05-30', at)).toBe('late31to60'); // 31 days
    expect(agingBucket('2026-05-01', at)).toBe('late31to60'); // 60 days
    expect(agingBucket('2026-04-30', at)).toBe('late61to90'); // 61 days
    expect(agingBucket('2026-04-01', at)).toBe('late61to90'); // 90 days
    expect(agingBucket('2026-03-31', at)).toBe('lateOver90'); // 91 days
  });
});

describe('receivablesByCustomer', () => {
  const at = '2026-06-30';
  const { rows, totals } = receivablesByCustomer(
    [
      { customerId: 1, customerName: 'Garage Durand', dueDay: '2026-07-10', remainingCents: 12_000n },
      { customerId: 2, customerName: 'AXA', dueDay: '2026-03-01', remainingCents: 50_000n },
      { customerId: 1, customerName: 'Garage Durand', dueDay: '2026-06-10', remainingCents: 3_050n },
      { customerId: 1, customerName: 'Garage Durand', dueDay: '2026-01-10', remainingCents: 0n },
      { customerId: 3, customerName: 'Bernard', dueDay: '2026-05-15', remainingCents: 15_050n },
    ],
    at,
  );
  it('sums each customer by age, the total being the sum of its buckets', () => {
    const durand = rows.find((row) => row.customerId === 1)!;
    expect(durand).toMatchObject({ totalCents: 15_050n, openInvoices: 2, oldestDueDay: '2026-06-10' });
    expect(durand.buckets).toEqual({
      notDue: 12_000n,
      late1to30: 3_050n,
      late31to60: 0n,
      late61to90: 0n,
      lateOver90: 0n,
    });
  });
  it('gives grand totals equal to the sum of the open invoices, largest debt first then by name', () => {
    expect(totals.totalCents).toBe(80_100n);
    expect(totals.openInvoices).toBe(4);
    expect(Object.values(totals.buckets).reduce((a, b) => a + b, 0n)).toBe(totals.totalCents);
    expect(totals.buckets.lateOver90).toBe(50_000n);
    expect(rows.map((row) => row.customerName)).toEqual(['AXA', 'Bernard', 'Garage Durand']);
  });
  it('lists nobody when nothing is owed', () => {
    expect(receivablesByCustomer([], at)).toMatchObject({ rows: [], totals: { totalCents: 0n } });
  });
});

describe('twelveMonthsTo', () => {
  it('ends on the day and starts the same day a year before (excluded)', () => {
    expect(twelveMonthsTo('2026-06-30')).toEqual({ after: '2025-06-30', until: '2026-06-30', days: 365 });
    expect(twelveMonthsTo('2028-03-01')).toEqual({ after: '2027-03-01', until: '2028-03-01', days: 366 });
    expect(twelveMonthsTo('2028-02-29').after).toBe('2027-02-28');
  });
});

describe('weightedDaysToPay', () => {
  it('weights each invoice’s days to pay by the amount paid', () => {
    // 10 days on 100 €, 40 days on 300 €: (10×100 + 40×300) / 400 = 32.5 days.
    expect(
      weightedDaysToPay([
        { issueDay: '2026-01-01', settledDay: '2026-01-11', paidCents: 10_000n },
        { issueDay: '2026-02-01', settledDay: '2026-03-13', paidCents: 30_000n },
      ]),
    ).toBe(32.5);
  });
  it('is null without a paid invoice and never negative', () => {
    expect(weightedDaysToPay([])).toBeNull();
    expect(
      weightedDaysToPay([{ issueDay: '2026-01-01', settledDay: '2026-01-01', paidCents: 0n }]),
    ).toBeNull();
    expect(weightedDaysToPay([{ issueDay: '2026-01-05', settledDay: '2026-01-01', paidCents: 1n }])).toBe(0);
  });
});

describe('standardDso', () => {
  it('is encours ÷ CA TTC × days, one decimal', () => {
    expect(standardDso({ receivablesCents: 100_000n, salesCents: 1_200_000n, days: 365 })).toBe(30.4);
  });
  it('is null without sales', () => {
    expect(standardDso({ receivablesCents: 100n, salesCents: 0n, days: 365 })).toBeNull();
  });
});
