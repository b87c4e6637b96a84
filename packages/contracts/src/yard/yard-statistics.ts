import { z } from 'zod';
import { dateField } from '../fields.ts';
import { parisDay } from '../rules/report-period.ts';
import type { IsoDay } from '../calendar-law/public-holidays.ts';
import { YARD_AUTHORITIES } from './yard-codes.ts';
import { storageDays } from './yard-fees.ts';

export const YardStatisticsQuery = z
  .object({ from: dateField, to: dateField, format: z.enum(['csv', 'xlsx']).optional() })
  .strict()
  .refine((query) => query.from <= query.to, { message: 'La fin précède le début', path: ['to'] });
export type YardStatisticsQuery = z.infer<typeof YardStatisticsQuery>;

const figures = {
  entries: z.number().int(),
  exits: z.number().int(),
  /** Average stay (days started) of the vehicles that left in it, one decimal. */
  averageStayDays: z.number(),
  /** The fees of the vehicles that left in it (release or hand-over), TTC. */
  revenueCents: z.number().int(),
};
export const YardStatistics = z.object({
  months: z.array(z.object({ month: z.string(), ...figures })),
  authorities: z.array(z.object({ authority: z.enum(YARD_AUTHORITIES).nullable(), ...figures })),
  totals: z.object(figures),
});
export type YardStatistics = z.infer<typeof YardStatistics>;

export interface YardStatRow {
  removedAt: Date;
  exitAt: Date | null;
  authority: (typeof YARD_AUTHORITIES)[number] | null;
  feesCents: number;
}

type Figures = z.infer<z.ZodObject<typeof figures>>;
const blank = (): Figures & { stayDays: number } => ({
  entries: 0,
  exits: 0,
  averageStayDays: 0,
  revenueCents: 0,
  stayDays: 0,
});
const done = ({ stayDays, ...f }: Figures & { stayDays: number }): Figures => ({
  ...f,
  averageStayDays: f.exits === 0 ? 0 : Math.round((stayDays / f.exits) * 10) / 10,
});

/**
 * Entries, exits, stays and storage revenue between two days (Paris, both included), per month and per ordering
 * authority (null: private storage): an entry counts in its removal's month, an exit, its stay and its fees in
 * the month it left.
 */
export function yardStatistics(rows: readonly YardStatRow[], from: IsoDay, to: IsoDay): YardStatistics {
  const months = new Map<string, ReturnType<typeof blank>>();
  const authorities = new Map<string | null, ReturnType<typeof blank>>();
  const totals = blank();
  const of = <K>(map: Map<K, ReturnType<typeof blank>>, key: K) => {
    if (!map.has(key)) map.set(key, blank());
    return map.get(key)!;
  };
  for (const row of rows) {
    const entryDay = parisDay(row.removedAt);
    if (entryDay >= from && entryDay <= to)
      for (const f of [of(months, entryDay.slice(0, 7)), of(authorities, row.authority), totals])
        f.entries += 1;
    if (!row.exitAt) continue;
    const exitDay = parisDay(row.exitAt);
    if (exitDay < from || exitDay > to) continue;
    const stay = storageDays(row.removedAt, row.exitAt).length;
    for (const f of [of(months, exitDay.slice(0, 7)), of(authorities, row.authority), totals]) {
      f.exits += 1;
      f.stayDays += stay;
      f.revenueCents += row.feesCents;
    }
  }
  return {
    months: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, f]) => ({ month, ...done(f) })),
    authorities: [...authorities]
      // The authorities in their codes' order, private storage (null) last.
      .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : a < b ? -1 : a > b ? 1 : 0))
      .map(([authority, f]) => ({ authority: authority as YardStatRow['authority'], ...done(f) })),
    totals: done(totals),
  };
}
