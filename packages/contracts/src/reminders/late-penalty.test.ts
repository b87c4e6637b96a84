import { describe, expect, it } from 'vitest';
import { LATE_PENALTIES_MENTION } from '../rules/invoice-mentions.ts';
import { LATE_PENALTY_MULTIPLIER, LEGAL_INTEREST_RATE_PROFESSIONAL, periodOn } from './late-penalty-data.ts';
import { formatBasisPoints, latePenalty } from './late-penalty.ts';

const business = { businessCustomer: true };

describe('latePenalty', () => {
  it('counts days late × rate / 365 on the amount remaining, rounded half up to the cent', () => {
    // 1 200 € from 1 February to 2 March 2026: 30 days at 3 × 2,62 % = 7,86 % → 7,7523… €.
    const penalty = latePenalty({
      remainingCents: 120_000n,
      dueDay: '2026-01-31',
      today: '2026-03-02',
      ...business,
    });
    expect(penalty.daysLate).toBe(30);
    expect(penalty.periods).toEqual([{ from: '2026-02-01', to: '2026-03-02', days: 30, basisPoints: 786 }]);
    expect(penalty.penaltyCents).toBe(775n);
    // 1 000 € for one day: 21,53… cents → 22.
    expect(
      latePenalty({ remainingCents: 100_000n, dueDay: '2026-02-01', today: '2026-02-02', ...business })
        .penaltyCents,
    ).toBe(22n);
  });

  it('takes each day at its own semester’s rate', () => {
    const penalty = latePenalty({
      remainingCents: 365_000n,
      dueDay: '2025-12-30',
      today: '2026-01-02',
      ...business,
    });
    expect(penalty.periods.map((p) => [p.days, p.basisPoints])).toEqual([
      [1, 828],
      [2, 786],
    ]);
    // 3 650 € × (8,28 % × 1 + 7,86 % × 2) / 365 = 2,40 €.
    expect(penalty.penaltyCents).toBe(240n);
  });

  it('adds the 40 € recovery indemnity for a business customer, naming the rules', () => {
    const penalty = latePenalty({
      remainingCents: 5_000n,
      dueDay: '2026-03-01',
      today: '2026-04-01',
      ...business,
    });
    expect(penalty.indemnityCents).toBe(4_000n);
    expect(penalty.rules.join(' ')).toContain('L441-10');
    expect(penalty.rules.join(' ')).toContain('D441-5');
  });

  it('owes nothing before the due day is past, on nothing remaining, or from a private customer', () => {
    const base = { remainingCents: 10_000n, dueDay: '2026-03-01' };
    expect(latePenalty({ ...base, today: '2026-03-01', ...business })).toMatchObject({
      daysLate: 0,
      penaltyCents: 0n,
      indemnityCents: 0n,
    });
    expect(latePenalty({ ...base, remainingCents: 0n, today: '2026-05-01', ...business }).penaltyCents).toBe(
      0n,
    );
    const privatePerson = latePenalty({ ...base, today: '2026-05-01', businessCustomer: false });
    expect(privatePerson).toMatchObject({ daysLate: 61, penaltyCents: 0n, indemnityCents: 0n, periods: [] });
  });
});

describe('late penalty data', () => {
  it('runs at the rate the invoices print', () => {
    expect(periodOn(LATE_PENALTY_MULTIPLIER, '2026-01-01')?.multiplier).toBe(3);
    expect(LATE_PENALTIES_MENTION).toContain('trois fois le taux d’intérêt légal');
  });
  it('knows the semester rates, the last one lasting until the next is added', () => {
    expect(periodOn(LEGAL_INTEREST_RATE_PROFESSIONAL, '2025-08-15')?.basisPoints).toBe(276);
    expect(periodOn(LEGAL_INTEREST_RATE_PROFESSIONAL, '2026-11-29')?.basisPoints).toBe(262);
    expect(periodOn(LEGAL_INTEREST_RATE_PROFESSIONAL, '2014-12-31')).toBeUndefined();
    expect(formatBasisPoints(786)).toBe('7,86 %');
  });
});
