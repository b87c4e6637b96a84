import { CreationOrigine, type EventOrigine, type FolderDocumentList } from '@plateau/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { prepareUploads, storeDocuments } from '../folder-core/index.ts';
import { lockDriverMission } from './driver-mission.ts';

/**
 * A photo the driver took with the terminal (the connectors and the simulator call this). It is
 * checked like an operator's upload (type from the bytes, 10 MB, 100 documents per folder) and
 * stored as a document of the mission's folder, with its thumbnail, a workflow row and
 * FOLDER_UPDATED; the mission must be on the road (or finished: a photo taken before « Mission
 * terminée » may reach the server after it) and its folder open. The operator’s own
 * state rules (spec 2 §4) are about the screen: the driver's photos of the work are kept.
 */
export async function receiveDriverPhoto(
  db: Db,
  missionId: number,
  photo: { filename: string; bytes: Buffer },
  origin: EventOrigine = CreationOrigine.NOMAD,
  /** Called in the same transaction with the new document's id (a PV's photo slot, issue 33). */
  stored?: (tx: Tx, documentId: number) => Promise<void>,
): Promise<FolderDocumentList> {
  const prepared = await prepareUploads([{ ...photo, truncated: false }]);
  return db.transaction(async (tx) => {
    const { folder } = await lockDriverMission(tx, missionId, { finishedToo: true });
    const documents = await storeDocuments(tx, folder, prepared, {
      userId: null,
      origin,
      text: 'Photo reçue du chauffeur',
    });
    if (stored) await stored(tx, Math.max(...documents.map((d) => d.id)));
    return documents;
  });
}
