import { z } from 'zod';
import { AssistanceProviderCode, FolderStateCode, MissionStateCode } from '../referentials/codes.ts';
import { idParam, intParam, textField } from '../fields.ts';
import { dateTime } from './fields.ts';
import { FolderSummary } from './folder.ts';
import { Mission } from './mission.ts';

export const FOLDER_PAGE_SIZES = [10, 25, 50] as const;
export const FOLDER_DEFAULT_PAGE_SIZE = 10;
export const FOLDER_MAX_PAGE_SIZE = 100;
export const FOLDER_TEXT_MAX_LENGTH = 100;
/** Nobody pages this far; it keeps the offset within PostgreSQL's integers. */
export const FOLDER_MAX_PAGE = 100_000;

/** Spec 2 §7: empty parameters are dropped, as if absent. */
function withoutBlanks(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== undefined));
}

/** One code, several codes separated by commas, or the parameter repeated. */
const codeList = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) =>
      (Array.isArray(value) ? value : [value]).flatMap((v) => v.split(',')).map((v) => v.trim()),
    )
    .pipe(z.array(z.enum(codes)).min(1));

const id = idParam;

const startBeforeEnd = (q: { startDate?: string; endDate?: string }) =>
  !q.startDate || !q.endDate || Date.parse(q.startDate) <= Date.parse(q.endDate);
const DATE_ORDER_MESSAGE = 'La date de début doit précéder la date de fin';

/** GET /api/folders. startDate and endDate bound the creation date, both included. */
export const FolderListQuery = z.preprocess(
  withoutBlanks,
  z
    .object({
      limit: z.coerce.number().int().min(1).max(FOLDER_MAX_PAGE_SIZE).default(FOLDER_DEFAULT_PAGE_SIZE),
      page: intParam(1, FOLDER_MAX_PAGE).default(1),
      /** By creation date: newest first unless asc. */
      order: z.enum(['asc', 'desc']).default('desc'),
      truckId: id.optional(),
      agentId: id.optional(),
      folderState: codeList(FolderStateCode).optional(),
      missionState: codeList(MissionStateCode).optional(),
      accountId: id.optional(),
      assistanceProvider: z.enum(AssistanceProviderCode).optional(),
      startDate: dateTime.optional(),
      endDate: dateTime.optional(),
      /** Matches external number, order number, registration, customer name and city. */
      text: textField(FOLDER_TEXT_MAX_LENGTH).optional(),
      /** « Dommage signalé »: new damage (or a worse state) at a delivery check (issue 33). */
      damage: z.enum(['reported'], { error: 'Filtre de dommage non valide' }).optional(),
    })
    .strict()
    .refine(startBeforeEnd, { message: DATE_ORDER_MESSAGE, path: ['endDate'] }),
);
export type FolderListQuery = z.infer<typeof FolderListQuery>;

/**
 * The list counts its matches up to this many: an exact count of a hundred thousand folders costs
 * more than the page itself, and nobody pages that far. Past it, `totalCapped` is true and the
 * list reads « plus de 1 000 »: the user narrows the filters.
 */
export const FOLDER_COUNT_CAP = 1000;

/**
 * A keyword search counts its matches up to this many. A folder matches a keyword anywhere in its
 * text, so no index gives the matches in order: counting to 1 000 read up to 30,000 index entries
 * of the largest account for a common name (« durand »: 200 ms p95 at 10 connections, issue 28 §7).
 * Past 200 matches the list reads « plus de 200 » and the user types more of the word.
 */
export const FOLDER_KEYWORD_COUNT_CAP = 200;

/** The count cap of a list query: lower when it searches a keyword. */
export const folderCountCap = (query: { text?: string | undefined }) =>
  query.text ? FOLDER_KEYWORD_COUNT_CAP : FOLDER_COUNT_CAP;

export const FolderList = z.object({
  rows: z.array(FolderSummary),
  /** Exact up to the cap (folderCountCap: FOLDER_COUNT_CAP, or FOLDER_KEYWORD_COUNT_CAP with a keyword), then the cap. */
  total: z.number().int(),
  totalCapped: z.boolean(),
});
export type FolderList = z.infer<typeof FolderList>;

export const MISSION_LIST_MAX_LIMIT = 1000;

/** GET /api/missions: the missions planned from startDate, in the given states (the vehicle map). */
export const MissionListQuery = z.preprocess(
  withoutBlanks,
  z
    .object({
      startDate: dateTime.optional(),
      endDate: dateTime.optional(),
      missionState: codeList(MissionStateCode).optional(),
      limit: z.coerce.number().int().min(1).max(MISSION_LIST_MAX_LIMIT).default(MISSION_LIST_MAX_LIMIT),
    })
    .strict()
    .refine(startBeforeEnd, { message: DATE_ORDER_MESSAGE, path: ['endDate'] }),
);
export type MissionListQuery = z.infer<typeof MissionListQuery>;

export const MissionList = z.object({ rows: z.array(Mission), total: z.number().int() });
export type MissionList = z.infer<typeof MissionList>;
