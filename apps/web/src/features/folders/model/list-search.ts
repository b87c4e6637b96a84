import { z } from 'zod';
import {
  AssistanceProviderCode,
  FOLDER_DEFAULT_PAGE_SIZE,
  FOLDER_PAGE_SIZES,
  FOLDER_TEXT_MAX_LENGTH,
  FolderStateCode,
  MissionStateCode,
} from '@plateau/contracts';
import type { Query } from '../../../lib/api.ts';
import { dayjs, STORED_DATE_FORMAT } from '../../../lib/dates.ts';

/** Several codes of a list, comma-separated in the address; unknown ones are dropped. */
const codes = <T extends readonly string[]>(known: T) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').filter((code): code is T[number] => known.includes(code)))
    .catch([]);
const id = z.coerce.number().int().positive().optional().catch(undefined);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => dayjs(value, STORED_DATE_FORMAT).isValid())
  .optional()
  .catch(undefined);
const pageSize = z.coerce
  .number()
  .refine((size) => (FOLDER_PAGE_SIZES as readonly number[]).includes(size))
  .catch(FOLDER_DEFAULT_PAGE_SIZE);

/** The folder list's filters, page and page size, as the address bar holds them: a bad value falls back to its default. */
export const FolderListSearch = z.object({
  page: z.coerce.number().int().min(1).catch(1),
  size: pageSize,
  folderState: codes(FolderStateCode),
  missionState: codes(MissionStateCode),
  assistanceProvider: z.enum(AssistanceProviderCode).optional().catch(undefined),
  accountId: id,
  truckId: id,
  agentId: id,
  /** Creation dates, yyyy-MM-dd, both days included. */
  from: day,
  to: day,
  text: z.string().trim().max(FOLDER_TEXT_MAX_LENGTH).optional().catch(undefined),
  /** « Dommage signalé » at delivery (issue 33). */
  damage: z.enum(['reported']).optional().catch(undefined),
});
export type FolderListSearch = z.infer<typeof FolderListSearch>;

export const parseListSearch = (params: URLSearchParams): FolderListSearch =>
  FolderListSearch.parse(Object.fromEntries(params));

/** The address of a list state: defaults and empty filters are left out. */
export function listSearchParams(search: FolderListSearch): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  put('folderState', search.folderState.join(','));
  put('missionState', search.missionState.join(','));
  put('assistanceProvider', search.assistanceProvider);
  put('accountId', search.accountId);
  put('truckId', search.truckId);
  put('agentId', search.agentId);
  put('from', search.from);
  put('to', search.to);
  put('text', search.text);
  put('damage', search.damage);
  if (search.page !== 1) put('page', search.page);
  if (search.size !== FOLDER_DEFAULT_PAGE_SIZE) put('size', search.size);
  return params;
}

/** A filter changed: back to the first page. */
export const withFilters = (
  search: FolderListSearch,
  filters: Partial<FolderListSearch>,
): FolderListSearch => ({
  ...search,
  ...filters,
  page: 'page' in filters && filters.page !== undefined ? filters.page : 1,
});

/**
 * GET /api/folders parameters of a list state. An assisteur filters by provider account,
 * the others by assistance company, truck and agent (spec 2 §2).
 */
export function folderListQuery(search: FolderListSearch, isAssisteur: boolean): Query {
  return {
    limit: search.size,
    page: search.page,
    folderState: search.folderState,
    missionState: search.missionState,
    assistanceProvider: isAssisteur ? undefined : search.assistanceProvider,
    accountId: isAssisteur ? search.accountId : undefined,
    truckId: isAssisteur ? undefined : search.truckId,
    agentId: isAssisteur ? undefined : search.agentId,
    startDate: search.from ? dayjs(search.from).startOf('day').toISOString() : undefined,
    endDate: search.to ? dayjs(search.to).endOf('day').toISOString() : undefined,
    text: search.text,
    damage: search.damage,
  };
}

/** The list's query when it is the same for an assisteur and for the others: no filter of one kind is set. */
export function folderListQueryForAnyAccount(search: FolderListSearch): Query | undefined {
  const asAssisteur = folderListQuery(search, true);
  return JSON.stringify(asAssisteur) === JSON.stringify(folderListQuery(search, false))
    ? asAssisteur
    : undefined;
}

/** How many filters narrow the list (the period counts once): the phone's « Filtres » button shows it. */
export function activeFilterCount(search: FolderListSearch, isAssisteur: boolean): number {
  const set = [
    search.folderState.length > 0,
    search.missionState.length > 0,
    ...(isAssisteur
      ? [search.accountId !== undefined]
      : [
          search.assistanceProvider !== undefined,
          search.truckId !== undefined,
          search.agentId !== undefined,
        ]),
    search.from !== undefined || search.to !== undefined,
    search.text !== undefined,
  ];
  return set.filter(Boolean).length;
}

/** Every filter off (the page size stays). */
export const NO_FILTERS: Partial<FolderListSearch> = {
  folderState: [],
  missionState: [],
  assistanceProvider: undefined,
  accountId: undefined,
  truckId: undefined,
  agentId: undefined,
  from: undefined,
  to: undefined,
  text: undefined,
};
