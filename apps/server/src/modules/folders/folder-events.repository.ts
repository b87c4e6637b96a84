import { FolderEventSource, type CreationOrigine } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folderEvents } from '../../db/schema/index.ts';

export interface NewFolderEvent {
  folderId: number;
  source?: FolderEventSource;
  state: string | null;
  stateLabel: string | null;
  creationOrigine: CreationOrigine | null;
  text: string;
  /** What the request carried, kept for the event detail modal. */
  message?: unknown;
  positionText?: string | null;
  userId?: number | null;
  /** When it happened, when the outside system says so (a driver's step); by default now. */
  eventDateTime?: Date;
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
    ...(event.eventDateTime && { eventDateTime: event.eventDateTime }),
  });
}
