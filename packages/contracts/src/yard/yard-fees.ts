import { addDays, parisDay } from '../rules/report-period.ts';
import type { IsoDay } from '../calendar-law/public-holidays.ts';
import type { YardCategory, YardFeeRates, YardTariffPeriod } from './yard-tariff-data.ts';

export const YARD_FEE_CODES = [
  'IMMOBILISATION',
  'OPERATIONS_PREALABLES',
  'ENLEVEMENT',
  'GARDE',
  'EXPERTISE',
] as const;
export type YardFeeCode = (typeof YARD_FEE_CODES)[number];

export const YARD_FEE_LABELS: Record<YardFeeCode, string> = {
  IMMOBILISATION: 'Immobilisation matérielle',
  OPERATIONS_PREALABLES: 'Opérations préalables',
  ENLEVEMENT: 'Enlèvement',
  GARDE: 'Garde journalière',
  EXPERTISE: 'Expertise',
};

export interface YardFeeLine {
  code: YardFeeCode;
  label: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
}

export interface YardStay {
  category: YardCategory;
  removedAt: Date;
  /** The release (or today, for what is owed now). */
  releasedAt: Date;
  /** False when the owner came before the vehicle left: only the opérations préalables are due. */
  vehicleRemoved: boolean;
  immobilisation: boolean;
  expertise: boolean;
  /** Private storage (gardiennage): the account's own daily price replaces every regulated fee. */
  privateDailyCents: number | null;
}

/**
 * The storage days of a stay: from the day of removal to the day of release, both included, each day started
 * counts (Paris time). A release the same day is one day; never fewer.
 */
export function storageDays(removedAt: Date, releasedAt: Date): IsoDay[] {
  const first = parisDay(removedAt);
  const last = parisDay(releasedAt);
  const days = [first];
  for (let day = addDays(first, 1); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The period in force on a day: the latest one started by then (the oldest one before any period began). */
export function tariffPeriodOn(periods: readonly YardTariffPeriod[], day: IsoDay): YardTariffPeriod {
  const sorted = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  if (sorted.length === 0) throw new Error('Aucune période tarifaire');
  return sorted.filter((period) => period.from <= day).at(-1) ?? sorted[0]!;
}

const line = (code: YardFeeCode, quantity: number, unitCents: number): YardFeeLine => ({
  code,
  label: YARD_FEE_LABELS[code],
  quantity,
  unitCents,
  totalCents: quantity * unitCents,
});

/** Consecutive days billed at the same daily rate, one line each (a tariff change splits the stay). */
function storageLines(days: IsoDay[], dailyRateOn: (day: IsoDay) => number | null): YardFeeLine[] {
  const lines: YardFeeLine[] = [];
  for (const day of days) {
    const rate = dailyRateOn(day);
    if (rate === null) continue;
    const last = lines.at(-1);
    if (last && last.unitCents === rate) {
      last.quantity += 1;
      last.totalCents += rate;
    } else lines.push(line('GARDE', 1, rate));
  }
  return lines;
}

/**
 * The fees of a stay, line by line. Charging the enlèvement excludes the opérations préalables; an owner who
 * comes before the vehicle has left pays the latter only (and no storage). One-off fees take the rates in force
 * on the day of removal; each storage day takes its own day's rate.
 */
export function yardFees(
  stay: YardStay,
  periods: readonly YardTariffPeriod[],
): { lines: YardFeeLine[]; totalCents: number; days: number } {
  const days = stay.vehicleRemoved ? storageDays(stay.removedAt, stay.releasedAt) : [];
  let lines: YardFeeLine[];
  if (stay.privateDailyCents !== null) {
    lines = storageLines(days, () => stay.privateDailyCents);
  } else {
    const ratesOn = (day: IsoDay): YardFeeRates => tariffPeriodOn(periods, day).rates[stay.category];
    const atRemoval = ratesOn(parisDay(stay.removedAt));
    const oneOff: [YardFeeCode, number | null, boolean][] = [
      ['IMMOBILISATION', atRemoval.immobilisationCents, stay.immobilisation],
      ['OPERATIONS_PREALABLES', atRemoval.operationsPrealablesCents, !stay.vehicleRemoved],
      ['ENLEVEMENT', atRemoval.enlevementCents, stay.vehicleRemoved],
      ['EXPERTISE', atRemoval.expertiseCents, stay.expertise],
    ];
    lines = [
      ...oneOff.flatMap(([code, cents, due]) => (due && cents !== null ? [line(code, 1, cents)] : [])),
      ...storageLines(days, (day) => ratesOn(day).gardeJournaliereCents),
    ];
  }
  return {
    lines,
    totalCents: lines.reduce((sum, fee) => sum + fee.totalCents, 0),
    days: days.length,
  };
}
