/**
 * The rates late penalties are computed at, as dated data: a change of the law or of the semester's rate starts
 * a new period without rewriting the past. Days are ISO, inclusive.
 */
export interface DatedRate {
  /** Hundredths of a percent: 262 is 2,62 %. Integers, so that no binary float touches money. */
  basisPoints: number;
  from: string;
  rule: string;
}

const LEGAL_RATE_RULE = 'Code monétaire et financier, art. L313-2 et D313-1-A';

/**
 * The legal interest rate « pour tous les autres cas » (a creditor acting as a professional), fixed each semester
 * by an arrêté. Each period lasts until the next one starts: the rate of the last semester recorded here applies
 * until the next arrêté is added (second semester 2026 not recorded yet).
 */
export const LEGAL_INTEREST_RATE_PROFESSIONAL: readonly DatedRate[] = [
  ['2015-01-01', 93],
  ['2015-07-01', 99],
  ['2016-01-01', 101],
  ['2016-07-01', 93],
  ['2017-01-01', 90],
  ['2017-07-01', 90],
  ['2018-01-01', 89],
  ['2018-07-01', 88],
  ['2019-01-01', 86],
  ['2019-07-01', 87],
  ['2020-01-01', 87],
  ['2020-07-01', 84],
  ['2021-01-01', 79],
  ['2021-07-01', 76],
  ['2022-01-01', 76],
  ['2022-07-01', 77],
  ['2023-01-01', 206],
  ['2023-07-01', 422],
  ['2024-01-01', 507],
  ['2024-07-01', 492],
  ['2025-01-01', 371],
  ['2025-07-01', 276],
  // Arrêté du 15 décembre 2025 (JORF du 26 décembre 2025).
  ['2026-01-01', 262],
].map(([from, basisPoints]) => ({
  from: from as string,
  basisPoints: basisPoints as number,
  rule: LEGAL_RATE_RULE,
}));

/**
 * How many times the legal rate the penalties run at: the rate every invoice prints for a business customer
 * (LATE_PENALTIES_MENTION, « trois fois le taux d'intérêt légal », the floor art. L441-10 allows).
 */
export const LATE_PENALTY_MULTIPLIER: readonly { multiplier: number; from: string; rule: string }[] = [
  { multiplier: 3, from: '2013-01-01', rule: 'Code de commerce, art. L441-10' },
];

/** The period in force on an ISO day: the last one started on or before it (undefined before the first). */
export function periodOn<T extends { from: string }>(periods: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const period of periods)
    if (period.from <= day && (!found || period.from > found.from)) found = period;
  return found;
}
