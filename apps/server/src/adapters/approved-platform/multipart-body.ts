import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  contentType: string;
  content: Buffer | string;
  filename?: string;
}

/** A multipart/form-data body (RFC 7578) of a few parts, as bytes: the file part is binary. */
export function multipartBody(parts: readonly MultipartPart[]): { body: Buffer; contentType: string } {
  const boundary = `plateau-${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename ? `; filename="${part.filename.replace(/["\r\n]/g, '_')}"` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${filename}\r\n` +
          `Content-Type: ${part.contentType}\r\n\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
