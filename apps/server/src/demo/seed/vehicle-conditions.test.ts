import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  folderDocuments,
  requiredPhotoLists,
  vehicleConditionMarkPhotos,
  vehicleConditionPhotos,
  vehicleConditionReports,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('seeds PVs in every state the operator reads, each with its PDF among the documents', async () => {
  const depanneur = await accountIdOf(t, 'depanneur');
  const db = t.database.db;
  const reports = await db
    .select()
    .from(vehicleConditionReports)
    .where(eq(vehicleConditionReports.accountId, depanneur));
  const pickups = reports.filter((r) => r.stage === 'pickup');
  const deliveries = reports.filter((r) => r.stage === 'delivery');
  expect(deliveries.length).toBeGreaterThanOrEqual(4);
  expect(deliveries.some((r) => r.damageReported)).toBe(true);
  expect(deliveries.some((r) => !r.damageReported)).toBe(true);
  expect(pickups.some((r) => r.details.customerAbsent && r.signaturePng === null)).toBe(true);
  expect(pickups.some((r) => r.photosSkippedReason === 'Nuit, pas de lumière')).toBe(true);
  expect(pickups.some((r) => !r.details.customerAbsent && r.signaturePng !== null)).toBe(true);
  // A mission still on the spot: its pickup PV, no delivery yet.
  const delivered = new Set(deliveries.map((r) => r.missionId));
  expect(pickups.some((r) => !delivered.has(r.missionId))).toBe(true);
  // Every PV has its PDF in the folder's documents, and the pickups their photos by slot.
  const pdfs = await db
    .select({ id: folderDocuments.id, type: folderDocuments.contentType })
    .from(vehicleConditionReports)
    .innerJoin(folderDocuments, eq(folderDocuments.id, vehicleConditionReports.pdfDocumentId))
    .where(
      and(eq(vehicleConditionReports.accountId, depanneur), isNotNull(vehicleConditionReports.pdfDocumentId)),
    );
  expect(pdfs).toHaveLength(reports.length);
  expect(pdfs.every((d) => d.type === 'application/pdf')).toBe(true);
  const lists = await db.select().from(requiredPhotoLists).where(eq(requiredPhotoLists.accountId, depanneur));
  expect(lists.find((l) => l.assistanceProvider === 'AXA_ASSISTANCE')?.slots).toEqual([
    'vin',
    'signalisation',
  ]);
  const photos = await db.select().from(vehicleConditionPhotos);
  expect(new Set(photos.map((p) => p.missionId)).size).toBe(pickups.length);
  // The new damage found at delivery has its photo (« an optional photo each »).
  const markPhotos = await db.select().from(vehicleConditionMarkPhotos);
  const flagged = deliveries.find((r) => r.damageReported)!;
  expect(markPhotos.some((p) => p.missionId === flagged.missionId && p.stage === 'delivery')).toBe(true);
});
