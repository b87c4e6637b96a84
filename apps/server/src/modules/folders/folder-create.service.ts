import {
  axaMissionNumberError,
  canSaveAndSend,
  CreationOrigine,
  EventType,
  FolderAction,
  FolderState,
  MissionKind,
  nextState,
  SAVE_AND_SEND_REFUSED_MESSAGE,
  type Folder,
  type FolderCreate,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid } from '../../lib/errors.ts';
import { dispatchMission } from '../missions/mission-dispatch.ts';
import { writeMission } from '../missions/mission-writes.ts';
import { definedOnly } from './defined.ts';
import { commitFolderChange, type FolderChangeEvent } from './folder-change.ts';
import { loadFolderDto } from './folder-read.ts';
import { insertFolder, type FolderInsert } from './folders.repository.ts';

/** A folder made in this product: CREATED, from the back-office, with what the form filled. */
function newFolderValues(auth: AuthContext, body: FolderCreate): FolderInsert {
  const { externalNumber, origineNumber, assistanceProvider, contactInfo, contactPhone, numeroFacture } =
    body;
  return {
    ...definedOnly({
      externalNumber,
      origineNumber,
      assistanceProvider,
      contactInfo,
      contactPhone,
      numeroFacture,
    }),
    accountId: auth.accountId,
    folderState: FolderState.CREATED,
    creationOrigine: CreationOrigine.BACKOFFICE,
    customerPlace: body.customerPlace ?? null,
    interventionDepannage: body.interventionDepannage ?? null,
    vehicule: body.vehicule ?? null,
    attelage: body.attelage ?? null,
  };
}

/** 'Enregistrer' creates the folder in CREATED; 'Enregistrer et envoyer' also sends its mission. */
export async function createFolder(
  db: Db,
  auth: AuthContext,
  body: FolderCreate,
  send: boolean,
): Promise<Folder> {
  const axaError = axaMissionNumberError(body.assistanceProvider, body.externalNumber);
  if (axaError) throw new Invalid(axaError);
  // The form dates the mission (now plus the account's average arrival time); the contract requires it.
  const missionInput = definedOnly(body.missionIntervention ?? {});
  if (send && !canSaveAndSend(missionInput)) throw new Invalid(SAVE_AND_SEND_REFUSED_MESSAGE);
  return db.transaction(async (tx) => {
    const folder = await insertFolder(tx, newFolderValues(auth, body));
    const intervention = await writeMission(tx, folder, MissionKind.INTERVENTION, undefined, missionInput);
    if (body.missionRelivraison) {
      await writeMission(tx, folder, MissionKind.RELIVRAISON, undefined, body.missionRelivraison);
    }
    const events: FolderChangeEvent[] = [{ state: FolderState.CREATED, text: 'Dossier créé' }];
    const next = send ? nextState(folder, FolderAction.SEND)! : FolderState.CREATED;
    if (send) {
      events.push(await dispatchMission(tx, intervention), { text: 'Dossier en attente de la réponse' });
    }
    const created = await commitFolderChange(tx, folder, {
      nextState: next,
      events,
      origin: CreationOrigine.BACKOFFICE,
      userId: auth.userId,
      eventType: EventType.enum.FOLDER_CREATED,
    });
    return loadFolderDto(tx, created);
  });
}
