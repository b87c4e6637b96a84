import { checkUploadBatch } from '@plateau/contracts';

/** The bytes the type is judged from (sniffDocumentType needs 32). */
const SNIFFED_BYTES = 32;

/**
 * Issue 20 §1: the server's batch rule, run in the browser first (count, folder total, each
 * file's size and type from its first bytes), so a refused batch is never sent.
 */
export async function browserUploadCheck(files: readonly File[], existingCount: number) {
  const count = checkUploadBatch(
    files.map((file) => ({ filename: file.name, size: 1, bytes: new Uint8Array([0xff, 0xd8, 0xff]) })),
    existingCount,
  );
  if (!count.ok) return count;
  const read = await Promise.all(
    files.map(async (file) => ({
      filename: file.name,
      size: file.size,
      bytes: new Uint8Array(await file.slice(0, SNIFFED_BYTES).arrayBuffer()),
    })),
  );
  return checkUploadBatch(read, existingCount);
}

/** The types the server accepts (it judges from the bytes; this only filters the file picker). */
export const ACCEPTED_TYPES =
  'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf';
