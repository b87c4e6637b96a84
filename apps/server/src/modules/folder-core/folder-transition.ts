import {
  actionRefusedMessage,
  CreationOrigine,
  type EventOrigine,
  nextState,
  outsideMoves,
  outsideMoveTarget,
  stateLabel,
  type Folder,
  type FolderAction,
  type FolderState,
  type OutsideMove,
} from '@plateau/contracts';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict } from '../../lib/errors.ts';
import { commitFolderChange, type FolderChange } from './folder-change.ts';
import { folderNotFound, loadFolderDto } from './folder-read.ts';
import { ownFolder } from './folder-scope.ts';
import { lockFolder, type FolderRow } from './folders.repository.ts';

export type ActionOutcome = Omit<FolderChange, 'nextState' | 'origin' | 'userId'>;
export type ActionBuilder = (ctx: { tx: Tx; folder: FolderRow; next: FolderState }) => Promise<ActionOutcome>;

/**
 * A user's action on a folder, in one transaction: the action table decides whether the
 * folder's current state allows it (409 otherwise, nothing written), `build` checks the
 * payload and says what else changes.
 */
export async function runFolderAction(
  db: Db,
  auth: AuthContext,
  folderId: number,
  action: FolderAction,
  build: ActionBuilder,
): Promise<Folder> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const next = nextState(folder, action);
    if (!next) throw new Conflict(actionRefusedMessage(folder, action));
    const outcome = await build({ tx, folder, next });
    const updated = await commitFolderChange(tx, folder, {
      ...outcome,
      nextState: next,
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return loadFolderDto(tx, updated);
  });
}

export type OutsideMoveDetails = {
  origin?: EventOrigine;
  text?: string;
  message?: unknown;
  /** When the other side made the move, if not now. */
  at?: Date;
};

/**
 * A move made by the other side (assistance company, driver), brought by a connector.
 * `origin` names the system it came through; by default the folder's own origin.
 */
export async function applyOutsideMove(
  db: Db,
  folderId: number,
  move: OutsideMove,
  details: OutsideMoveDetails = {},
): Promise<Folder> {
  return db.transaction(async (tx) => {
    // Connectors act for the system, not for an account: any folder may be moved.
    const folder = await lockFolder(tx, sql`true`, folderId);
    if (!folder) throw folderNotFound();
    return loadFolderDto(tx, await moveFolderFromOutside(tx, folder, move, details));
  });
}

/** The same move on a folder already locked in `tx`, for a service that writes more around it. */
export async function moveFolderFromOutside(
  tx: DbOrTx,
  folder: FolderRow,
  move: OutsideMove,
  details: OutsideMoveDetails = {},
): Promise<FolderRow> {
  const next = outsideMoveTarget(move, folder.folderState);
  if (!next)
    throw new Conflict(`Action impossible : le dossier est à l'état ${stateLabel(folder.folderState)}`);
  const origin = details.origin ?? folder.creationOrigine;
  return commitFolderChange(tx, folder, {
    nextState: next,
    origin,
    events: [
      {
        text: details.text ?? outsideMoves[move].label,
        message: details.message,
        eventDateTime: details.at,
        replay: {
          kind: 'outsideMove',
          move,
          origin,
          at: (details.at ?? new Date()).toISOString(),
          text: details.text ?? null,
          ...(details.message !== undefined && { message: details.message }),
        },
      },
    ],
  });
}
