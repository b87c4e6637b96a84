import { eq, inArray } from 'drizzle-orm';
import { ConditionStage, damageDifferences } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, folderDocuments, folders, missions } from '../../db/schema/index.ts';
import { NotFound } from '../../lib/errors.ts';
import { missionOfConditionToken } from './condition-links.ts';
import { buildConditionPdf } from './condition-pdf.ts';
import { findConditionPhotos, findConditionReports } from './vehicle-condition.repository.ts';

const LINK_NOT_FOUND = "Ce lien n'existe pas ou a expiré";
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The PDF of a mission's PVs (pickup, then delivery when taken; `stages` keeps a pickup's copy to itself). */
export async function missionConditionPdf(
  db: DbOrTx,
  missionId: number,
  now = new Date(),
  stages: readonly ConditionStage[] = ConditionStage,
): Promise<Uint8Array> {
  const [row] = await db
    .select({ orderNo: folders.orderNo, accountName: accounts.name })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .where(eq(missions.id, missionId));
  if (!row) throw new NotFound(LINK_NOT_FOUND);
  const reports = (await findConditionReports(db, [missionId]))
    .filter((r) => stages.includes(r.stage))
    .sort((a, b) => (a.stage === 'pickup' ? -1 : b.stage === 'pickup' ? 1 : 0));
  const photos = await findConditionPhotos(db, [missionId]);
  const documentIds = [
    ...photos.map((p) => p.documentId),
    ...reports.flatMap((r) => r.diagram.marks.flatMap((m) => m.photoId ?? [])),
  ];
  const thumbs = documentIds.length
    ? await db
        .select({ id: folderDocuments.id, jpeg: folderDocuments.thumbnail })
        .from(folderDocuments)
        .where(inArray(folderDocuments.id, documentIds))
    : [];
  const pickup = reports.find((r) => r.stage === 'pickup') ?? null;
  return buildConditionPdf({
    account: { name: row.accountName, address: [] },
    orderNo: row.orderNo,
    generatedAt: now,
    stages: reports.map((report) => ({
      report,
      newMarkIds:
        report.stage === 'delivery'
          ? damageDifferences(pickup?.diagram ?? null, report.diagram).newMarks.map((m) => m.id)
          : [],
      photos: photos
        .filter((p) => p.stage === report.stage)
        .map((p) => ({ slot: p.slot, documentId: p.documentId })),
    })),
    thumbnails: new Map(thumbs.map((t) => [t.id, t.jpeg])),
  });
}

/** The public link's PDF: 404 for a token unknown, malformed or expired (nothing tells them apart). */
export async function publicConditionPdf(db: Db, token: string, now = new Date()): Promise<Uint8Array> {
  if (!TOKEN_SHAPE.test(token)) throw new NotFound(LINK_NOT_FOUND);
  const missionId = await missionOfConditionToken(db, token, now);
  if (missionId === null) throw new NotFound(LINK_NOT_FOUND);
  return missionConditionPdf(db, missionId, now);
}
