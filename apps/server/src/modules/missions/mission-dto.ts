import { and, eq, inArray } from 'drizzle-orm';
import { MissionKind, Place, type Mission } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { missions } from '../../db/schema/index.ts';
import { complete } from '../../lib/dto-helpers.ts';
import { type FolderRow, type MissionRow, toFolderMission } from '../folder-core/index.ts';

/** Where each relivraison starts: the destination of its folder's intervention (the storage place). */
async function storagePlaces(db: DbOrTx, folderIds: number[]): Promise<Map<number, Place | null>> {
  if (folderIds.length === 0) return new Map();
  const rows = await db
    .select({ folderId: missions.folderId, place: missions.destinationPlace })
    .from(missions)
    .where(and(inArray(missions.folderId, folderIds), eq(missions.kind, MissionKind.INTERVENTION)));
  return new Map(rows.map((r) => [r.folderId, complete(Place, r.place)]));
}

/** Missions with their folder's references and where they start. */
export async function toMissionDtos(
  db: DbOrTx,
  rows: Array<{ mission: MissionRow; folder: FolderRow }>,
): Promise<Mission[]> {
  const relivraisons = rows.filter((r) => r.mission.kind === MissionKind.RELIVRAISON).map((r) => r.folder.id);
  const storage = await storagePlaces(db, relivraisons);
  return rows.map(({ mission, folder }) => ({
    ...toFolderMission(mission),
    folderId: folder.id,
    externalFolderNo: folder.externalNumber,
    assistanceProvider: folder.assistanceProvider,
    startPlace:
      mission.kind === MissionKind.RELIVRAISON
        ? (storage.get(folder.id) ?? null)
        : complete(Place, folder.customerPlace),
  }));
}
