import { and, desc, eq } from 'drizzle-orm';
import { canProduceReportPdf, MissionKind, technicianReportFilename, type Folder } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { folders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Conflict } from '../../lib/errors.ts';
import {
  attachDocuments,
  findFolderMissions,
  folderNotFound,
  folderReadScope,
  type FolderRow,
  loadFolderDto,
  ownFolder,
} from '../folder-core/index.ts';
import { buildReportPdf } from './report-pdf.ts';
import { reportPdfData } from './report-pdf-data.ts';

/**
 * The technician's report (spec 2 §2 'Document'): an A4 PDF made on request from the folder as
 * it is now; it is stored only when an operator attaches it to the folder.
 */

async function checkedReport(db: Db, folder: FolderRow): Promise<Uint8Array> {
  const missions = await findFolderMissions(db, folder.id);
  const intervention = missions.find((m) => m.kind === MissionKind.INTERVENTION) ?? null;
  const allowed = canProduceReportPdf({ orderNo: folder.orderNo, missionIntervention: intervention });
  if (!allowed.ok) throw new Conflict(allowed.message);
  return buildReportPdf(await reportPdfData(db, folder));
}

/** GET /api/reports/{orderNo}/pdf: the report of a folder the caller reads, found by its order number. */
export async function technicianReportPdf(
  db: Db,
  auth: AuthContext,
  orderNo: string,
): Promise<{ filename: string; bytes: Uint8Array }> {
  const scope = await folderReadScope(db, auth);
  const [folder] = await db
    .select()
    .from(folders)
    .where(and(scope, eq(folders.orderNo, orderNo)))
    .orderBy(desc(folders.id))
    .limit(1);
  if (!folder) throw folderNotFound();
  return { filename: technicianReportFilename(folder.orderNo), bytes: await checkedReport(db, folder) };
}

/** POST /api/folders/{id}/attachReport: the report becomes one of the folder's documents. */
export async function attachTechnicianReport(db: Db, auth: AuthContext, folderId: number): Promise<Folder> {
  const [folder] = await db
    .select()
    .from(folders)
    .where(and(ownFolder(auth), eq(folders.id, folderId)));
  if (!folder) throw folderNotFound();
  const bytes = await checkedReport(db, folder);
  // The same checks and transaction as any document: the folder's state and its 100 documents.
  await attachDocuments(db, auth, folder.id, [
    { filename: technicianReportFilename(folder.orderNo), bytes: Buffer.from(bytes), truncated: false },
  ]);
  const [now] = await db.select().from(folders).where(eq(folders.id, folder.id));
  return loadFolderDto(db, now!);
}
