import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CreationOrigine, FolderState, type Alarm } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folderMessages, folders } from '../../db/schema/index.ts';
import { yardAlarms } from '../yard/index.ts';

/** States in which a folder sent by an assistance company waits for the operator's answer. */
const WAITING_ACCEPTATION_STATES = [FolderState.CREATED, FolderState.WAITING];
const OPERATOR_PROVENANCE = 'BACKOFFICE';

/** Folders waiting for acceptance, folders with unread messages from outside, the yard's deadline alerts. */
export async function listAlarms(db: Db, accountId: number): Promise<Alarm[]> {
  const waiting = await db
    .select({ folderId: folders.id, externalNumber: folders.externalNumber })
    .from(folders)
    .where(
      and(
        eq(folders.accountId, accountId),
        eq(folders.creationOrigine, CreationOrigine.NOMAD),
        inArray(folders.folderState, WAITING_ACCEPTATION_STATES),
      ),
    )
    .orderBy(asc(folders.id));
  const unread = await db
    .select({
      folderId: folders.id,
      externalNumber: folders.externalNumber,
      count: sql<number>`count(*)::int`,
    })
    .from(folderMessages)
    .innerJoin(folders, eq(folders.id, folderMessages.folderId))
    .where(
      and(
        eq(folderMessages.accountId, accountId),
        eq(folderMessages.markAsRead, false),
        ne(folderMessages.provenance, OPERATOR_PROVENANCE),
      ),
    )
    .groupBy(folders.id, folders.externalNumber)
    .orderBy(asc(folders.id));
  return [
    ...waiting.map((f) => ({
      folderId: f.folderId,
      type: 'WAITING_ACCEPTATION' as const,
      externalNumber: f.externalNumber,
      description: `Dossier ${f.externalNumber ?? f.folderId} en attente d'acceptation`,
    })),
    ...unread.map((f) => ({
      folderId: f.folderId,
      type: 'MESSAGE_UNREAD' as const,
      externalNumber: f.externalNumber,
      description: `${f.count} message${f.count > 1 ? 's' : ''} non lu${f.count > 1 ? 's' : ''} sur le dossier ${f.externalNumber ?? f.folderId}`,
    })),
    ...(await yardAlarms(db, accountId)),
  ];
}
