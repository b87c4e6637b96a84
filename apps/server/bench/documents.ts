import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { BenchDatabase } from './databases.ts';
import { formatFigures, runLoad } from './load.ts';
import { spawnServer } from './spawn-server.ts';

const BASIC_CLIENT = `Basic ${Buffer.from('backoffice:backoffice').toString('base64')}`;
/** Each folder takes at most 100 documents: uploads are spread over this many folders. */
const FOLDERS = 40;

/** A photo of about 2 MB: noise, so that the JPEG does not shrink to nothing. */
async function twoMegabytePhoto(): Promise<Buffer> {
  const [width, height] = [2000, 1400];
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

function multipart(filename: string, bytes: Buffer) {
  const boundary = `----bench${randomBytes(6).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * Folder documents (issue 6): the upload of a 2 MB photo (bytes sniffed, thumbnail made with
 * sharp, stored in the database), the GET of its thumbnail, and the technician report's PDF
 * for a folder with 6 photos (aim: p95 ≤ 300 ms). The server runs with E2E_FIXTURES=1 so that
 * the bench makes its folders through the test route.
 */
export async function benchDocuments(database: BenchDatabase, seconds: number): Promise<void> {
  console.log(`\nDocuments — ${database.label}`);
  const server = await spawnServer({ ...database.env, E2E_FIXTURES: '1' });
  try {
    const signIn = await fetch(`${server.url}/oauth/token`, {
      method: 'POST',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password&username=depanneur&password=depanneur',
    });
    const { access_token } = (await signIn.json()) as { access_token: string };
    const auth = { authorization: `Bearer ${access_token}` };
    const folders: Array<{ id: number; orderNo: string }> = [];
    for (let i = 0; i < FOLDERS; i++) {
      const made = await fetch(`${server.url}/api/testing/folders`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ state: 'ACCEPTED', origin: 'NOMAD', truck: true }),
      });
      if (!made.ok) throw new Error(`fixture folder: ${made.status} ${await made.text()}`);
      folders.push((await made.json()) as { id: number; orderNo: string });
    }

    const photo = await twoMegabytePhoto();
    const upload = multipart('photo.jpg', photo);
    const uploadUrl = (id: number) => `/api/folders/${id}/attachDocument`;
    let next = 0;
    const uploads = await runLoad({
      url: `${server.url}${uploadUrl(folders[0]!.id)}`,
      method: 'POST',
      headers: { ...auth, 'content-type': upload.contentType },
      body: upload.body,
      makePath: () => uploadUrl(folders[next++ % folders.length]!.id),
      connections: 4,
      seconds,
    });
    const size = (photo.length / 1024 / 1024).toFixed(1);
    console.log(`  POST attachDocument (${size} MB photo)  4 conn  ${formatFigures(uploads)}`);

    const sample = folders[0]!;
    const documents = (await (
      await fetch(`${server.url}/api/folders/${sample.id}`, { headers: auth })
    ).json()) as {
      documents: Array<{ id: number }>;
    };
    const documentId = documents.documents[0]?.id;
    if (!documentId) throw new Error('no document was stored');
    const thumbnail = await runLoad({
      url: `${server.url}/api/folders/${sample.id}/documents/${documentId}/image`,
      headers: auth,
      connections: 10,
      seconds,
    });
    console.log(`  GET thumbnail (base64)          10 conn  ${formatFigures(thumbnail)}`);

    // A folder with exactly 6 photos and an agent: the report's usual size.
    const reportFolder = folders.at(-1)!;
    const six = multipart('photo.jpg', await sharp(photo).resize(1200).jpeg().toBuffer());
    for (let i = 0; i < 6; i++)
      await fetch(`${server.url}${uploadUrl(reportFolder.id)}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': six.contentType },
        body: six.body,
      });
    const pdf = await runLoad({
      url: `${server.url}/api/reports/${reportFolder.orderNo}/pdf`,
      headers: auth,
      connections: 2,
      seconds,
    });
    console.log(`  GET report PDF (6+ photos)       2 conn  ${formatFigures(pdf)}  (aim p95 ≤ 300 ms)`);
  } finally {
    await server.stop();
    await database.drop();
  }
}
