import { centsToDecimalText } from '../rules/decimal-amount.ts';
import { addDays } from '../rules/report-period.ts';
import { decimalTextToCents } from '../rules/invoice-amounts.ts';
import {
  E_REPORTING_RHYTHM_ENTRIES,
  type EReportingRhythm,
  type EReportingRhythmEntry,
} from './e-reporting-data.ts';

/** A period of e-reporting, both days included (ISO dates). */
export interface ReportingPeriod {
  start: string;
  end: string;
}

const iso = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month, day)).toISOString().slice(0, 10);
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The rhythm's entry in force on `day`. */
export function reportingRhythm(rhythm: EReportingRhythm, day = '2026-09-01'): EReportingRhythmEntry {
  const inForce = E_REPORTING_RHYTHM_ENTRIES.find(
    (entry) => entry.rhythm === rhythm && entry.from <= day && (!entry.until || day <= entry.until),
  );
  return inForce ?? E_REPORTING_RHYTHM_ENTRIES.find((entry) => entry.rhythm === rhythm)!;
}

/** The period of `rhythm` holding `day`: a decade (1–10, 11–20, 21–end), a month, or two months from January. */
export function reportingPeriodOf(day: string, rhythm: EReportingRhythm): ReportingPeriod {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const entry = reportingRhythm(rhythm, day);
  if (entry.periodsPerMonth) {
    const decade = Math.min(Math.floor((date - 1) / 10), 2);
    const end = decade === 2 ? lastDay(year, month - 1) : decade * 10 + 10;
    return { start: iso(year, month - 1, decade * 10 + 1), end: iso(year, month - 1, end) };
  }
  const months = entry.months ?? 1;
  const first = Math.floor((month - 1) / months) * months;
  return {
    start: iso(year, first, 1),
    end: iso(year, first + months - 1, lastDay(year, first + months - 1)),
  };
}

/** The periods from the one holding `fromDay` to the last one ended before `today`, oldest first. */
export function closedReportingPeriods(
  rhythm: EReportingRhythm,
  fromDay: string,
  today: string,
): ReportingPeriod[] {
  const periods: ReportingPeriod[] = [];
  for (let period = reportingPeriodOf(fromDay, rhythm); period.end < today; ) {
    periods.push(period);
    period = reportingPeriodOf(addDays(period.end, 1), rhythm);
  }
  return periods;
}

/** One sale (or a credit note, negative) or one payment's part at one VAT rate, as decimal text. */
export interface ReportedAmount {
  date: string;
  /** The VAT rate as text (« 20.00 »); null: no VAT (exempt, outside its scope). */
  rate: string | null;
  /** Who bought: a private person (B2C) or a foreign business. */
  category: 'B2C' | 'INTERNATIONAL';
  base: string;
  vat: string;
}

export interface ReportLine extends ReportedAmount {
  /** How many documents (or payments) the line sums. */
  count: number;
}

const rateKey = (rate: string | null) => (rate == null ? '' : Number(rate).toFixed(2));

/** The amounts summed per day, VAT rate and category, in day then rate order: what a report holds. */
export function sumPerDayAndRate(amounts: readonly ReportedAmount[]): ReportLine[] {
  const lines = new Map<string, { line: ReportLine; base: bigint; vat: bigint }>();
  for (const amount of amounts) {
    const key = `${amount.date}|${rateKey(amount.rate)}|${amount.category}`;
    const found = lines.get(key) ?? {
      line: { ...amount, rate: amount.rate == null ? null : rateKey(amount.rate), count: 0 },
      base: 0n,
      vat: 0n,
    };
    found.base += decimalTextToCents(amount.base);
    found.vat += decimalTextToCents(amount.vat);
    found.line.count += 1;
    lines.set(key, found);
  }
  return [...lines.keys()]
    .sort()
    .map((key) => lines.get(key)!)
    .map(({ line, base, vat }) => ({
      ...line,
      base: centsToDecimalText(base),
      vat: centsToDecimalText(vat),
    }));
}

/** A report's totals: base (HT), VAT and both together (TTC), as decimal text. */
export function reportTotals(lines: readonly ReportedAmount[]) {
  const base = lines.reduce((sum, line) => sum + decimalTextToCents(line.base), 0n);
  const vat = lines.reduce((sum, line) => sum + decimalTextToCents(line.vat), 0n);
  return {
    base: centsToDecimalText(base),
    vat: centsToDecimalText(vat),
    total: centsToDecimalText(base + vat),
  };
}

/**
 * A payment split over its invoice's VAT rates in proportion to each rate's TTC, to the cent; the
 * cents rounding leaves go to the largest part, so the parts always sum to the payment. Each part's
 * VAT is the part's share of that rate's VAT. A payment of an invoice without rates is one part.
 */
export function splitPaymentByRate(
  amount: string,
  rates: ReadonlyArray<{ rate: string | null; base: string; vat: string }>,
): Array<{ rate: string | null; base: string; vat: string }> {
  const paid = decimalTextToCents(amount);
  const ttc = rates.map((row) => decimalTextToCents(row.base) + decimalTextToCents(row.vat));
  const whole = ttc.reduce((sum, value) => sum + value, 0n);
  if (!rates.length || whole === 0n) return [{ rate: null, base: amount, vat: '0.00' }];
  const parts = ttc.map((value) => (paid * value) / whole);
  const largest = ttc.indexOf(ttc.reduce((max, value) => (value > max ? value : max), ttc[0]!));
  parts[largest]! += paid - parts.reduce((sum, value) => sum + value, 0n);
  return rates.map((row, index) => {
    const part = parts[index]!;
    const vat = ttc[index] === 0n ? 0n : (part * decimalTextToCents(row.vat)) / ttc[index]!;
    return { rate: row.rate, base: centsToDecimalText(part - vat), vat: centsToDecimalText(vat) };
  });
}

/** The tracking id of one report: one per account, kind and period, so a retry sends nothing new. */
export const reportTrackingId = (accountId: number, kind: string, period: ReportingPeriod): string =>
  `ERP-${accountId}-${kind.slice(0, 3)}-${period.start.replaceAll('-', '')}`.slice(0, 36);
