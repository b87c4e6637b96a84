import { and, asc, eq } from 'drizzle-orm';
import type { FolderDriverReport } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import { driverReports, folders, missions } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { NotFound } from '../../lib/errors.ts';
import { folderReadScope } from '../folder-core/index.ts';

/**
 * The reports the drivers had signed in the app for the folder's missions, oldest first, with the
 * signature: the Rapport tab shows them (issue 28 §4: they were on the PDF only). 404 for a folder
 * the caller cannot read.
 */
export async function listFolderDriverReports(
  db: Db,
  auth: AuthContext,
  folderId: number,
): Promise<FolderDriverReport[]> {
  const scope = await folderReadScope(db, auth);
  const [folder] = await db
    .select({ id: folders.id })
    .from(folders)
    .where(and(scope, eq(folders.id, folderId)));
  if (!folder) throw new NotFound("Ce dossier n'existe pas");
  const rows = await db
    .select({ report: driverReports, kind: missions.kind, orderNo: missions.orderNo })
    .from(driverReports)
    .innerJoin(missions, eq(missions.id, driverReports.missionId))
    .where(and(eq(missions.folderId, folderId), eq(driverReports.accountId, missions.accountId)))
    .orderBy(asc(driverReports.signedAt));
  return rows.map(({ report, kind, orderNo }) => ({
    missionId: report.missionId,
    missionKind: kind,
    missionOrderNo: orderNo,
    km: report.km,
    lieuInterventionCorrect: report.lieuInterventionCorrect,
    lieuLivraisonCorrect: report.lieuLivraisonCorrect,
    remarks: report.remarks,
    signerName: report.signerName,
    signedAt: report.signedAt.toISOString(),
    recordedAt: report.recordedAt.toISOString(),
    signatureDataUrl: `data:image/png;base64,${Buffer.from(report.signaturePng).toString('base64')}`,
  }));
}
