import { CreationOrigine, EventType, FolderCreate, FolderState } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { parseInput } from '../../lib/parse-input.ts';
import { commitFolderChange, definedOnly } from '../folder-core/index.ts';
import { assertCreatable, folderValuesOf, insertNewFolder } from './folder-create.service.ts';

export const PRAXEDO_FOLDER_RECEIVED = 'Ordre de travail reçu de Praxedo';

/**
 * A Praxedo work order, already turned into the new-folder form's body by the connector, becomes
 * a PRAXEDO folder through the same path as the form and Nomad's folders: it waits in CREATED
 * for the operator to send it. The work order as received is kept in the workflow event.
 */
export async function receivePraxedoFolder(
  db: Db,
  accountId: number,
  input: FolderCreate,
  workOrder: unknown,
  at: Date,
): Promise<{ id: number }> {
  const body = parseInput(FolderCreate, input);
  assertCreatable(body);
  return db.transaction(async (tx) => {
    const { folder } = await insertNewFolder(
      tx,
      {
        ...folderValuesOf(accountId, body),
        creationOrigine: CreationOrigine.PRAXEDO,
        creationDateTime: at,
        updatedAt: at,
      },
      body,
      definedOnly(body.missionIntervention ?? {}),
    );
    await commitFolderChange(tx, folder, {
      nextState: FolderState.CREATED,
      events: [
        {
          text: PRAXEDO_FOLDER_RECEIVED,
          message: workOrder,
          eventDateTime: at,
          replay: { kind: 'praxedoWorkOrder' },
        },
      ],
      origin: CreationOrigine.PRAXEDO,
      eventType: EventType.enum.FOLDER_CREATED,
    });
    return { id: folder.id };
  });
}
