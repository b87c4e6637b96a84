import { and, asc, count, desc, eq, gte, inArray, like, lte, type SQL } from 'drizzle-orm';
import { FOLDER_COUNT_CAP, MissionKind, type FolderListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, agents, folders, missions, trucks } from '../../db/schema/index.ts';

/** LIKE wildcards typed by the user are searched for literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function listConditions(scope: SQL, q: FolderListQuery): SQL | undefined {
  const conditions: SQL[] = [scope];
  if (q.accountId) conditions.push(eq(folders.accountId, q.accountId));
  if (q.assistanceProvider) conditions.push(eq(folders.assistanceProvider, q.assistanceProvider));
  if (q.truckId) conditions.push(eq(folders.truckId, q.truckId));
  if (q.agentId) conditions.push(eq(folders.agentId, q.agentId));
  if (q.folderState) conditions.push(inArray(folders.folderState, q.folderState));
  if (q.missionState) conditions.push(inArray(folders.missionState, q.missionState));
  if (q.startDate) conditions.push(gte(folders.creationDateTime, new Date(q.startDate)));
  if (q.endDate) conditions.push(lte(folders.creationDateTime, new Date(q.endDate)));
  // search_text is stored lower-case: LIKE on a lower-case pattern matches as ILIKE would, several
  // times faster, and both the trigram and the covering btree indexes serve it.
  if (q.text) conditions.push(like(folders.searchText, `%${escapeLike(q.text.toLowerCase())}%`));
  return and(...conditions);
}

const summaryColumns = {
  id: folders.id,
  accountId: folders.accountId,
  accountName: accounts.name,
  orderNo: folders.orderNo,
  externalNumber: folders.externalNumber,
  folderState: folders.folderState,
  creationOrigine: folders.creationOrigine,
  creationDateTime: folders.creationDateTime,
  assistanceProvider: folders.assistanceProvider,
  cancellable: folders.cancellable,
  missionId: missions.id,
  missionState: folders.missionState,
  missionDateTime: folders.missionDateTime,
  truckId: folders.truckId,
  truckName: trucks.name,
  agentId: folders.agentId,
  agentName: agents.name,
  customerName: folders.customerName,
  city: folders.city,
  registration: folders.registration,
};

export type FolderSummaryRow = Awaited<ReturnType<typeof listFolderRows>>['rows'][number];

/**
 * One page of folders, newest first unless asked otherwise, with the total under the same
 * filters, counted up to FOLDER_COUNT_CAP (the count stops reading there). The page's ids come
 * first from the indexes alone, so a deep page does not read every skipped folder; only the
 * page's rows are then joined.
 */
export async function listFolderRows(db: DbOrTx, scope: SQL, q: FolderListQuery) {
  const where = listConditions(scope, q);
  const direction = q.order === 'asc' ? asc : desc;
  const page = db
    .select({ id: folders.id })
    .from(folders)
    .where(where)
    .orderBy(direction(folders.creationDateTime), direction(folders.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .as('page');
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(page)
      .innerJoin(folders, eq(folders.id, page.id))
      .innerJoin(accounts, eq(accounts.id, folders.accountId))
      .leftJoin(missions, and(eq(missions.folderId, folders.id), eq(missions.kind, MissionKind.INTERVENTION)))
      .leftJoin(trucks, eq(trucks.id, folders.truckId))
      .leftJoin(agents, eq(agents.id, folders.agentId))
      .orderBy(direction(folders.creationDateTime), direction(folders.id)),
    db.select({ total: count() }).from(
      db
        .select({ id: folders.id })
        .from(folders)
        .where(where)
        .limit(FOLDER_COUNT_CAP + 1)
        .as('matches'),
    ),
  ]);
  const total = counted?.total ?? 0;
  return { rows, total: Math.min(total, FOLDER_COUNT_CAP), totalCapped: total > FOLDER_COUNT_CAP };
}
