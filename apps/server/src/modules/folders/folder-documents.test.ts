import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  FolderState,
  MAX_DOCUMENT_BYTES,
  type FolderDocumentList,
} from '@plateau/contracts';
import { folderDocuments } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  multipartBody,
  pngDeclaring,
  testJpeg,
  testPdf,
  testPng,
  type MultipartFile,
} from '../../test/multipart.ts';
import { accountIdOf, captureBus, eventsOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let photo: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  photo = await testJpeg(1200, 900);
});
afterAll(() => t.close());

const nomadFolder = async (state: FolderState = FolderState.ACCEPTED, accountId = depanneur) =>
  (
    await makeFolder(t, accountId, {
      origin: CreationOrigine.NOMAD,
      state,
      assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
    })
  ).folderId;

const attach = async (folderId: number, files: readonly MultipartFile[], login = 'depanneur') => {
  const body = multipartBody(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/attachDocument`,
    headers: { ...(await t.bearer(login)), ...body.headers },
    payload: body.payload,
  });
};

const get = async (url: string, login = 'depanneur') =>
  t.app.inject({ method: 'GET', url, headers: await t.bearer(login) });

const storedCount = async (folderId: number) =>
  (await t.database.db.select().from(folderDocuments).where(eq(folderDocuments.folderId, folderId))).length;

describe('POST /api/folders/{id}/attachDocument', () => {
  it('stores three photos and a PDF, makes the thumbnails, writes the workflow and publishes', async () => {
    const folderId = await nomadFolder();
    const published = captureBus(t);
    const response = await attach(folderId, [
      { filename: 'avant.jpg', bytes: photo, contentType: 'image/jpeg' },
      { filename: 'après.jpg', bytes: photo },
      { filename: 'plaque.png', bytes: await testPng() },
      { filename: 'constat.pdf', bytes: testPdf() },
    ]);
    expect(response.statusCode).toBe(200);
    const list = response.json() as FolderDocumentList;
    expect(list.map((d) => [d.filename, d.contentType, d.image])).toEqual([
      ['avant.jpg', 'image/jpeg', true],
      ['après.jpg', 'image/jpeg', true],
      ['plaque.png', 'image/png', true],
      ['constat.pdf', 'application/pdf', false],
    ]);
    expect(list[0]!.size).toBe(photo.length);

    const thumbnail = await get(`/api/folders/${folderId}/documents/${list[0]!.id}/image`);
    expect(thumbnail.statusCode).toBe(200);
    const { contentType, base64 } = thumbnail.json() as { contentType: string; base64: string };
    expect(contentType).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(base64, 'base64')).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(320);

    const folder = (await get(`/api/folders/${folderId}`)).json() as { documents: FolderDocumentList };
    expect(folder.documents.map((d) => d.filename)).toEqual([
      'avant.jpg',
      'après.jpg',
      'plaque.png',
      'constat.pdf',
    ]);
    expect((await eventsOf(t, folderId)).map((e) => e.text)).toContain('4 documents ajoutés');
    published.stop();
    expect(published.seen.map((s) => s.event)).toContainEqual(
      expect.objectContaining({ folderId, eventType: 'FOLDER_UPDATED' }),
    );
  });

  it('serves the file with its name, its type and nosniff; the PDF has no thumbnail', async () => {
    const folderId = await nomadFolder();
    const list = (
      await attach(folderId, [
        { filename: 'C:\\Photos\\Dépannage été.jpg', bytes: photo },
        { filename: 'constat.pdf', bytes: testPdf() },
      ])
    ).json() as FolderDocumentList;
    expect(list[0]!.filename).toBe('Dépannage été.jpg');
    const binary = await get(`/api/folders/${folderId}/documents/${list[0]!.id}/binary`);
    expect(binary.statusCode).toBe(200);
    expect(binary.headers['content-type']).toBe('image/jpeg');
    expect(binary.headers['x-content-type-options']).toBe('nosniff');
    expect(binary.headers['content-disposition']).toBe(
      `attachment; filename="Depannage ete.jpg"; filename*=UTF-8''D%C3%A9pannage%20%C3%A9t%C3%A9.jpg`,
    );
    expect(Buffer.compare(binary.rawPayload, photo)).toBe(0);
    // The PDF is never shown inline, even on the 'shown' route: it runs in the product's origin.
    const pdf = await get(`/api/folders/${folderId}/documents/${list[1]!.id}`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="constat.pdf"/);
    const image = await get(`/api/folders/${folderId}/documents/${list[0]!.id}`);
    expect(image.headers['content-disposition']).toMatch(/^inline; filename="Depannage ete.jpg"/);
    expect((await get(`/api/folders/${folderId}/documents/${list[1]!.id}/image`)).statusCode).toBe(404);
  });

  it('stores a name without its bidirectional overrides or control characters', async () => {
    const folderId = await nomadFolder();
    const list = (
      await attach(folderId, [{ filename: 'facture\u202egpj.exe\u2066\u200f\u0085', bytes: photo }])
    ).json() as FolderDocumentList;
    expect(list.map((d) => d.filename)).toEqual(['facturegpj.exe']);
  });

  it('refuses an image over 40 megapixels with a French 400 before decoding it, storing nothing', async () => {
    const folderId = await nomadFolder();
    const response = await attach(folderId, [
      { filename: 'ok.jpg', bytes: photo },
      { filename: 'bombe.png', bytes: await pngDeclaring(8000, 5001) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe(
      "L'image « bombe.png » est trop grande : 40 mégapixels au plus.",
    );
    expect(await storedCount(folderId)).toBe(0);
  });

  it('refuses a batch of 10 files and stores none of it', async () => {
    const folderId = await nomadFolder();
    const ten = Array.from({ length: 10 }, (_, i) => ({ filename: `p${i}.png`, bytes: photo }));
    const response = await attach(folderId, ten);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('Charger uniquement par lot de 10 documents max.');
    expect(await storedCount(folderId)).toBe(0);
    // 12 files: the parser stops at the limit, the same refusal.
    expect((await attach(folderId, [...ten, ...ten.slice(0, 2)])).statusCode).toBe(400);
  });

  it('refuses a file over 10 MB, and the good files sent with it', async () => {
    const folderId = await nomadFolder();
    const big = Buffer.concat([photo, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - photo.length)]);
    const response = await attach(folderId, [
      { filename: 'ok.jpg', bytes: photo },
      { filename: 'énorme.jpg', bytes: big },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe(
      'Le fichier « énorme.jpg » dépasse la taille maximale de 10 Mo.',
    );
    expect(await storedCount(folderId)).toBe(0);
  });

  it('judges the type from the bytes: an .exe renamed .jpg is refused', async () => {
    const folderId = await nomadFolder();
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(500)]);
    const response = await attach(folderId, [
      { filename: 'photo.jpg', bytes: exe, contentType: 'image/jpeg' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe(
      "Le fichier « photo.jpg » n'est ni une image (JPEG, PNG, WebP, HEIC) ni un PDF.",
    );
    expect(await storedCount(folderId)).toBe(0);
  });

  it('refuses past 100 documents in the folder (409), counting what is there', async () => {
    const folderId = await nomadFolder();
    await t.database.db.insert(folderDocuments).values(
      Array.from({ length: 98 }, (_, i) => ({
        accountId: depanneur,
        folderId,
        filename: `d${i}.pdf`,
        contentType: 'application/pdf' as const,
        size: 4,
        content: Buffer.from('%PDF'),
      })),
    );
    const three = [1, 2, 3].map((i) => ({ filename: `p${i}.jpg`, bytes: photo }));
    const response = await attach(folderId, three);
    expect(response.statusCode).toBe(409);
    expect(response.json().error_description).toBe('Le nombre maximal de documents est atteint.');
    expect(await storedCount(folderId)).toBe(98);
    expect((await attach(folderId, three.slice(0, 2))).statusCode).toBe(200);
    expect(await storedCount(folderId)).toBe(100);
  });

  it('refuses the states where documents cannot be added (409)', async () => {
    for (const state of [FolderState.CLOSED, FolderState.WAITING, FolderState.CANCELED]) {
      const folderId = await nomadFolder(state);
      const response = await attach(folderId, [{ filename: 'a.jpg', bytes: photo }]);
      expect(response.statusCode, state).toBe(409);
      expect(response.json().error_description).toMatch(/^Impossible d'ajouter un document/);
      expect(await storedCount(folderId)).toBe(0);
    }
  });

  it('answers 403 to an assisteur and a supervisor, 404 for another account, 400 without multipart', async () => {
    const folderId = await nomadFolder();
    expect((await attach(folderId, [{ filename: 'a.jpg', bytes: photo }], 'assisteur')).statusCode).toBe(403);
    expect((await attach(folderId, [{ filename: 'a.jpg', bytes: photo }], 'superviseur')).statusCode).toBe(
      403,
    );
    const other = await nomadFolder(FolderState.ACCEPTED, await accountIdOf(t, 'mission'));
    expect((await attach(other, [{ filename: 'a.jpg', bytes: photo }])).statusCode).toBe(404);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${folderId}/attachDocument`,
      headers: await t.bearer('depanneur'),
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error_description).toMatch(/multipart/);
    const empty = await attach(folderId, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error_description).toBe('Aucun fichier à ajouter.');
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${folderId}/attachDocument`,
      headers: { ...(await t.bearer('depanneur')), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.jpg"\r\n\r\n\xff\xd8',
    });
    expect(broken.statusCode).toBe(400);
    expect(await storedCount(folderId)).toBe(0);
  });
});

describe('GET /api/folders/{id}/documents/{documentId}…', () => {
  it("answers 404 for another account's document, or a document through another folder", async () => {
    const folderId = await nomadFolder();
    const [doc] = (
      await attach(folderId, [{ filename: 'a.jpg', bytes: photo }])
    ).json() as FolderDocumentList;
    const elsewhere = await nomadFolder();
    for (const suffix of ['/binary', '/image', '']) {
      expect(
        (await get(`/api/folders/${folderId}/documents/${doc!.id}${suffix}`, 'mission')).statusCode,
      ).toBe(404);
      expect((await get(`/api/folders/${elsewhere}/documents/${doc!.id}${suffix}`)).statusCode).toBe(404);
    }
    expect((await get(`/api/folders/${folderId}/documents/${doc!.id}/binary`, 'assisteur')).statusCode).toBe(
      403,
    );
    expect((await get(`/api/folders/${folderId}/documents/99999999999/binary`)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/folders/${folderId}/documents/${doc!.id}/binary` }))
        .statusCode,
    ).toBe(401);
  });
});
