import { describe, expect, it } from 'vitest';
import { computeDueDate } from './invoice-due-date.ts';

const mode = (nombreJours: number | null, finMois = false, jourPaiement: number | null = null) => ({
  nombreJours,
  finMois,
  jourPaiement,
});

describe('computeDueDate (spec 3 §5)', () => {
  it.each([
    ['no mode: the date itself', '2026-03-15', null, '2026-03-15'],
    ['à réception: nothing set', '2026-03-15', mode(null), '2026-03-15'],
    ['30 days', '2026-01-31', mode(30), '2026-03-02'],
    ['30 days across a year', '2026-12-15', mode(30), '2027-01-14'],
    ['30 days end of month', '2026-01-15', mode(30, true), '2026-02-28'],
    ['30 days end of month, leap February', '2028-01-15', mode(30, true), '2028-02-29'],
    ['45 days end of month', '2026-01-31', mode(45, true), '2026-03-31'],
    ['end of month alone on the 31st', '2026-12-31', mode(null, true), '2026-12-31'],
    [
      'jourPaiement alone: the same day of month moves a month',
      '2026-03-05',
      mode(null, false, 10),
      '2026-04-10',
    ],
    ['jourPaiement: day reached before the start day', '2026-03-20', mode(15, false, 10), '2026-04-10'],
    [
      'jourPaiement: day reached at least the start day moves a month',
      '2026-03-05',
      mode(10, false, 10),
      '2026-04-10',
    ],
    ['jourPaiement 31 in February is its last day', '2026-01-20', mode(null, false, 31), '2026-02-28'],
    ['jourPaiement 29 in a leap February', '2028-01-20', mode(null, false, 29), '2028-02-29'],
    ['end of month then jourPaiement: next month', '2026-01-10', mode(30, true, 10), '2026-03-10'],
    ['jourPaiement in December goes to January', '2026-12-10', mode(null, false, 5), '2027-01-05'],
  ])('%s', (_label, date, paymentMode, expected) => {
    expect(computeDueDate(date, paymentMode)).toBe(expected);
  });
});
