import {
  EventType,
  FolderEventSource,
  stateLabel,
  type EventOrigine,
  type EventReplay,
  type FolderState,
} from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { publish } from '../../events/bus.ts';
import { insertFolderEvent } from './folder-events.repository.ts';
import { updateFolder, type FolderColumns, type FolderRow } from './folders.repository.ts';

export interface FolderChangeEvent {
  source?: FolderEventSource;
  /** The state the event shows; by default the folder's state after the change. */
  state?: string;
  stateLabel?: string;
  text: string;
  message?: unknown;
  positionText?: string | null;
  /** When it happened, if not now (a move the other side made earlier). */
  eventDateTime?: Date;
  replay?: EventReplay;
}

export interface FolderChange {
  /** Absent: the folder keeps its state (an edit, a mission move). */
  nextState?: FolderState;
  columns?: FolderColumns;
  events: FolderChangeEvent[];
  /** Who caused it: BACKOFFICE for a user of this product, else the outside system. */
  origin: EventOrigine | null;
  userId?: number | null;
  eventType?: EventType;
}

/**
 * Writes a change of a folder locked in `tx`: the row (with a new version), its
 * workflow events, and the live notification, which leaves only when `tx` commits.
 */
export async function commitFolderChange(
  tx: DbOrTx,
  folder: FolderRow,
  change: FolderChange,
): Promise<FolderRow> {
  const state = change.nextState ?? folder.folderState;
  const updated = await updateFolder(tx, folder.id, { ...change.columns, folderState: state });
  for (const event of change.events) {
    const eventState = event.state ?? state;
    await insertFolderEvent(tx, {
      folderId: folder.id,
      source: event.source ?? FolderEventSource.FOLDER,
      state: eventState,
      stateLabel: event.stateLabel ?? stateLabel(eventState),
      creationOrigine: change.origin,
      text: event.text,
      message: event.message,
      positionText: event.positionText,
      userId: change.userId,
      eventDateTime: event.eventDateTime,
      replay: event.replay,
    });
  }
  await publish(tx, folder.accountId, {
    folderId: folder.id,
    eventType: change.eventType ?? EventType.enum.FOLDER_UPDATED,
  });
  return updated;
}
