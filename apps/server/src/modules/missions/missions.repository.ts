import { and, asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { MissionKind, type MissionListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folders, missions } from '../../db/schema/index.ts';
import type { FolderRow, MissionRow } from '../folder-core/index.ts';

export type MissionInsert = typeof missions.$inferInsert;
export type MissionColumns = Partial<Omit<MissionInsert, 'id' | 'folderId' | 'accountId' | 'kind'>>;

export async function insertMission(tx: DbOrTx, values: MissionInsert): Promise<MissionRow> {
  const [row] = await tx.insert(missions).values(values).returning();
  if (row!.kind === MissionKind.INTERVENTION) await mirrorOnFolder(tx, row!.folderId, row!);
  return row!;
}

/** Writes a mission; the intervention mission's copy on its folder follows in the same statement batch. */
export async function updateMission(
  tx: DbOrTx,
  mission: Pick<MissionRow, 'id' | 'kind' | 'folderId'>,
  columns: MissionColumns,
): Promise<MissionRow> {
  const [row] = await tx.update(missions).set(columns).where(eq(missions.id, mission.id)).returning();
  if (mission.kind === MissionKind.INTERVENTION) await mirrorOnFolder(tx, mission.folderId, columns);
  return row!;
}

/** The folder list filters on the intervention mission's truck, agent, state and date without a join. */
async function mirrorOnFolder(tx: DbOrTx, folderId: number, columns: MissionColumns): Promise<void> {
  const { truckId, agentId, missionState, missionDateTime } = columns;
  const mirrored = { truckId, agentId, missionState, missionDateTime };
  if (Object.values(mirrored).every((v) => v === undefined)) return;
  await tx.update(folders).set(mirrored).where(eq(folders.id, folderId));
}

export async function lockMission(
  tx: DbOrTx,
  accountId: number,
  missionId: number,
): Promise<MissionRow | undefined> {
  const [row] = await tx
    .select()
    .from(missions)
    .where(and(eq(missions.accountId, accountId), eq(missions.id, missionId)))
    .for('update');
  return row;
}

/** The mission with its folder, when the folder is within `folderScope`. */
export async function findMissionWithFolder(
  db: DbOrTx,
  folderScope: SQL,
  missionId: number,
): Promise<{ mission: MissionRow; folder: FolderRow } | undefined> {
  const [row] = await db
    .select({ mission: missions, folder: folders })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .where(and(folderScope, eq(missions.id, missionId)));
  return row;
}

export async function listMissions(
  db: DbOrTx,
  folderScope: SQL,
  query: MissionListQuery,
): Promise<{ rows: Array<{ mission: MissionRow; folder: FolderRow }>; total: number }> {
  const conditions: SQL[] = [folderScope];
  if (query.startDate) conditions.push(gte(missions.missionDateTime, new Date(query.startDate)));
  if (query.endDate) conditions.push(lte(missions.missionDateTime, new Date(query.endDate)));
  if (query.missionState) conditions.push(inArray(missions.missionState, query.missionState));
  const where = and(...conditions);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ mission: missions, folder: folders })
      .from(missions)
      .innerJoin(folders, eq(folders.id, missions.folderId))
      .where(where)
      .orderBy(asc(missions.missionDateTime), asc(missions.id))
      .limit(query.limit),
    db
      .select({ total: count() })
      .from(missions)
      .innerJoin(folders, eq(folders.id, missions.folderId))
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
