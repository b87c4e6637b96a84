import { divideRounded } from '../rules/money.ts';
import { daysLate } from './payment-rules.ts';

/** The age of what remains on an invoice at a day, by days past its due day (issue 29 §4). */
export const AGING_BUCKETS = ['notDue', 'late1to30', 'late31to60', 'late61to90', 'lateOver90'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

export const agingBucketLabels: Record<AgingBucket, string> = {
  notDue: 'Non échu',
  late1to30: '1 à 30 jours',
  late31to60: '31 à 60 jours',
  late61to90: '61 à 90 jours',
  lateOver90: 'Plus de 90 jours',
};

/**
 * The bucket of an invoice due on `dueDay`, seen on `atDay` (ISO days, Paris). The due day itself is not late
 * (as `paymentStatus` says): « 1 à 30 j » starts the day after it.
 */
export function agingBucket(dueDay: string, atDay: string): AgingBucket {
  const late = daysLate(dueDay, atDay);
  if (late === 0) return 'notDue';
  if (late <= 30) return 'late1to30';
  if (late <= 60) return 'late31to60';
  if (late <= 90) return 'late61to90';
  return 'lateOver90';
}

/** An invoice still owed something at the day, as the server reads it (what remains computed as payments does). */
export interface OpenInvoice {
  customerId: number;
  customerName: string;
  dueDay: string;
  remainingCents: bigint;
}

export interface AgingFigures {
  totalCents: bigint;
  buckets: Record<AgingBucket, bigint>;
  openInvoices: number;
}

export interface CustomerReceivable extends AgingFigures {
  customerId: number;
  customerName: string;
  oldestDueDay: string;
}

const emptyFigures = (): AgingFigures => ({
  totalCents: 0n,
  buckets: Object.fromEntries(AGING_BUCKETS.map((bucket) => [bucket, 0n])) as Record<AgingBucket, bigint>,
  openInvoices: 0,
});

function add(figures: AgingFigures, bucket: AgingBucket, cents: bigint) {
  figures.totalCents += cents;
  figures.buckets[bucket] += cents;
  figures.openInvoices += 1;
}

/**
 * Receivables per customer at `atDay`: each invoice's remainder lands in its age's bucket, so every row's total
 * is the sum of its buckets and the grand total the sum of the invoices' remainders. Largest debt first, then
 * by name; an invoice with nothing left is not open and counts nowhere.
 */
export function receivablesByCustomer(
  invoices: readonly OpenInvoice[],
  atDay: string,
): { rows: CustomerReceivable[]; totals: AgingFigures } {
  const byCustomer = new Map<number, CustomerReceivable>();
  const totals = emptyFigures();
  for (const invoice of invoices) {
    if (invoice.remainingCents <= 0n) continue;
    const bucket = agingBucket(invoice.dueDay, atDay);
    let row = byCustomer.get(invoice.customerId);
    if (!row) {
      row = {
        ...emptyFigures(),
        customerId: invoice.customerId,
        customerName: invoice.customerName,
        oldestDueDay: invoice.dueDay,
      };
      byCustomer.set(invoice.customerId, row);
    }
    if (invoice.dueDay < row.oldestDueDay) row.oldestDueDay = invoice.dueDay;
    add(row, bucket, invoice.remainingCents);
    add(totals, bucket, invoice.remainingCents);
  }
  const rows = [...byCustomer.values()].sort(
    (a, b) =>
      (a.totalCents === b.totalCents ? 0 : a.totalCents > b.totalCents ? -1 : 1) ||
      a.customerName.localeCompare(b.customerName, 'fr'),
  );
  return { rows, totals };
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS);

/** The 12 months that end on `atDay`: from the same day a year before (excluded) to `atDay` (included). */
export function twelveMonthsTo(atDay: string): { after: string; until: string; days: number } {
  const [year, month, day] = atDay.split('-').map(Number) as [number, number, number];
  // 29 February has no match a year before: the 28th.
  const sameDay = new Date(Date.UTC(year - 1, month - 1, day));
  if (sameDay.getUTCMonth() !== month - 1) sameDay.setUTCDate(0);
  const after = sameDay.toISOString().slice(0, 10);
  return { after, until: atDay, days: dayNumber(atDay) - dayNumber(after) };
}

/** An invoice fully paid: the day it was issued, the day of the payment that completed it, what was paid. */
export interface SettledInvoice {
  issueDay: string;
  settledDay: string;
  paidCents: bigint;
}

/**
 * Délai moyen de paiement: the days from an invoice's issue to the payment that completed it, averaged over
 * the invoices completed in the period, each weighted by the amount paid on it:
 * Σ (jours × montant payé) / Σ montant payé. One decimal; null when no invoice was paid.
 */
export function weightedDaysToPay(invoices: readonly SettledInvoice[]): number | null {
  let weighted = 0n;
  let paid = 0n;
  for (const invoice of invoices) {
    if (invoice.paidCents <= 0n) continue;
    const days = BigInt(Math.max(0, dayNumber(invoice.settledDay) - dayNumber(invoice.issueDay)));
    weighted += days * invoice.paidCents;
    paid += invoice.paidCents;
  }
  return paid === 0n ? null : Number(divideRounded(weighted * 10n, paid)) / 10;
}

/**
 * The accountants' DSO: what customers owe at the day, over the sales (TTC, credit notes deducted) of the 12
 * months ending that day, times the days of those months: encours ÷ CA TTC × jours. One decimal; null without
 * sales.
 */
export function standardDso(input: {
  receivablesCents: bigint;
  salesCents: bigint;
  days: number;
}): number | null {
  if (input.salesCents <= 0n) return null;
  return Number(divideRounded(input.receivablesCents * BigInt(input.days) * 10n, input.salesCents)) / 10;
}
