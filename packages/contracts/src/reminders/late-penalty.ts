import { datedValueOn, RECOVERY_INDEMNITY } from '../payments/payment-law-data.ts';
import { LATE_PENALTY_MULTIPLIER, LEGAL_INTEREST_RATE_PROFESSIONAL, periodOn } from './late-penalty-data.ts';

/** A run of late days at one rate: the letter prints each one, so the debtor can check the sum. */
export interface PenaltyPeriod {
  /** First and last late day of the run (ISO, inclusive). */
  from: string;
  to: string;
  days: number;
  /** The penalty rate (already multiplied), in hundredths of a percent. */
  basisPoints: number;
}

export interface LatePenalty {
  daysLate: number;
  periods: PenaltyPeriod[];
  penaltyCents: bigint;
  /** The fixed recovery indemnity (business customers only), 0 otherwise. */
  indemnityCents: bigint;
  /** The rules the letter names. */
  rules: string[];
}

const DAY_MS = 86_400_000;
const isoDay = (dayNumber: number) => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
const dayNumberOf = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/**
 * What a late business customer owes on top of the amount remaining (Code de commerce L441-10, D441-5): penalties
 * on the amount remaining for each day after the due day up to today included, at the rate the invoice prints
 * (LATE_PENALTY_MULTIPLIER × the legal rate of each day's semester), over a year of 365 days; plus the fixed
 * recovery indemnity in force on the due day. The sum Σ amount × days × rate / 365 is kept exact and rounded
 * once, half up, to the cent. A private customer owes neither (B2B rules): zero, no period.
 */
export function latePenalty(input: {
  remainingCents: bigint;
  dueDay: string;
  today: string;
  businessCustomer: boolean;
}): LatePenalty {
  const first = dayNumberOf(input.dueDay) + 1;
  const last = dayNumberOf(input.today);
  const daysLate = Math.max(0, last - first + 1);
  if (!input.businessCustomer || daysLate === 0 || input.remainingCents <= 0n)
    return { daysLate, periods: [], penaltyCents: 0n, indemnityCents: 0n, rules: [] };
  const periods: PenaltyPeriod[] = [];
  for (let day = first; day <= last; day++) {
    const iso = isoDay(day);
    const legal = periodOn(LEGAL_INTEREST_RATE_PROFESSIONAL, iso);
    const multiplier = periodOn(LATE_PENALTY_MULTIPLIER, iso);
    const basisPoints = legal && multiplier ? legal.basisPoints * multiplier.multiplier : 0;
    const current = periods.at(-1);
    if (current && current.basisPoints === basisPoints) {
      current.to = iso;
      current.days += 1;
    } else periods.push({ from: iso, to: iso, days: 1, basisPoints });
  }
  // amount (cents) × days × bp / (100 % in bp × 365): one exact numerator over one denominator.
  const numerator = periods.reduce(
    (sum, period) => sum + input.remainingCents * BigInt(period.days) * BigInt(period.basisPoints),
    0n,
  );
  const denominator = 10_000n * 365n;
  const penaltyCents = (numerator * 2n + denominator) / (denominator * 2n);
  const indemnity = datedValueOn(RECOVERY_INDEMNITY, input.dueDay);
  const today = input.today;
  const rules = [
    periodOn(LATE_PENALTY_MULTIPLIER, today)?.rule,
    periodOn(LEGAL_INTEREST_RATE_PROFESSIONAL, today)?.rule,
  ].filter((rule): rule is string => Boolean(rule));
  if (indemnity) rules.push(indemnity.rule);
  return { daysLate, periods, penaltyCents, indemnityCents: indemnity?.cents ?? 0n, rules };
}

/** « 7,86 % » from hundredths of a percent. */
export const formatBasisPoints = (basisPoints: number) =>
  `${Math.floor(basisPoints / 100)},${String(basisPoints % 100).padStart(2, '0')} %`;
