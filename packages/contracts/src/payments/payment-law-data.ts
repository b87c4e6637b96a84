/**
 * Legal values of getting paid, as dated data: which value applies from which day (ISO, inclusive), so a change
 * in the law starts a new period without rewriting the past. The rule named here is the one the French error
 * quotes.
 */
export interface DatedCents {
  cents: bigint;
  from: string;
  until?: string;
  rule: string;
}

/** Cash a professional may receive from a business (or a French-resident individual acting for it). */
export const CASH_CEILING_FOR_BUSINESS: readonly DatedCents[] = [
  {
    cents: 300_000n,
    from: '2002-01-01',
    until: '2015-08-31',
    rule: 'Code monétaire et financier, art. D112-3',
  },
  { cents: 100_000n, from: '2015-09-01', rule: 'Code monétaire et financier, art. D112-3' },
];

/** Fixed indemnity for recovery costs owed by a late business debtor. */
export const RECOVERY_INDEMNITY: readonly DatedCents[] = [
  { cents: 4_000n, from: '2013-01-01', rule: 'Code de commerce, art. L441-10 et D441-5' },
];

/** The value in force on an ISO day, or undefined before the first period. */
export function datedValueOn(values: readonly DatedCents[], day: string): DatedCents | undefined {
  return values.find((value) => value.from <= day && (value.until === undefined || day <= value.until));
}
