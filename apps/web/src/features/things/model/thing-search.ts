import { THING_DEFAULT_PAGE_SIZE, THING_PAGE_SIZES, UNASSIGNED_ACCOUNT_FILTER } from '@plateau/contracts';

/** The things list's filters and paging, as they live in the URL. */
export interface ThingSearch {
  page: number;
  size: number;
  /** An account id, UNASSIGNED_ACCOUNT_FILTER ('Non associés'), or undefined ('Tous les comptes'). */
  accountId?: number;
  text?: string;
}

const positiveInt = (value: string | null) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

export function parseThingSearch(params: URLSearchParams): ThingSearch {
  const size = Number(params.get('size'));
  const account = params.get('accountId');
  const text = params.get('text')?.trim().slice(0, 100);
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: (THING_PAGE_SIZES as readonly number[]).includes(size) ? size : THING_DEFAULT_PAGE_SIZE,
    accountId:
      account === String(UNASSIGNED_ACCOUNT_FILTER) ? UNASSIGNED_ACCOUNT_FILTER : positiveInt(account),
    ...(text ? { text } : {}),
  };
}

/** A filter change goes back to page 1 (spec 1 §2). */
export function thingSearchParams(search: ThingSearch): Record<string, string> {
  const params: Record<string, string> = { page: String(search.page), size: String(search.size) };
  if (search.accountId !== undefined) params.accountId = String(search.accountId);
  if (search.text) params.text = search.text;
  return params;
}

/**
 * The page to show once the total is known: the same page while it still holds rows (a live refresh
 * does not send the user back to page 1, unlike spec 1 §2), else the last page that does.
 */
export function pageInRange(page: number, size: number, total: number): number {
  const last = Math.max(1, Math.ceil(total / size));
  return Math.min(page, last);
}
