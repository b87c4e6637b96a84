import { BusinessNature } from '../referentials/codes.ts';

/** The dashboard's views: by truck, by assistance company, by tow operator. */
export const StatsViewCode = ['byTruck', 'byAssistanceProvider', 'byDepanneur'] as const;
export type StatsView = (typeof StatsViewCode)[number];

export const statsViewLabels: Record<StatsView, string> = {
  byTruck: 'Par véhicule',
  byAssistanceProvider: 'Par assisteur',
  byDepanneur: 'Par dépanneur',
};

/**
 * Which views a business nature may read, the first being its default. An operator (MISSION,
 * DEPANNEUR) owns trucks and works for assistance companies; an assistance company (spec 1 §6)
 * reads its own missions by provider, and by operator through the API only (the screen shows it
 * no toggle); a supervisor has no truck of its own, so it reads its accounts by operator and by
 * provider. An IOT account has no missions.
 */
const VIEWS_BY_NATURE: Partial<Record<BusinessNature, readonly StatsView[]>> = {
  MISSION: ['byTruck', 'byAssistanceProvider'],
  DEPANNEUR: ['byTruck', 'byAssistanceProvider'],
  ASSISTEUR: ['byAssistanceProvider', 'byDepanneur'],
  SUPERVISOR: ['byDepanneur', 'byAssistanceProvider'],
};

export const statsViewsOf = (nature: string): readonly StatsView[] =>
  VIEWS_BY_NATURE[nature as BusinessNature] ?? [];

export const mayReadStatsView = (nature: string, view: StatsView): boolean =>
  statsViewsOf(nature).includes(view);

/** The views the dashboard's toggle offers: none for an assisteur, forced to by provider (spec 1 §6). */
export const statsToggleViews = (nature: string): readonly StatsView[] =>
  nature === BusinessNature.ASSISTEUR ? ['byAssistanceProvider'] : statsViewsOf(nature);

/** Spec 1 §9: below 70 danger, 70 up to below 80 warning, 80 and over success. */
export const STATS_DANGER_BELOW = 70;
export const STATS_SUCCESS_FROM = 80;
export type PercentageTone = 'danger' | 'warning' | 'success';

/** The colour of a percentage cell; null for '-', empty or anything that is not a number. */
export function percentageTone(value: number | string | null | undefined): PercentageTone | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '' || text === '-') return null;
  const number = Number(text.replace(',', '.').replace(/\s*%$/, ''));
  if (!Number.isFinite(number)) return null;
  if (number < STATS_DANGER_BELOW) return 'danger';
  return number < STATS_SUCCESS_FROM ? 'warning' : 'success';
}

/** A share in percent with one decimal, as the statistics compute it (null when there is nothing to share). */
export const percentOf = (part: number, total: number): number | null =>
  total > 0 ? Math.round((1000 * part) / total) / 10 : null;
