import { and, eq, sql } from 'drizzle-orm';
import {
  EVENT_ALREADY_APPLIED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_NOT_REPLAYABLE_MESSAGE,
  EVENT_REPLAYED_MESSAGE,
  EventReplay,
  isMoveApplied,
  isPositionApplied,
  isStepApplied,
  MessageProvenance,
  replayRefusal,
  type EventReplayResult,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folderMessages, missions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { recordDriverPosition } from '../driver/driver-position.service.ts';
import { recordMissionStep } from '../driver/mission-step.service.ts';
import {
  applyOutsideMove,
  findFolder,
  findFolderEvent,
  type FolderEventRow,
  folderNotFound,
  type FolderRow,
  ownFolder,
} from '../folder-core/index.ts';
import { receiveDriverMessage } from './folder-messages.service.ts';

async function missionOf(db: Db, folder: FolderRow, missionId: number) {
  const [mission] = await db
    .select({
      steps: missions.steps,
      lastPositionAt: sql<string | null>`${missions.positions} -> -1 ->> 'dateTime'`,
    })
    .from(missions)
    .where(and(eq(missions.id, missionId), eq(missions.folderId, folder.id)));
  if (!mission) throw new Conflict(EVENT_NOT_REPLAYABLE_MESSAGE);
  return mission;
}

async function hasDriverMessage(db: Db, folder: FolderRow, text: string, at: Date): Promise<boolean> {
  const [found] = await db
    .select({ id: folderMessages.id })
    .from(folderMessages)
    .where(
      and(
        eq(folderMessages.folderId, folder.id),
        eq(folderMessages.provenance, MessageProvenance.NOMAD),
        eq(folderMessages.message, text),
        eq(folderMessages.creationDateTime, at),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * Applies the event again through the service that applied it first, unless its effect is
 * already there. Answers whether it did anything; the service's own refusals (409) pass through.
 */
async function reapply(db: Db, folder: FolderRow, event: FolderEventRow, replay: EventReplay) {
  switch (replay.kind) {
    case 'nomadFolder':
    case 'praxedoWorkOrder':
      // The folder the assistance company sent is this one: it exists, so it is applied.
      return false;
    case 'outsideMove':
      if (isMoveApplied(folder.folderState, event.state)) return false;
      await applyOutsideMove(db, folder.id, replay.move, {
        origin: replay.origin,
        text: replay.text ?? undefined,
        message: replay.message,
        at: new Date(replay.at),
      });
      return true;
    case 'driverMessage': {
      const at = new Date(replay.at);
      if (await hasDriverMessage(db, folder, replay.text, at)) return false;
      await receiveDriverMessage(db, { folderId: folder.id }, replay.text, at, replay.origin);
      return true;
    }
    case 'missionStep': {
      const mission = await missionOf(db, folder, replay.missionId);
      if (isStepApplied(mission.steps, replay.step, replay.at)) return false;
      const { latitude, longitude } = replay;
      await recordMissionStep(
        db,
        replay.missionId,
        replay.step,
        { at: new Date(replay.at), latitude, longitude },
        replay.origin,
      );
      return true;
    }
    case 'driverPosition': {
      const mission = await missionOf(db, folder, replay.missionId);
      if (isPositionApplied(mission.lastPositionAt, replay.at)) return false;
      const { latitude, longitude } = replay;
      await recordDriverPosition(
        db,
        replay.missionId,
        { at: new Date(replay.at), latitude, longitude },
        replay.origin,
      );
      return true;
    }
  }
}

/**
 * POST /api/folders/{folderId}/events/{eventId}: replays an event received from outside (the
 * assistance company's moves, the driver's messages, steps and positions). Idempotent: what is
 * already applied is left as it is, and the answer says so. Events made inside Plateau: 409.
 */
export async function replayFolderEvent(
  db: Db,
  auth: AuthContext,
  folderId: number,
  eventId: number,
): Promise<EventReplayResult> {
  const folder = await findFolder(db, ownFolder(auth), folderId);
  if (!folder) throw folderNotFound();
  const event = await findFolderEvent(db, folder.id, eventId);
  if (!event) throw new NotFound(EVENT_NOT_FOUND_MESSAGE);
  const refusal = replayRefusal({ creationOrigine: event.creationOrigine, hasReplay: event.replay != null });
  if (refusal) throw new Conflict(refusal.message);
  const replay = EventReplay.safeParse(event.replay);
  if (!replay.success) throw new Conflict(EVENT_NOT_REPLAYABLE_MESSAGE);
  return (await reapply(db, folder, event, replay.data))
    ? { replayed: true, message: EVENT_REPLAYED_MESSAGE }
    : { replayed: false, message: EVENT_ALREADY_APPLIED_MESSAGE };
}
