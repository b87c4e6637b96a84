import {
  CreationOrigine,
  EventType,
  FolderState,
  GPX_MISSION_DEFAULT_DELAY_MINUTES,
  GpxImportMission,
  MAX_GPX_IMPORT_BYTES,
  MAX_IMPORT_FILES,
  MissionKind,
  MissionState,
  type GpxImportResult,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { MissionPosition } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid } from '../../lib/errors.ts';
import { assertFleetOfAccount, commitFolderChange, insertFolder } from '../folder-core/index.ts';
import { insertMission } from '../missions/missions.repository.ts';
import { gpxPositionsOf } from './gpx-track.ts';
import type { ReadForm } from './multipart-files.ts';

/** The `mission` part: JSON of GpxImportMission; absent means every default. */
function missionOf(part: string | undefined): GpxImportMission {
  let json: unknown = {};
  try {
    if (part !== undefined && part.trim() !== '') json = JSON.parse(part);
  } catch {
    throw new Invalid('La partie « mission » doit être un objet JSON.');
  }
  const parsed = GpxImportMission.safeParse(json);
  if (!parsed.success) throw new Invalid(`Mission : ${parsed.error.issues[0]!.message}`);
  return parsed.data;
}

const place = (p: MissionPosition) => ({ latitude: p.latitude, longitude: p.longitude, gpsValide: true });

/**
 * One folder per GPX file, its intervention mission carrying the file's track as its
 * positions (what 'Voir le trajet' and the KML draw). Every file is read before anything is
 * written: one bad file creates nothing.
 */
export async function importGpxFiles(db: Db, auth: AuthContext, form: ReadForm): Promise<GpxImportResult> {
  const mission = missionOf(form.fields.get('mission'));
  if (form.files.length === 0) throw new Invalid('Aucun fichier GPX reçu (champ « gpxFiles »).');
  if (form.files.length > MAX_IMPORT_FILES)
    throw new Invalid(`${MAX_IMPORT_FILES} fichiers GPX au plus par envoi.`);
  const missionDate = mission.missionDateTime
    ? new Date(mission.missionDateTime)
    : new Date(Date.now() + GPX_MISSION_DEFAULT_DELAY_MINUTES * 60_000);
  const tracks = form.files.map((file) => {
    if (file.truncated || file.bytes.length > MAX_GPX_IMPORT_BYTES) {
      throw new Invalid(`Le fichier « ${file.filename} » dépasse ${MAX_GPX_IMPORT_BYTES / 1024 / 1024} Mo.`);
    }
    return { filename: file.filename, positions: gpxPositionsOf(file.filename, file.bytes, missionDate) };
  });
  await assertFleetOfAccount(db, auth.accountId, mission);
  return db.transaction(async (tx) => {
    const folderIds: number[] = [];
    for (const track of tracks) {
      const folder = await insertFolder(tx, {
        accountId: auth.accountId,
        folderState: FolderState.CREATED,
        creationOrigine: CreationOrigine.BACKOFFICE,
        customerPlace: {
          ...place(track.positions[0]!),
          descriptionLieu: `Départ du trajet « ${track.filename.slice(0, 400)} »`,
        },
      });
      await insertMission(tx, {
        folderId: folder.id,
        accountId: auth.accountId,
        kind: MissionKind.INTERVENTION,
        orderNo: `${folder.orderNo}-I`,
        missionState: MissionState.MISSION_NOT_YET_SEND,
        truckId: mission.truckId ?? null,
        agentId: mission.agentId ?? null,
        missionDateTime: missionDate,
        text: mission.text ?? null,
        destinationPlace: place(track.positions.at(-1)!),
        positions: track.positions,
      });
      await commitFolderChange(tx, folder, {
        events: [{ text: `Dossier importé du fichier GPX « ${track.filename} »` }],
        origin: CreationOrigine.BACKOFFICE,
        userId: auth.userId,
        eventType: EventType.enum.FOLDER_CREATED,
      });
      folderIds.push(folder.id);
    }
    return { folderIds };
  });
}
