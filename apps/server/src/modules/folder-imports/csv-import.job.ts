import { eq } from 'drizzle-orm';
import {
  csvImportErrorMessage,
  csvImportSuccessMessage,
  EventType,
  FolderState,
  type AccountEvent,
} from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folderImports } from '../../db/schema/index.ts';
import { publish } from '../../events/bus.ts';
import { checkCsvFile } from './csv-import-check.ts';
import { insertImportedFolders } from './folders-bulk-insert.ts';

export const CSV_IMPORT_JOB = 'folders-import-csv';
export interface CsvImportJob {
  importId: number;
}

/**
 * The job of one uploaded file: all of its lines become folders, or none does. The stored file
 * is deleted in the same transaction as the folders are written, so a job delivered twice
 * finds nothing left to import. Its end reaches the user as a live NOTIFY_* message.
 */
export async function runCsvImport(db: Db, { importId }: CsvImportJob): Promise<void> {
  const [file] = await db.select().from(folderImports).where(eq(folderImports.id, importId));
  // Gone (imported), or refused already: a job delivered twice does nothing more.
  if (!file || file.problems) return;
  const notify = (event: Omit<AccountEvent, 'folderId'>) =>
    publish(db, file.accountId, { folderId: null, ...event });
  try {
    const checked = await checkCsvFile(db, file.accountId, file.content);
    if ('errors' in checked) {
      // Every problem is kept for the user to read in full; the file's bytes are not.
      await db
        .update(folderImports)
        .set({ problems: checked.errors, content: Buffer.alloc(0) })
        .where(eq(folderImports.id, importId));
      await notify({
        eventType: EventType.enum.NOTIFY_ERROR_MESSAGE,
        title: 'Import refusé',
        message: csvImportErrorMessage(file.filename, checked.errors),
        importId,
      });
      return;
    }
    const folderState = file.qualified ? FolderState.CREATED : FolderState.QUICK_CREATED;
    const ids = await db.transaction(async (tx) => {
      const deleted = await tx.delete(folderImports).where(eq(folderImports.id, importId)).returning();
      if (deleted.length === 0) return [];
      const context = { accountId: file.accountId, userId: file.userId, folderState };
      return insertImportedFolders(tx, context, checked.rows, checked.truckIdByLine);
    });
    await notify({
      eventType: EventType.enum.NOTIFY_SUCCESS_MESSAGE,
      title: 'Import terminé',
      message: csvImportSuccessMessage(file.filename, ids.length),
    });
  } catch (error) {
    // A bug or a lost database: the user still learns that the file was not imported.
    await notify({
      eventType: EventType.enum.NOTIFY_ERROR_MESSAGE,
      title: 'Import refusé',
      message: `Le fichier « ${file.filename} » n'a pas été importé : erreur inattendue, réessayez.`,
    }).catch(() => undefined);
    throw error;
  }
}
