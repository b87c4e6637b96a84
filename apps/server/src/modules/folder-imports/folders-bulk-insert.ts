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
import { EVENTS_CHANNEL } from '../../events/bus.ts';

/**
 * Lines per statement. Each chunk travels as ONE JSON parameter that PostgreSQL expands with
 * jsonb_to_recordset: binding tens of thousands of parameters (a drizzle multi-row VALUES) cost
 * about 100 times more, in the driver and the planner, than the rows' writing itself.
 */
const CHUNK = 2000;
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

const jsonOf = (rows: readonly CsvImportRow[], truckIdByLine: ReadonlyMap<number, number>) =>
  JSON.stringify(
    rows.map((row) => ({
      external_number: row.externalNumber,
      assistance_provider: row.assistanceProvider,
      mission_date_time: row.missionDateTime.toISOString(),
      truck_id: truckIdByLine.get(row.line) ?? null,
      customer_place: row.customerPlace,
      vehicule: row.vehicule,
      text: row.text ?? null,
    })),
  );

/**
 * Writes the folders, their intervention missions and their first workflow event, a chunk of
 * lines per statement. The mission's truck, state and date are written on the folder at once
 * (what missions.repository mirrors one by one elsewhere); missions find their folder by folder
 * number, unique in the file, not by the order RETURNING happens to keep.
 */
export async function insertImportedFolders(
  tx: DbOrTx,
  context: ImportContext,
  rows: readonly CsvImportRow[],
  truckIdByLine: ReadonlyMap<number, number>,
): Promise<number[]> {
  const { accountId, userId, folderState } = context;
  const notSent = MissionState.MISSION_NOT_YET_SEND;
  const ids: number[] = [];
  for (const [index, chunk] of chunksOf(rows).entries()) {
    if (index === 1) await refreshStatisticsIfSmall(tx, chunk.length);
    const result = (await tx.execute(sql`
      with lines as (
        select * from jsonb_to_recordset(${jsonOf(chunk, truckIdByLine)}::jsonb) as l(
          external_number text, assistance_provider text, mission_date_time timestamptz,
          truck_id integer, customer_place jsonb, vehicule jsonb, text text)
      ), created as (
        insert into folders (account_id, external_number, assistance_provider, folder_state, creation_origine,
          customer_place, vehicule, mission_state, mission_date_time, truck_id)
        select ${accountId}, external_number, assistance_provider, ${folderState}, ${CreationOrigine.BACKOFFICE},
          customer_place, vehicule, ${notSent}, mission_date_time, truck_id
        from lines
        returning id, order_no, external_number
      ), created_missions as (
        insert into missions (folder_id, account_id, kind, order_no, mission_state, mission_date_time, truck_id, text)
        select c.id, ${accountId}, ${MissionKind.INTERVENTION}, c.order_no || '-I', ${notSent},
          l.mission_date_time, l.truck_id, l.text
        from created c join lines l using (external_number)
      ), created_events as (
        insert into folder_events (folder_id, event_source, state, state_label, creation_origine, text, user_id)
        select id, ${FolderEventSource.FOLDER}, ${folderState}, ${stateLabel(folderState)},
          ${CreationOrigine.BACKOFFICE}, 'Dossier importé', ${userId}::integer
        from created
      )
      select id from created order by id
    `)) as unknown as { rows: Array<{ id: number }> };
    ids.push(...result.rows.map((row) => Number(row.id)));
  }
  await publishCreated(tx, accountId, ids.slice(-MAX_CREATED_EVENTS));
  return ids;
}

/**
 * The foreign keys of missions and events look their folder up with a plan made for the
 * table's last statistics: on a small table (a new install), a sequential scan, which the
 * thousands of folders just written (in this transaction) turn quadratic: 20 000 lines took
 * 100 s. ANALYZE counts the transaction's own rows and makes those plans use the primary key.
 */
async function refreshStatisticsIfSmall(tx: DbOrTx, comingRows: number) {
  const result = (await tx.execute(
    sql`select reltuples::float8 as rows from pg_class where oid = 'folders'::regclass`,
  )) as unknown as { rows: Array<{ rows: number }> };
  if (Number(result.rows[0]?.rows ?? 0) < comingRows * 2) await tx.execute(sql`analyze folders`);
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
