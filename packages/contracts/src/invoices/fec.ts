import { z } from 'zod';
import { DATE_RANGE_MESSAGE, dateField, dateTimeField } from '../fields.ts';
import { parisDay } from '../rules/report-period.ts';

/**
 * The encodings of the FEC file: ISO 8859-15 by default, one of those the tax text lists
 * (LPF art. A. 47 A-1); UTF-8 on request, for tools that read nothing else.
 */
export const FEC_ENCODINGS = ['iso-8859-15', 'utf-8'] as const;
export type FecEncoding = (typeof FEC_ENCODINGS)[number];
export const DEFAULT_FEC_ENCODING: FecEncoding = 'iso-8859-15';

export const FEC_DATE_MESSAGE =
  'Date attendue : date et heure ISO 8601 avec fuseau (2026-01-01T00:00:00+01:00) ou date AAAA-MM-JJ';
export const FEC_ENCODING_MESSAGE = 'Encodage attendu : iso-8859-15 ou utf-8';

/**
 * A day of the FEC's period, in the format of the rest of the API (an ISO 8601 instant with its
 * offset, as the statistics take) or, as before, a plain yyyy-MM-dd. An instant names the Paris
 * calendar day it falls in: invoices are dated in French days.
 */
const fecDay = z
  .string()
  .max(40, FEC_DATE_MESSAGE)
  .describe('An ISO 8601 instant with its offset (read as its Paris day), or yyyy-MM-dd')
  .transform((value, ctx) => {
    const plain = !value.includes('T');
    const parsed = (plain ? dateField : dateTimeField).safeParse(value);
    if (parsed.success) return plain ? value : parisDay(new Date(value));
    // A well-formed date of the year 0 says the range; anything else, the format.
    const outOfRange = parsed.error.issues.every((issue) => issue.message === DATE_RANGE_MESSAGE);
    ctx.addIssue({ code: 'custom', message: outOfRange ? DATE_RANGE_MESSAGE : FEC_DATE_MESSAGE });
    return z.NEVER;
  });

/** GET /api/factures/fec: the period of the invoices exported (both days included) and the file's encoding. */
export const FecQuery = z
  .object({
    startDate: fecDay,
    endDate: fecDay,
    encoding: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(FEC_ENCODINGS, { error: FEC_ENCODING_MESSAGE }))
      .default(DEFAULT_FEC_ENCODING)
      .describe('iso-8859-15 (the default) or utf-8'),
  })
  .strict();
export type FecQuery = z.infer<typeof FecQuery>;

/** The period the FEC dialog proposes: the current financial year, the calendar year (no other is set). */
export function currentFinancialYear(today: string): { startDate: string; endDate: string } {
  const year = today.slice(0, 4);
  return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
}

/**
 * The closing date of the financial year a day belongs to (the FEC's file name takes it, LPF art.
 * A. 47 A-1): the year closes on `closing` (month-day, 31 December unless the account says otherwise).
 */
export function financialYearClosing(date: string, closing = '12-31'): string {
  const year = Number(date.slice(0, 4));
  return date.slice(5) <= closing ? `${year}-${closing}` : `${year + 1}-${closing}`;
}
