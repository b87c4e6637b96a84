import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistanceProvider, CreationOrigine, FolderState } from '@plateau/contracts';
import { folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { JOB_SHEET_NO_ORDER_MESSAGE } from './job-sheet.service.ts';

let t: TestContext;
let depanneur: number;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  dir = mkdtempSync(join(tmpdir(), 'job-sheet-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

const sheetOf = async (folderId: number, login = 'depanneur') =>
  t.app.inject({ method: 'GET', url: `/api/folders/${folderId}/jobSheet`, headers: await t.bearer(login) });

/** The PDF's text as poppler's pdftotext reads it (what a printer would print). */
function textOf(bytes: Buffer): string {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8');
}

describe('GET /api/folders/{id}/jobSheet (issue 20 §1)', () => {
  it('answers a printable job sheet: customer, vehicle, places, times and signature boxes', async () => {
    const fleet = await fleetOf(t, depanneur);
    const made = await makeFolder(t, depanneur, {
      origin: CreationOrigine.BACKOFFICE,
      state: FolderState.CREATED,
      truckId: fleet.trucks[0]!.id,
    });
    await t.database.db
      .update(missions)
      .set({
        agentId: fleet.agents[0]!.id,
        missionDateTime: new Date('2026-03-02T13:30:00Z'),
        destinationPlace: {
          companyName: 'Garage du Centre',
          line1: '8 avenue Foch',
          zipCode: '26000',
          city: 'Valence',
        },
        steps: { started: { dateTime: '2026-03-02T13:05:00.000Z', latitude: null, longitude: null } },
      })
      .where(eq(missions.id, made.missionId));
    await t.database.db
      .update(folders)
      .set({
        customerPlace: {
          contactFirstname: 'Lucie',
          contactName: 'Testeur',
          contactPhone: '0612345678',
          line1: '3 rue des Lilas',
          zipCode: '26000',
          city: 'Valence',
        },
      })
      .where(eq(folders.id, made.folderId));
    const [row] = await t.database.db.select().from(folders).where(eq(folders.id, made.folderId));

    const response = await sheetOf(made.folderId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(`Fiche-intervention-${row!.orderNo}.pdf`);
    const text = textOf(response.rawPayload);
    expect(text).toContain("Fiche d'intervention");
    expect(text).toContain(`Dossier ${row!.orderNo}`);
    expect(text).toContain('Lucie Testeur');
    expect(text).toContain('0612345678');
    expect(text).toContain('GT-404-XY');
    expect(text).toMatch(/Renault/);
    expect(text).toContain('3 rue des Lilas 26000 Valence');
    expect(text).toContain('Garage du Centre 8 avenue Foch 26000 Valence');
    // Paris time: 13:30 UTC is 14:30 in March; the reported departure is printed, the rest left blank.
    expect(text).toContain('02/03/2026 14:30');
    expect(text).toMatch(/Départ\s+02\/03\/2026 14:05/);
    expect(text).toMatch(/Fin de mission\s+____/);
    expect(text).toContain(fleet.agents[0]!.name);
    expect(text).toContain('Signature du client');
    expect(text).toContain("Signature de l'intervenant");
  });

  it("refuses an assisteur (403), another account's folder and an unknown one (404), a bad id (400)", async () => {
    const made = await makeFolder(t, depanneur, { state: FolderState.CREATED });
    expect((await sheetOf(made.folderId, 'assisteur')).statusCode).toBe(403);
    const other = await makeFolder(t, await accountIdOf(t, 'mission'), {
      origin: CreationOrigine.NOMAD,
      assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
    });
    expect((await sheetOf(other.folderId)).statusCode).toBe(404);
    expect((await sheetOf(2_000_000_000)).statusCode).toBe(404);
    expect((await sheetOf(-1 as number)).statusCode).toBe(400);
  });

  it('answers 409 when the folder has no order number', async () => {
    const made = await makeFolder(t, depanneur, { state: FolderState.CREATED });
    await t.database.db.update(folders).set({ orderNo: ' ' }).where(eq(folders.id, made.folderId));
    const response = await sheetOf(made.folderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe(JOB_SHEET_NO_ORDER_MESSAGE);
  });
});
