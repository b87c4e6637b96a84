import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderState, MissionState, type DamageMark } from '@plateau/contracts';
import { folderDocuments } from '../../db/schema/index.ts';
import { conditionKit, testJpeg, testMark } from '../../test/condition-fixtures.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let kit: Awaited<ReturnType<typeof conditionKit>>;
beforeAll(async () => {
  t = await createTestApp();
  kit = await conditionKit(t);
});
afterAll(() => t.close());

const newest = (documents: Array<{ id: number }>) => Math.max(...documents.map((d) => d.id));
const photoIds = (report: { diagram: { marks: DamageMark[] } }) =>
  Object.fromEntries(report.diagram.marks.map((m) => [m.id, m.photoId]));

/** The images drawn in a PDF, as « width×height », sorted. */
function pdfImageSizes(pdf: Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'pv-')), 'pv.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdfimages', ['-list', file])
    .toString()
    .split('\n')
    .slice(2)
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => `${cols[3]}x${cols[4]}`)
    .sort();
}

/** Issue 33: « an optional photo each » on the marks of the PV's diagram, the server saying which. */
describe('the photo of a damage mark', () => {
  it('shows on every read whether sent before or after the PV; the client’s photoId is never kept', async () => {
    const { missionId, folderId } = await kit.sent();
    const before = await kit.photo(missionId, 'stage=pickup&mark=m1', await testJpeg(40, 30));
    expect(before.statusCode, before.body).toBe(200);
    const m1Photo = newest(before.json());
    // A document of another account, named by a client that should not be trusted.
    const elsewhere = await makeFolder(t, await accountIdOf(t, 'mission'));
    const [foreign] = await t.database.db
      .insert(folderDocuments)
      .values({
        accountId: await accountIdOf(t, 'mission'),
        folderId: elsewhere.folderId,
        filename: 'secret.pdf',
        contentType: 'application/pdf',
        size: 4,
        content: Buffer.from('%PDF'),
      })
      .returning({ id: folderDocuments.id });
    const marks = kit.pv().diagram.marks.map((m) => ({ ...m, photoId: foreign!.id }));
    const pickup = kit.pv({ diagram: { generalState: 'degrade', marks } });
    const saved = await kit.call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/condition/pickup`,
      pickup,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(photoIds(saved.json().pickup)).toEqual({ m1: m1Photo, m2: null, m3: null });

    const after = await kit.photo(missionId, 'stage=pickup&mark=m2', await testJpeg(48, 36));
    const m2Photo = newest(after.json());
    const driverView = (
      await kit.call('chauffeur', 'GET', `/api/driver/missions/${missionId}/condition`)
    ).json();
    expect(photoIds(driverView.pickup)).toEqual({ m1: m1Photo, m2: m2Photo, m3: null });

    // Delivery: the pickup's marks carried over keep their photo; a new damage gets its own.
    const delivery = kit.pv({
      diagram: {
        generalState: 'degrade',
        marks: [...marks, { ...testMark('d1', 'right'), photoId: foreign!.id }],
      },
    });
    await kit.call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/condition/delivery`, delivery);
    const d1 = await kit.photo(missionId, 'stage=delivery&mark=d1', await testJpeg(56, 42));
    const d1Photo = newest(d1.json());
    const operator = (await kit.call('depanneur', 'GET', `/api/folders/${folderId}/vehicleCondition`)).json();
    expect(photoIds(operator[0].pickup)).toEqual({ m1: m1Photo, m2: m2Photo, m3: null });
    expect(photoIds(operator[0].delivery)).toEqual({ m1: m1Photo, m2: m2Photo, m3: null, d1: d1Photo });
    expect(JSON.stringify(operator)).not.toContain(`"photoId":${foreign!.id}`);

    // Taken again, the latest photo replaces the first.
    const again = newest((await kit.photo(missionId, 'stage=pickup&mark=m1', await testJpeg(40, 30))).json());
    const reread = (await kit.call('chauffeur', 'GET', `/api/driver/missions/${missionId}/condition`)).json();
    expect(reread.pickup.diagram.marks[0].photoId).toBe(again);

    // The PDF: both signatures twice (pickup, delivery), and one thumbnail per mark photo besides the marks.
    const link = await kit.call(
      'depanneur',
      'POST',
      `/api/folders/${folderId}/vehicleCondition/link`,
      undefined,
      'mark-link',
    );
    const token = new URL(link.json().url).pathname.split('/').pop()!;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/conditionReports/${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdfImageSizes(pdf.rawPayload)).toEqual(
      ['20x10', '20x10', '40x30', '40x30', '48x36', '48x36', '56x42'].sort(),
    );
  });

  it('is 404 on a mission that is not the driver’s, and 400 without its stage or with a slot', async () => {
    const jpeg = await testJpeg(40, 30);
    const unassigned = await makeFolder(t, kit.depanneur, {
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
    });
    expect((await kit.photo(unassigned.missionId, 'stage=pickup&mark=m1', jpeg)).statusCode).toBe(404);
    const otherAccount = await makeFolder(t, await accountIdOf(t, 'mission'), {
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
    });
    expect((await kit.photo(otherAccount.missionId, 'stage=pickup&mark=m1', jpeg)).statusCode).toBe(404);
    const { missionId } = await kit.sent();
    const stageless = await kit.photo(missionId, 'mark=m1', jpeg);
    expect(stageless.statusCode).toBe(400);
    expect(stageless.json().error_description).toContain("La photo d'un dommage dit l'étape");
    const both = await kit.photo(missionId, 'stage=pickup&slot=plaque&mark=m1', jpeg);
    expect(both.statusCode).toBe(400);
    const stored = await t.database.db
      .select()
      .from(folderDocuments)
      .where(inArray(folderDocuments.folderId, [unassigned.folderId, otherAccount.folderId]));
    expect(stored).toEqual([]);
  });
});
