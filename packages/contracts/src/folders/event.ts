import { z } from 'zod';
import { EventOrigineCode } from '../referentials/codes.ts';
import { idParam, intParam } from '../fields.ts';
import { dateTime } from './fields.ts';

/** What an event of the 'Flux de travail' tab is about. */
export const FolderEventSourceCode = ['FOLDER', 'MISSION_INTERVENTION', 'MISSION_RELIVRAISON'] as const;
export const FolderEventSource = {
  FOLDER: 'FOLDER',
  MISSION_INTERVENTION: 'MISSION_INTERVENTION',
  MISSION_RELIVRAISON: 'MISSION_RELIVRAISON',
} as const;
export type FolderEventSource = (typeof FolderEventSourceCode)[number];
export const folderEventSourceLabels: { readonly [K in FolderEventSource]: string } = {
  FOLDER: 'Dossier',
  MISSION_INTERVENTION: 'Intervention',
  MISSION_RELIVRAISON: 'Relivraison',
};

/** Spec 2 §3 Event. */
export const FolderEvent = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  /** When it happened; recordDateTime is when the server stored it. */
  eventDateTime: dateTime,
  recordDateTime: dateTime,
  eventSource: z.enum(FolderEventSourceCode),
  /** The folder or mission state the event led to. */
  state: z.string().nullable(),
  stateLabel: z.string().nullable(),
  creationOrigine: z.enum(EventOrigineCode).nullable(),
  text: z.string().nullable(),
  positionText: z.string().nullable(),
  /** The raw message behind the event (JSON, XML or text), shown in the detail modal. */
  message: z.string().nullable(),
  /** Received from outside with what re-applying it needs: the modal offers 'Rejouer'. */
  replayable: z.boolean(),
});
export type FolderEvent = z.infer<typeof FolderEvent>;

/** Spec 2 §9: events 10/25/50 a page, 25 by default, oldest first, page 1. */
export const EVENT_PAGE_SIZES = [10, 25, 50] as const;
export const EVENT_DEFAULT_PAGE_SIZE = 25;
/** Nobody pages this far; it keeps the offset within PostgreSQL's integers. */
export const EVENT_MAX_PAGE = 100_000;
export const EVENT_PAGE_SIZE_MESSAGE = 'La taille de page doit être 10, 25 ou 50';

/** GET /api/folders/{id}/events. */
export const FolderEventListQuery = z
  .object({
    limit: z.coerce
      .number()
      .refine((n) => (EVENT_PAGE_SIZES as readonly number[]).includes(n), EVENT_PAGE_SIZE_MESSAGE)
      .default(EVENT_DEFAULT_PAGE_SIZE),
    page: intParam(1, EVENT_MAX_PAGE).default(1),
    /** By event date: oldest first unless desc. */
    order: z.enum(['asc', 'desc']).default('asc'),
  })
  .strict();
export type FolderEventListQuery = z.infer<typeof FolderEventListQuery>;

export const FolderEventList = z.object({ rows: z.array(FolderEvent), total: z.number().int() });
export type FolderEventList = z.infer<typeof FolderEventList>;

/** POST /api/folders/{folderId}/events/{eventId}. */
export const FolderEventParams = z.object({ folderId: idParam, eventId: idParam }).strict();

/** What a replay did: `replayed` false when the event was already applied (nothing changed). */
export const EventReplayResult = z.object({ replayed: z.boolean(), message: z.string() });
export type EventReplayResult = z.infer<typeof EventReplayResult>;
