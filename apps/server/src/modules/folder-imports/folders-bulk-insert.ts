import {
  CreationOrigine,
  EventType,
  FolderEventSource,
  MissionKind,
  MissionState,
  stateLabel,
  type CsvImportRow,
  type FolderState,
} from '@plateau/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { folderEvents, folders, missions } from '../../db/schema/index.ts';
import { EVENTS_CHANNEL } from '../../events/bus.ts';

/** Rows per INSERT: about 15 parameters each, far below PostgreSQL's 65 535. */
const CHUNK = 1000;
/**
 * FOLDER_CREATED events per import. The list reloads on any of them; thousands more would
 * only make every open list refetch thousands of times.
 */
const MAX_CREATED_EVENTS = 100;

export interface ImportContext {
  accountId: number;
  userId: number | null;
  folderState: FolderState;
}

const chunksOf = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Writes the folders, their intervention missions and their first workflow event with
 * multi-row inserts. The mission's truck, state and date are written on the folder at once
 * (what missions.repository mirrors one by one elsewhere).
 */
export async function insertImportedFolders(
  tx: DbOrTx,
  context: ImportContext,
  rows: readonly CsvImportRow[],
  truckIdByLine: ReadonlyMap<number, number>,
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksOf(rows)) {
    const inserted = await tx
      .insert(folders)
      .values(
        chunk.map((row) => ({
          accountId: context.accountId,
          externalNumber: row.externalNumber,
          assistanceProvider: row.assistanceProvider,
          folderState: context.folderState,
          creationOrigine: CreationOrigine.BACKOFFICE,
          customerPlace: row.customerPlace,
          vehicule: row.vehicule,
          missionState: MissionState.MISSION_NOT_YET_SEND,
          missionDateTime: row.missionDateTime,
          truckId: truckIdByLine.get(row.line) ?? null,
        })),
      )
      .returning({ id: folders.id, orderNo: folders.orderNo, externalNumber: folders.externalNumber });
    // Matched by folder number (unique in the file), not by the order RETURNING happens to keep.
    const byNumber = new Map(inserted.map((folder) => [folder.externalNumber, folder]));
    await tx.insert(missions).values(
      chunk.map((row) => {
        const folder = byNumber.get(row.externalNumber)!;
        return {
          folderId: folder.id,
          accountId: context.accountId,
          kind: MissionKind.INTERVENTION,
          orderNo: `${folder.orderNo}-I`,
          missionState: MissionState.MISSION_NOT_YET_SEND,
          missionDateTime: row.missionDateTime,
          truckId: truckIdByLine.get(row.line) ?? null,
          text: row.text ?? null,
        };
      }),
    );
    await tx.insert(folderEvents).values(
      inserted.map((folder) => ({
        folderId: folder.id,
        eventSource: FolderEventSource.FOLDER,
        state: context.folderState,
        stateLabel: stateLabel(context.folderState),
        creationOrigine: CreationOrigine.BACKOFFICE,
        text: 'Dossier importé',
        userId: context.userId,
      })),
    );
    ids.push(...inserted.map((folder) => folder.id));
  }
  await publishCreated(tx, context.accountId, ids.slice(-MAX_CREATED_EVENTS));
  return ids;
}

/** One statement for all the events; they leave when the transaction commits (events/bus.ts). */
async function publishCreated(tx: DbOrTx, accountId: number, folderIds: number[]) {
  if (folderIds.length === 0) return;
  const payloads = folderIds.map((folderId) =>
    JSON.stringify({ accountId, event: { folderId, eventType: EventType.enum.FOLDER_CREATED } }),
  );
  await tx.execute(
    sql`select pg_notify(${EVENTS_CHANNEL}, payload) from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as payload`,
  );
}
