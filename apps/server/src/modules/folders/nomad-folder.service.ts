import { eq } from 'drizzle-orm';
import {
  CreationOrigine,
  EventType,
  FolderState,
  type Folder,
  type FolderCreate,
  type MissionInput,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { Conflict, NotFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { commitFolderChange, definedOnly, loadFolderDto } from '../folder-core/index.ts';
import { assertCreatable, folderValuesOf, insertNewFolder } from './folder-create.service.ts';
import { NomadFolderInput } from './nomad-folder-input.ts';

export const ACCOUNT_NOT_FOUND_MESSAGE = "Ce compte n'existe pas";
export const NOT_ON_NOMAD_MESSAGE =
  "Ce compte n'est pas connecté à Nomad : il ne reçoit pas de dossier Nomad";
export const NOMAD_FOLDER_RECEIVED = "Dossier reçu de l'assisteur";

/** The assistance company does not pick the operator's fleet. */
const withoutFleet = (mission: MissionInput | null | undefined): MissionInput | undefined => {
  if (!mission) return undefined;
  const { truckId: _truck, agentId: _agent, ...rest } = mission;
  return rest;
};

/**
 * An assistance company sends a new folder through Nomad (the connector and the simulator call
 * this). It takes the same path as the new-folder form, with origin NOMAD and the company's
 * terms; it waits in CREATED for the operator to accept or refuse it (spec 2 §4, Nomad table),
 * which the WAITING_ACCEPTATION alarm signals. The whole input is kept in the workflow event.
 */
export async function receiveNomadFolder(
  db: Db,
  accountId: number,
  input: NomadFolderInput,
  /** When the assistance company sent it; by default now. */
  at: Date = new Date(),
): Promise<Folder> {
  const parsed = parseInput(NomadFolderInput, input);
  const body: FolderCreate = {
    ...parsed.folder,
    missionIntervention: withoutFleet(parsed.folder.missionIntervention),
    missionRelivraison: withoutFleet(parsed.folder.missionRelivraison),
  };
  assertCreatable(body);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ nomadActive: accounts.nomadActive })
      .from(accounts)
      .where(eq(accounts.id, accountId));
    if (!account) throw new NotFound(ACCOUNT_NOT_FOUND_MESSAGE);
    if (!account.nomadActive) throw new Conflict(NOT_ON_NOMAD_MESSAGE);
    const { folder } = await insertNewFolder(
      tx,
      {
        ...folderValuesOf(accountId, body),
        creationOrigine: CreationOrigine.NOMAD,
        cancellable: parsed.cancellable,
        confirmationRequise: parsed.confirmationRequise,
        messagesAllowed: parsed.messagesAllowed,
        propositionInitiale: parsed.propositionInitiale,
        valorisationInitiale: parsed.valorisationInitiale,
        creationDateTime: at,
        updatedAt: at,
      },
      body,
      definedOnly(body.missionIntervention ?? {}),
    );
    const created = await commitFolderChange(tx, folder, {
      nextState: FolderState.CREATED,
      events: [
        { text: NOMAD_FOLDER_RECEIVED, message: parsed, eventDateTime: at, replay: { kind: 'nomadFolder' } },
      ],
      origin: CreationOrigine.NOMAD,
      eventType: EventType.enum.FOLDER_CREATED,
    });
    return loadFolderDto(tx, created);
  });
}
