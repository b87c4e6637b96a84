import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  REPORT_PDF_NO_AGENT_MESSAGE,
  type Folder,
} from '@plateau/contracts';
import { folderDocuments, folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { multipartBody, testJpeg } from '../../test/multipart.ts';
import { accountIdOf, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

/** A Nomad folder whose mission names a truck and, unless said, an agent. */
async function folderWithAgent(options: { state?: FolderState; agent?: boolean; accountId?: number } = {}) {
  const accountId = options.accountId ?? depanneur;
  const fleet = await fleetOf(t, accountId);
  const made = await makeFolder(t, accountId, {
    origin: CreationOrigine.NOMAD,
    state: options.state ?? FolderState.ACCEPTED,
    truckId: fleet.trucks[0]!.id,
    assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
  });
  if (options.agent !== false)
    await t.database.db
      .update(missions)
      .set({ agentId: fleet.agents[0]!.id })
      .where(eq(missions.id, made.missionId));
  const [row] = await t.database.db.select().from(folders).where(eq(folders.id, made.folderId));
  return row!;
}

const pdfOf = async (orderNo: string, login = 'depanneur') =>
  t.app.inject({ method: 'GET', url: `/api/reports/${orderNo}/pdf`, headers: await t.bearer(login) });
const attachReport = async (folderId: number, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/attachReport`,
    headers: await t.bearer(login),
  });

describe('GET /api/reports/{orderNo}/pdf', () => {
  it("answers the folder's A4 report, named Report-{orderNo}.pdf, with its photos", async () => {
    const folder = await folderWithAgent();
    const upload = multipartBody([{ filename: 'avant.jpg', bytes: await testJpeg(800, 600) }]);
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${folder.id}/attachDocument`,
      headers: { ...(await t.bearer('depanneur')), ...upload.headers },
      payload: upload.payload,
    });
    expect(attached.statusCode).toBe(200);

    const response = await pdfOf(folder.orderNo);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Report-${folder.orderNo}.pdf"; filename*=UTF-8''Report-${folder.orderNo}.pdf`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getTitle()).toBe(`Rapport d'intervention ${folder.orderNo}`);
    expect(pdf.getAuthor()).toBe('Dépannage Martin & Fils');
    // The photo is drawn: the file carries an image.
    expect(response.rawPayload.includes(Buffer.from('/DCTDecode'))).toBe(true);
  });

  it('refuses without an agent on the mission (409), and finds no folder of another account (404)', async () => {
    const without = await folderWithAgent({ agent: false });
    const refused = await pdfOf(without.orderNo);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe(REPORT_PDF_NO_AGENT_MESSAGE);
    const other = await folderWithAgent({ accountId: await accountIdOf(t, 'mission') });
    expect((await pdfOf(other.orderNo)).statusCode).toBe(404);
    expect((await pdfOf('OT-inconnu')).statusCode).toBe(404);
  });

  it('answers 403 to an assisteur, 401 without a token, 400 to a malformed order number', async () => {
    const folder = await folderWithAgent();
    expect((await pdfOf(folder.orderNo, 'assisteur')).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reports/${folder.orderNo}/pdf` })).statusCode,
    ).toBe(401);
    for (const bad of ['%00', 'x'.repeat(60), '%20']) expect((await pdfOf(bad)).statusCode, bad).toBe(400);
    expect((await pdfOf('a%2Fb')).statusCode).toBe(404);
  });
});

describe('POST /api/folders/{id}/attachReport', () => {
  it('stores the report as a PDF document of the folder and answers the folder', async () => {
    const folder = await folderWithAgent();
    const response = await attachReport(folder.id);
    expect(response.statusCode).toBe(200);
    const body = response.json() as Folder;
    expect(body.documents).toEqual([
      expect.objectContaining({
        filename: `Report-${folder.orderNo}.pdf`,
        contentType: 'application/pdf',
        image: false,
      }),
    ]);
    const [stored] = await t.database.db
      .select()
      .from(folderDocuments)
      .where(eq(folderDocuments.folderId, folder.id));
    expect(stored!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a closed folder, a folder without agent (409), another account (404), an assisteur (403)', async () => {
    const closed = await folderWithAgent({ state: FolderState.CLOSED });
    expect((await attachReport(closed.id)).statusCode).toBe(409);
    const without = await folderWithAgent({ agent: false });
    expect((await attachReport(without.id)).statusCode).toBe(409);
    const other = await folderWithAgent({ accountId: await accountIdOf(t, 'mission') });
    expect((await attachReport(other.id)).statusCode).toBe(404);
    const mine = await folderWithAgent();
    expect((await attachReport(mine.id, 'assisteur')).statusCode).toBe(403);
    for (const id of [closed.id, without.id, mine.id]) {
      const rows = await t.database.db.select().from(folderDocuments).where(eq(folderDocuments.folderId, id));
      expect(rows).toHaveLength(0);
    }
  });
});
