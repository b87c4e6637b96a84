import { eq } from 'drizzle-orm';
import {
  CreationOrigine,
  type EventOrigine,
  EventType,
  FolderEventSource,
  FolderMessageText,
  MessageProvenance,
  MissionKind,
  MissionState,
  messageRefusal,
  stateLabel,
  type EventReplay,
  type FolderMessageList,
} from '@plateau/contracts';
import type { TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, folders, missions } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict, Invalid, NotFound, UpstreamError } from '../../lib/errors.ts';
import { sendTruckMessage } from '../fleet/fleet.service.ts';
import {
  findFolderMessages,
  findFolderMissions,
  folderNotFound,
  type FolderRow,
  insertFolderEvent,
  lockFolder,
  type MissionRow,
  ownFolder,
  toFolderMessage,
} from '../folder-core/index.ts';
import { insertFolderMessage, markFolderMessagesRead, userName } from './folder-messages.repository.ts';

/**
 * The conversation with the driver (spec 2 §2 'Message', issue 6). A message never changes the
 * folder's row nor its version, so an operator's pending edits stay valid; it writes a workflow
 * event and publishes FOLDER_UPDATED, which leaves when the transaction commits.
 */

const listOf = async (db: DbOrTx, folderId: number): Promise<FolderMessageList> =>
  (await findFolderMessages(db, folderId)).map(toFolderMessage);

/** The mission whose truck the driver is in: the delivery once under way, else the intervention. */
export function activeMission(list: readonly MissionRow[]): MissionRow | undefined {
  const held = list.filter((m) => m.truckId != null && m.missionState !== MissionState.MISSION_DELETED);
  return (
    held.find(
      (m) => m.kind === MissionKind.RELIVRAISON && m.missionState !== MissionState.MISSION_NOT_YET_SEND,
    ) ??
    held.find((m) => m.kind === MissionKind.INTERVENTION) ??
    held[0]
  );
}

async function writeMessageEvent(
  tx: DbOrTx,
  folder: FolderRow,
  event: {
    text: string;
    message: string;
    origin: EventOrigine;
    userId?: number | null;
    eventDateTime?: Date;
    replay?: EventReplay;
  },
) {
  await insertFolderEvent(tx, {
    folderId: folder.id,
    source: FolderEventSource.FOLDER,
    state: folder.folderState,
    stateLabel: stateLabel(folder.folderState),
    creationOrigine: event.origin,
    text: event.text,
    message: event.message,
    userId: event.userId ?? null,
    eventDateTime: event.eventDateTime,
    replay: event.replay,
  });
  await publish(tx, folder.accountId, { folderId: folder.id, eventType: EventType.enum.FOLDER_UPDATED });
}

export const TERMINAL_FAILED_MESSAGE = (reason: string) =>
  `Le message est enregistré mais n'a pas pu être transmis au véhicule : ${reason}`;

/**
 * POST /api/folders/{id}/sendMessage: stores the operator's message, then (after the commit)
 * hands it to the terminal of the truck that holds the folder's mission. Answers the list.
 */
export async function sendFolderMessage(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
  folderId: number,
  text: string,
): Promise<FolderMessageList> {
  const { truckId, orderNo } = await db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const list = await findFolderMissions(tx, folder.id);
    const intervention = list.find((m) => m.kind === MissionKind.INTERVENTION);
    const refusal = messageRefusal({ ...folder, missionIntervention: intervention ?? null });
    if (refusal) throw new Conflict(refusal);
    const mission = activeMission(list);
    await insertFolderMessage(tx, {
      folderId: folder.id,
      accountId: folder.accountId,
      provenance: MessageProvenance.BACKOFFICE,
      author: await userName(tx, auth.userId),
      message: text,
      // The operator has read what they wrote: only the driver's messages wait to be read.
      markAsRead: true,
    });
    await writeMessageEvent(tx, folder, {
      text: 'Message envoyé au chauffeur',
      message: text,
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
    });
    return { truckId: mission?.truckId ?? null, orderNo: mission?.orderNo ?? folder.orderNo };
  });
  if (truckId != null) {
    try {
      await sendTruckMessage(db, terminal, auth, truckId, `Mission ${orderNo} : ${text}`);
    } catch (error) {
      if (error instanceof UpstreamError) throw new UpstreamError(TERMINAL_FAILED_MESSAGE(error.message));
      throw error;
    }
  }
  return listOf(db, folderId);
}

/** POST /api/folders/{id}/messages/markAsRead: the driver's messages are read; answers the list. */
export async function markFolderMessagesAsRead(
  db: Db,
  auth: AuthContext,
  folderId: number,
): Promise<FolderMessageList> {
  return db.transaction(async (tx) => {
    const folder = await lockFolder(tx, ownFolder(auth), folderId);
    if (!folder) throw folderNotFound();
    const count = await markFolderMessagesRead(tx, folder.id);
    if (count > 0) {
      await writeMessageEvent(tx, folder, {
        text: count > 1 ? `${count} messages du chauffeur lus` : '1 message du chauffeur lu',
        message: `${count}`,
        origin: CreationOrigine.BACKOFFICE,
        userId: auth.userId,
      });
    }
    return listOf(tx, folder.id);
  });
}

export type DriverMessageTarget = { folderId: number } | { missionId: number };

/**
 * A driver wrote from the truck (the connectors and the simulator call this): the message is
 * stored unread as NOMAD (the driver's side), written in the workflow with `origin` and published, so the open tab shows it.
 * Its author is the mission's agent when known.
 */
export async function receiveDriverMessage(
  db: Db,
  target: DriverMessageTarget,
  text: string,
  at: Date = new Date(),
  origin: EventOrigine = CreationOrigine.NOMAD,
): Promise<FolderMessageList> {
  const parsed = FolderMessageText.safeParse(text);
  if (!parsed.success) throw new Invalid(parsed.error.issues[0]!.message);
  return db.transaction(async (tx) => {
    let folderId: number;
    let mission: MissionRow | undefined;
    if ('missionId' in target) {
      [mission] = await tx.select().from(missions).where(eq(missions.id, target.missionId));
      if (!mission) throw new NotFound("Cette mission n'existe pas");
      folderId = mission.folderId;
    } else {
      folderId = target.folderId;
    }
    const [folder] = await tx.select().from(folders).where(eq(folders.id, folderId)).for('update');
    if (!folder) throw folderNotFound();
    mission ??= activeMission(await findFolderMissions(tx, folder.id));
    const [agent] =
      mission?.agentId != null
        ? await tx.select({ name: agents.name }).from(agents).where(eq(agents.id, mission.agentId))
        : [];
    await insertFolderMessage(tx, {
      folderId: folder.id,
      accountId: folder.accountId,
      provenance: MessageProvenance.NOMAD,
      author: agent?.name ?? 'Chauffeur',
      message: parsed.data,
      markAsRead: false,
      creationDateTime: at,
    });
    await writeMessageEvent(tx, folder, {
      text: 'Message reçu du chauffeur',
      message: parsed.data,
      origin,
      eventDateTime: at,
      replay: { kind: 'driverMessage', text: parsed.data, at: at.toISOString(), origin },
    });
    return listOf(tx, folder.id);
  });
}
