import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import { FolderEventSource, type EventOrigine, type EventReplay } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderEvents } from '../../db/schema/index.ts';

export interface NewFolderEvent {
  folderId: number;
  source?: FolderEventSource;
  state: string | null;
  stateLabel: string | null;
  creationOrigine: EventOrigine | null;
  text: string;
  /** What the request carried, kept for the event detail modal. */
  message?: unknown;
  positionText?: string | null;
  userId?: number | null;
  /** When it happened, when the outside system says so (a driver's step); by default now. */
  eventDateTime?: Date;
  /** For an event received from outside: what re-applying it needs (its replay). */
  replay?: EventReplay | null;
}

export async function insertFolderEvent(tx: DbOrTx, event: NewFolderEvent): Promise<void> {
  await tx.insert(folderEvents).values({
    folderId: event.folderId,
    eventSource: event.source ?? FolderEventSource.FOLDER,
    state: event.state,
    stateLabel: event.stateLabel,
    creationOrigine: event.creationOrigine,
    text: event.text,
    message: event.message === undefined ? null : JSON.stringify(event.message),
    positionText: event.positionText ?? null,
    userId: event.userId ?? null,
    replay: event.replay ?? null,
    ...(event.eventDateTime && { eventDateTime: event.eventDateTime }),
  });
}

export type FolderEventRow = typeof folderEvents.$inferSelect;

/**
 * One page of the folder's workflow, by event date (the id breaks ties), and how many in all:
 * one statement (the count is a window over the folder's rows); a page past the end counts apart.
 */
export async function listFolderEventRows(
  db: DbOrTx,
  folderId: number,
  page: { limit: number; page: number; order: 'asc' | 'desc' },
): Promise<{ rows: FolderEventRow[]; total: number }> {
  const direction = page.order === 'asc' ? asc : desc;
  const found = await db
    .select({ ...getTableColumns(folderEvents), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(folderEvents)
    .where(eq(folderEvents.folderId, folderId))
    .orderBy(direction(folderEvents.eventDateTime), direction(folderEvents.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
  if (found.length > 0) {
    return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]!.total };
  }
  if (page.page === 1) return { rows: [], total: 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(folderEvents)
    .where(eq(folderEvents.folderId, folderId));
  return { rows: [], total: counted?.total ?? 0 };
}

export async function findFolderEvent(
  db: DbOrTx,
  folderId: number,
  eventId: number,
): Promise<FolderEventRow | undefined> {
  const [row] = await db
    .select()
    .from(folderEvents)
    .where(and(eq(folderEvents.folderId, folderId), eq(folderEvents.id, eventId)));
  return row;
}
