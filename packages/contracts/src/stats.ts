import { z } from 'zod';
import { dateTimeField, idField } from './fields.ts';
import { AssistanceProviderCode } from './referentials/codes.ts';
import { parisDay } from './rules/report-period.ts';

/** Spec 1 §9: the dashboard's page sizes. */
export const STATS_PAGE_SIZES = [10, 15, 25, 50] as const;
export const STATS_DEFAULT_PAGE_SIZE = 10;
/** A year and a day: enough for any report, and a bound on what one call makes the database read. */
export const STATS_MAX_DAYS = 366;
export const STATS_DATE_ORDER_MESSAGE = 'La date de début doit précéder la date de fin';
export const STATS_RANGE_MESSAGE = `La période ne doit pas dépasser ${STATS_MAX_DAYS} jours`;
/** An export is named after what it holds and its period, in Paris days (issue 20 §4.14). */
const periodOf = (q: { startDate: string; endDate: string }) =>
  `${parisDay(new Date(q.startDate))}_${parisDay(new Date(q.endDate))}`;
export const missionReportFilename = (q: { startDate: string; endDate: string }) =>
  `rapport-missions_${periodOf(q)}.csv`;
export const statsTableFilename = (q: { startDate: string; endDate: string }) =>
  `tableau-de-bord_${periodOf(q)}.csv`;

const DAY_MS = 86_400_000;

/** GET /api/stats/*: the missions whose mission date lies between startDate and endDate, both included. */
export const StatsQuery = z
  .object({ startDate: dateTimeField, endDate: dateTimeField })
  .strict()
  .refine((q) => Date.parse(q.startDate) <= Date.parse(q.endDate), {
    message: STATS_DATE_ORDER_MESSAGE,
    path: ['endDate'],
  })
  .refine((q) => Date.parse(q.endDate) - Date.parse(q.startDate) <= STATS_MAX_DAYS * DAY_MS, {
    message: STATS_RANGE_MESSAGE,
    path: ['endDate'],
  });
export type StatsQuery = z.infer<typeof StatsQuery>;

/** The driver's steps the dashboard counts, in the order they happen (the mission's statistic). */
export const STATS_STEP_COLUMNS = [
  'received',
  'accepted',
  'started',
  'navigationStarted',
  'arrivedAtDestination',
  'departureFromDestination',
  'finished',
] as const;
export type StatsStepColumn = (typeof STATS_STEP_COLUMNS)[number];

const percent = z.number().min(0).max(100).nullable();
const count = z.number().int().min(0);

/**
 * The figures of one row: `total` missions; each step as the percentage (one decimal) of them whose
 * statistic has it ticked; the average approach and on-site delays in whole minutes over the
 * missions that reached the step ending them (null when none did); the outcomes as counts.
 */
export const StatsFigures = z.object({
  total: count,
  ...(Object.fromEntries(STATS_STEP_COLUMNS.map((c) => [c, percent])) as Record<
    StatsStepColumn,
    typeof percent
  >),
  approcheDelay: z.number().int().nullable(),
  delayOnPlace: z.number().int().nullable(),
  repareOnPlace: count,
  pickup: count,
  missionForNothing: count,
});
export type StatsFigures = z.infer<typeof StatsFigures>;

export const TruckStatsRow = StatsFigures.extend({ truckId: idField, truck: z.string() });
export type TruckStatsRow = z.infer<typeof TruckStatsRow>;
/** Spec 1 §7: the by-truck call answers its list under `data`. */
export const TruckStatsList = z.object({
  data: z.object({ rows: z.array(TruckStatsRow), total: count }),
});
export type TruckStatsList = z.infer<typeof TruckStatsList>;

/** A mission whose folder names no assistance company is counted under a null provider. */
export const ProviderStatsRow = StatsFigures.extend({
  assistanceProvider: z.enum(AssistanceProviderCode).nullable(),
  assistanceProviderLabel: z.string(),
});
export type ProviderStatsRow = z.infer<typeof ProviderStatsRow>;
export const ProviderStatsList = z.object({ rows: z.array(ProviderStatsRow), total: count });
export type ProviderStatsList = z.infer<typeof ProviderStatsList>;

/** One tow operator's account (spec 1 §2: rows may carry the account). */
export const DepanneurStatsRow = StatsFigures.extend({ accountId: idField, account: z.string() });
export type DepanneurStatsRow = z.infer<typeof DepanneurStatsRow>;
export const DepanneurStatsList = z.object({ rows: z.array(DepanneurStatsRow), total: count });
export type DepanneurStatsList = z.infer<typeof DepanneurStatsList>;

/** One day of the period (Paris time): the dashboard's chart stacks the missions by outcome. */
export const DayStatsRow = z.object({
  day: z.iso.date(),
  total: count,
  repareOnPlace: count,
  pickup: count,
  missionForNothing: count,
});
export type DayStatsRow = z.infer<typeof DayStatsRow>;
export const DayStatsList = z.object({ rows: z.array(DayStatsRow), total: count });
export type DayStatsList = z.infer<typeof DayStatsList>;
