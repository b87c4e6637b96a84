import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_REQUIRED_MESSAGE, YARD_PHOTO_NOT_IMAGE_MESSAGE } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { carEntry, releaseBody, SIGNATURE_PNG, yardCaller } from '../../test/yard-fixtures.ts';

let t: TestContext;
let call: ReturnType<typeof yardCaller>;
let jpeg: Buffer;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  call = yardCaller(t);
  const photo = (format: 'jpeg' | 'png') =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#8a9bb0' } })
      .toFormat(format)
      .toBuffer();
  [jpeg, png] = await Promise.all([photo('jpeg'), photo('png')]);
});
afterAll(() => t.close());

let keys = 0;
/** Sends an image to the entry's sheet, as the browser does (the image itself, with a key). */
const upload = async (
  login: string,
  url: string,
  bytes: Buffer,
  options: { type?: string; key?: boolean } = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      ...(await t.bearer(login)),
      'content-type': options.type ?? 'image/jpeg',
      ...(options.key === false ? {} : { 'idempotency-key': `yard-photo-${++keys}` }),
    },
    payload: bytes,
  });
const get = async (login: string, url: string, method: 'GET' | 'DELETE' = 'GET') =>
  t.app.inject({ method, url, headers: await t.bearer(login) });

/** The images a PDF holds, as `pdfimages -list` sees them: width×height and encoding. */
function pdfImages(pdf: Buffer) {
  const file = join(mkdtempSync(join(tmpdir(), 'yard-photos-')), 'fiche.pdf');
  writeFileSync(file, pdf);
  const text = execFileSync('pdftotext', [file, '-']).toString();
  const images = execFileSync('pdfimages', ['-list', file])
    .toString()
    .split('\n')
    .slice(2)
    .filter((line) => line.trim() !== '')
    .map((line) => line.trim().split(/\s+/))
    .filter((cols) => cols[2] === 'image')
    .map((cols) => `${cols[3]}x${cols[4]} ${cols[8]}`);
  return { text, images: images.sort() };
}

describe('the photos of the condition sheet', () => {
  it('are added, listed, shown small, printed on the sheet with each signature, deleted, then frozen at release', async () => {
    const created = await call('POST', '/entries', 'operateur', {
      ...carEntry({ vehicle: { plate: 'PH-001-TO', category: 'VP' } }),
      condition: {
        generalState: 'DEGRADE',
        marks: [],
        gardienSignature: SIGNATURE_PNG,
        ownerSignature: SIGNATURE_PNG,
        officerSignature: SIGNATURE_PNG,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const photos = `/api/yard/entries/${created.json().id}/photos`;

    const notImage = await upload('operateur', photos, Buffer.from('GIF89a pas une photo'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error_description).toBe(YARD_PHOTO_NOT_IMAGE_MESSAGE);
    // A JPEG's first bytes followed by nothing sharp can decode.
    const fake = await upload('operateur', photos, Buffer.concat([jpeg.subarray(0, 40), Buffer.alloc(200)]));
    expect(fake.statusCode).toBe(400);
    const keyless = await upload('operateur', photos, jpeg, { key: false });
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error_description).toBe(IDEMPOTENCY_KEY_REQUIRED_MESSAGE);
    expect((await get('operateur', photos)).json()).toEqual([]);

    const first = await upload('operateur', `${photos}?takenAt=2026-11-20T08:30:00.000Z`, jpeg);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual([
      { id: expect.any(Number), contentType: 'image/jpeg', takenAt: '2026-11-20T08:30:00.000Z' },
    ]);
    const second = await upload('depanneur', photos, png, { type: 'image/png' });
    expect(second.statusCode, second.body).toBe(201);
    const listed = (await get('operateur', photos)).json();
    expect(listed.map((p: { contentType: string }) => p.contentType)).toEqual(['image/jpeg', 'image/png']);
    const [firstId, secondId] = listed.map((p: { id: number }) => p.id);

    const thumbnail = await get('operateur', `${photos}/${secondId}/thumbnail`);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.json().contentType).toBe('image/jpeg');
    const small = await sharp(Buffer.from(thumbnail.json().base64, 'base64')).metadata();
    expect([small.format, small.width, small.height]).toEqual(['jpeg', 320, 240]);
    const image = await get('operateur', `${photos}/${firstId}`);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.compare(image.rawPayload, jpeg)).toBe(0);

    const sheet = await get('operateur', `/api/yard/entries/${created.json().id}/condition.pdf`);
    expect(sheet.statusCode).toBe(200);
    const printed = pdfImages(sheet.rawPayload);
    // Both thumbnails (JPEG) and the three 1×1 signatures (PNG: image plus its alpha mask).
    expect(printed.images.filter((i) => i.startsWith('320x240'))).toEqual(['320x240 jpeg', '320x240 jpeg']);
    expect(printed.images.filter((i) => i.startsWith('1x1'))).toHaveLength(3);
    expect(printed.text).toContain('Photos (2)');
    expect(printed.text).toContain('Photo 2');
    expect(printed.text).toContain('Signature du gardien');
    expect(printed.text).toContain('Signature du propriétaire');
    expect(printed.text).toContain('Signature de l’agent');

    const removed = await get('operateur', `${photos}/${firstId}`, 'DELETE');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().map((p: { id: number }) => p.id)).toEqual([secondId]);
    expect((await get('operateur', `${photos}/${firstId}/thumbnail`)).statusCode).toBe(404);

    const released = await call(
      'POST',
      `/entries/${created.json().id}/release`,
      'operateur',
      releaseBody({ expectedTotalCents: 12765 + 3 * 675 }),
    );
    expect(released.statusCode, released.body).toBe(200);
    expect((await get('operateur', `${photos}/${secondId}`, 'DELETE')).statusCode).toBe(409);
    expect((await upload('operateur', photos, jpeg)).statusCode).toBe(409);
    expect((await get('operateur', photos)).json()).toHaveLength(1);
  });

  it('are in the demo: the scratched Peugeot of the yard has three', async () => {
    const lot = (await call('GET', '/entries?plate=GH-482-KL', 'depanneur')).json();
    const photos = await get('depanneur', `/api/yard/entries/${lot.rows[0].id}/photos`);
    expect(photos.json()).toHaveLength(3);
  });

  it('are another account’s as if they did not exist, and refuse ids beyond an integer', async () => {
    const id = (
      await call(
        'POST',
        '/entries',
        'operateur',
        carEntry({ vehicle: { plate: 'PH-002-TO', category: 'VP' } }),
      )
    ).json().id;
    const photos = `/api/yard/entries/${id}/photos`;
    const [photo] = (await upload('operateur', photos, jpeg)).json();
    expect((await get('mission', photos)).statusCode).toBe(404);
    expect((await get('mission', `${photos}/${photo.id}`)).statusCode).toBe(404);
    expect((await get('mission', `${photos}/${photo.id}/thumbnail`)).statusCode).toBe(404);
    expect((await get('mission', `${photos}/${photo.id}`, 'DELETE')).statusCode).toBe(404);
    expect((await upload('mission', photos, jpeg)).statusCode).toBe(404);
    expect((await get('operateur', photos)).json()).toHaveLength(1);

    expect((await get('operateur', `/api/yard/entries/2147483648/photos`)).statusCode).toBe(400);
    expect((await get('operateur', `${photos}/99999999999/thumbnail`)).statusCode).toBe(400);
    expect((await get('operateur', `${photos}/2147483647`, 'DELETE')).statusCode).toBe(404);
    expect((await upload('operateur', `/api/yard/entries/2147483648/photos`, jpeg)).statusCode).toBe(400);
  });
});
