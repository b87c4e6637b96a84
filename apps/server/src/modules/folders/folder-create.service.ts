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
  type MissionInput,
} from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid } from '../../lib/errors.ts';
import { dispatchMission } from '../missions/mission-dispatch.ts';
import { writeMission } from '../missions/mission-writes.ts';
import {
  commitFolderChange,
  definedOnly,
  type FolderChangeEvent,
  type FolderInsert,
  type FolderRow,
  insertFolder,
  loadFolderDto,
  type MissionRow,
} from '../folder-core/index.ts';

/** The folder's own columns from what the form (or an assistance company) describes. */
export function folderValuesOf(accountId: number, body: FolderCreate): FolderInsert {
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
    accountId,
    folderState: FolderState.CREATED,
    creationOrigine: CreationOrigine.BACKOFFICE,
    customerPlace: body.customerPlace ?? null,
    interventionDepannage: body.interventionDepannage ?? null,
    vehicule: body.vehicule ?? null,
    attelage: body.attelage ?? null,
  };
}

/** Checks shared by every way a folder is created: what the database must never hold. */
export function assertCreatable(body: FolderCreate): void {
  const axaError = axaMissionNumberError(body.assistanceProvider, body.externalNumber);
  if (axaError) throw new Invalid(axaError);
}

/** Writes the new folder's row and its missions (the intervention, and the relivraison when given). */
export async function insertNewFolder(
  tx: DbOrTx,
  values: FolderInsert,
  body: FolderCreate,
  interventionInput: MissionInput,
): Promise<{ folder: FolderRow; intervention: MissionRow }> {
  const folder = await insertFolder(tx, values);
  const intervention = await writeMission(tx, folder, MissionKind.INTERVENTION, undefined, interventionInput);
  if (body.missionRelivraison) {
    await writeMission(tx, folder, MissionKind.RELIVRAISON, undefined, body.missionRelivraison);
  }
  return { folder, intervention };
}

/** 'Enregistrer' creates the folder in CREATED; 'Enregistrer et envoyer' also sends its mission. */
export async function createFolder(
  db: Db,
  auth: AuthContext,
  body: FolderCreate,
  send: boolean,
): Promise<Folder> {
  assertCreatable(body);
  // The form dates the mission (now plus the account's average arrival time); the contract requires it.
  const missionInput = definedOnly(body.missionIntervention ?? {});
  if (send && !canSaveAndSend(missionInput)) throw new Invalid(SAVE_AND_SEND_REFUSED_MESSAGE);
  return db.transaction(async (tx) => {
    const { folder, intervention } = await insertNewFolder(
      tx,
      folderValuesOf(auth.accountId, body),
      body,
      missionInput,
    );
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
