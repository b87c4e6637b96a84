import { and, asc, eq } from 'drizzle-orm';
import type { ConditionLink, MissionVehicleCondition, RequiredPhotosSettings } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folders, missions, requiredPhotoLists } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { NotFound } from '../../lib/errors.ts';
import { folderReadScope } from '../folder-core/index.ts';
import { toMissionCondition } from './condition-dto.ts';
import { newConditionLink } from './condition-links.ts';
import {
  ACCOUNT_LIST,
  findConditionPhotos,
  findConditionReports,
  findRequiredPhotoLists,
  requiredPhotosFor,
} from './vehicle-condition.repository.ts';

const FOLDER_NOT_FOUND = "Ce dossier n'existe pas";

async function readableFolder(db: Db, auth: AuthContext, folderId: number) {
  const scope = await folderReadScope(db, auth);
  const [folder] = await db
    .select({ id: folders.id, accountId: folders.accountId, assistanceProvider: folders.assistanceProvider })
    .from(folders)
    .where(and(scope, eq(folders.id, folderId)));
  if (!folder) throw new NotFound(FOLDER_NOT_FOUND);
  return folder;
}

/** The « État du véhicule » panel: each mission's pickup and delivery PVs and their differences. */
export async function folderVehicleCondition(
  db: Db,
  auth: AuthContext,
  folderId: number,
): Promise<MissionVehicleCondition[]> {
  const folder = await readableFolder(db, auth, folderId);
  const missionRows = await db
    .select({ id: missions.id })
    .from(missions)
    .where(eq(missions.folderId, folder.id))
    .orderBy(asc(missions.id));
  const ids = missionRows.map((m) => m.id);
  const [required, reports, photos] = await Promise.all([
    requiredPhotosFor(db, folder.accountId, folder.assistanceProvider),
    findConditionReports(db, ids),
    findConditionPhotos(db, ids),
  ]);
  return ids
    .filter((id) => reports.some((r) => r.missionId === id))
    .map((id) => toMissionCondition(id, required, reports, photos));
}

/** A new link to the folder's first PV, copied by the operator (each call a new token; only its hash is kept). */
export async function conditionLinkFor(
  db: Db,
  auth: AuthContext,
  folderId: number,
  publicUrl: string,
): Promise<ConditionLink> {
  const [condition] = await folderVehicleCondition(db, auth, folderId);
  if (!condition) throw new NotFound("Aucun procès-verbal n'a encore été signé pour ce dossier");
  const folder = await readableFolder(db, auth, folderId);
  return newConditionLink(db, publicUrl, {
    accountId: folder.accountId,
    missionId: condition.missionId,
    channel: 'OPERATOR',
    recipient: null,
  });
}

export async function getRequiredPhotos(db: Db, accountId: number): Promise<RequiredPhotosSettings> {
  const rows = await findRequiredPhotoLists(db, accountId);
  const own = rows.find((r) => r.assistanceProvider === ACCOUNT_LIST);
  return {
    account: own ? own.slots : await requiredPhotosFor(db, accountId, null),
    byAssisteur: Object.fromEntries(
      rows.filter((r) => r.assistanceProvider !== ACCOUNT_LIST).map((r) => [r.assistanceProvider, r.slots]),
    ),
  };
}

/** The account's list and each assisteur's additions, replaced as a whole. */
export async function putRequiredPhotos(
  db: Db,
  accountId: number,
  settings: RequiredPhotosSettings,
): Promise<RequiredPhotosSettings> {
  await db.transaction(async (tx) => {
    await tx.delete(requiredPhotoLists).where(eq(requiredPhotoLists.accountId, accountId));
    await tx.insert(requiredPhotoLists).values([
      { accountId, assistanceProvider: ACCOUNT_LIST, slots: [...new Set(settings.account)] },
      ...Object.entries(settings.byAssisteur).map(([code, slots]) => ({
        accountId,
        assistanceProvider: code,
        slots: [...new Set(slots)],
      })),
    ]);
  });
  return getRequiredPhotos(db, accountId);
}
