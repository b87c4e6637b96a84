import { formatCents, type YardEntryDto, type YardListQuery } from '@plateau/contracts';
import { formatDay } from '../../../lib/dates.ts';

export const euros = (cents: number) => formatCents(BigInt(cents));

/** What the lot says of a vehicle's next deadline. */
export function deadlineLabel(
  entry: Pick<YardEntryDto, 'abandonmentDay' | 'deadlineState' | 'kind'>,
): string {
  if (entry.kind === 'GARDIENNAGE') return 'Aucune (gardiennage)';
  if (!entry.abandonmentDay) return 'Mise en demeure à envoyer';
  const day = formatDay(entry.abandonmentDay);
  if (entry.deadlineState === 'OVERDUE') return `Abandonné depuis le ${day}`;
  if (entry.deadlineState === 'DUE') return `Abandonné ce jour (${day})`;
  return `Abandon le ${day}`;
}

export const deadlineColor = (state: YardEntryDto['deadlineState']) =>
  ({ NONE: 'dimmed', RUNNING: undefined, DAY_BEFORE: 'orange.8', DUE: 'red.8', OVERDUE: 'red.8' })[state];

const FILTER_KEYS = ['authority', 'reason', 'category', 'overdue', 'plate'] as const;
export type LotFilters = Partial<Pick<YardListQuery, (typeof FILTER_KEYS)[number]>>;

/** The lot's filters live in the address (a shared link reloads the same list). */
export function parseLotFilters(params: URLSearchParams): LotFilters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return filters as LotFilters;
}

export function lotFilterParams(filters: LotFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return params;
}
