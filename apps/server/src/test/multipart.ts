import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export interface MultipartFile {
  filename: string;
  bytes: Buffer;
  /** The form field; 'files' unless said. An empty filename makes a text field (a JSON part). */
  field?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it, for inject. */
export function multipartBody(files: readonly MultipartFile[]) {
  const boundary = `----plateau${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    const name = `form-data; name="${file.field ?? 'files'}"`;
    chunks.push(
      Buffer.from(
        file.filename === ''
          ? `--${boundary}\r\nContent-Disposition: ${name}\r\n\r\n`
          : `--${boundary}\r\nContent-Disposition: ${name}; filename="${file.filename}"\r\n` +
              `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A photo-like JPEG of the given size (noise, so that it does not compress to nothing). */
export async function testJpeg(width = 1200, height = 900): Promise<Buffer> {
  const noise = randomBytes(width * height * 3);
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export const testPng = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();

/** The smallest PDF a reader opens: a header is all the type check needs. */
export const testPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );

/**
 * A small PNG whose header (IHDR) declares width × height: a decompression bomb's shape, made
 * without encoding its pixels. Only a decoder would notice the data does not match.
 */
export async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await testPng());
  // Signature (8) + IHDR length (4): the chunk type and data start at 12, width at 16, height at 20.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}
