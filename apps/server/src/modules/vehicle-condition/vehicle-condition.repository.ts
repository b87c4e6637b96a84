import { and, asc, eq, inArray } from 'drizzle-orm';
import { requiredPhotoSlots, type ConditionStage, type PhotoSlot } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import {
  requiredPhotoLists,
  vehicleConditionMarkPhotos,
  vehicleConditionPhotos,
  vehicleConditionReports,
} from '../../db/schema/index.ts';

/** The key of an account's own list in required_photo_lists (an assisteur's row holds its code). */
export const ACCOUNT_LIST = '';

export async function findRequiredPhotoLists(db: DbOrTx, accountId: number) {
  return db.select().from(requiredPhotoLists).where(eq(requiredPhotoLists.accountId, accountId));
}

/** The slots a mission's PV needs: the account's list (or the default) and its folder's assisteur's. */
export async function requiredPhotosFor(
  db: DbOrTx,
  accountId: number,
  assistanceProvider: string | null,
): Promise<PhotoSlot[]> {
  const rows = await db
    .select()
    .from(requiredPhotoLists)
    .where(
      and(
        eq(requiredPhotoLists.accountId, accountId),
        inArray(requiredPhotoLists.assistanceProvider, [ACCOUNT_LIST, assistanceProvider ?? ACCOUNT_LIST]),
      ),
    );
  const own = rows.find((r) => r.assistanceProvider === ACCOUNT_LIST)?.slots ?? null;
  const assisteur = assistanceProvider
    ? (rows.find((r) => r.assistanceProvider === assistanceProvider)?.slots ?? null)
    : null;
  return requiredPhotoSlots(own, assisteur);
}

export async function findConditionPhotos(db: DbOrTx, missionIds: number[]) {
  if (missionIds.length === 0) return [];
  return db
    .select()
    .from(vehicleConditionPhotos)
    .where(inArray(vehicleConditionPhotos.missionId, missionIds))
    .orderBy(asc(vehicleConditionPhotos.slot));
}

/**
 * The missions' PVs, each mark's `photoId` filled from the photos received for it (the server's
 * word, never the client's): a delivery mark carried over from pickup shows the pickup's photo
 * until one is taken at delivery.
 */
export async function findConditionReports(db: DbOrTx, missionIds: number[]) {
  if (missionIds.length === 0) return [];
  const [reports, markPhotos] = await Promise.all([
    db.select().from(vehicleConditionReports).where(inArray(vehicleConditionReports.missionId, missionIds)),
    db
      .select()
      .from(vehicleConditionMarkPhotos)
      .where(inArray(vehicleConditionMarkPhotos.missionId, missionIds)),
  ]);
  return reports.map((report) => withMarkPhotos(report, markPhotos));
}

type MarkPhotoRow = typeof vehicleConditionMarkPhotos.$inferSelect;

function withMarkPhotos(report: ConditionReportRow, markPhotos: MarkPhotoRow[]): ConditionReportRow {
  const photoOf = (stage: ConditionStage, markId: string) =>
    markPhotos.find((p) => p.missionId === report.missionId && p.stage === stage && p.markId === markId)
      ?.documentId;
  const marks = report.diagram.marks.map((mark) => ({
    ...mark,
    photoId:
      photoOf(report.stage, mark.id) ??
      (report.stage === 'delivery' ? photoOf('pickup', mark.id) : undefined) ??
      null,
  }));
  return { ...report, diagram: { ...report.diagram, marks } };
}

export async function findConditionReport(db: DbOrTx, missionId: number, stage: ConditionStage) {
  const [row] = await db
    .select()
    .from(vehicleConditionReports)
    .where(and(eq(vehicleConditionReports.missionId, missionId), eq(vehicleConditionReports.stage, stage)));
  return row ?? null;
}

export type ConditionReportRow = typeof vehicleConditionReports.$inferSelect;
export type ConditionPhotoRow = typeof vehicleConditionPhotos.$inferSelect;
