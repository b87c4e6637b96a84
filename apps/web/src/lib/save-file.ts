/** How long a saved file's blob stays readable by the browser's download. */
const KEEP_BLOB_MS = 60_000;

/** Hands a downloaded file to the browser under its name (the API needs a token header, so no plain link). */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The click only asks for the download: Chromium reads the blob later, and on a loaded machine a
  // link revoked at the next tick was sometimes gone by then (no file, no error; seen in the
  // invoices browser test). A minute later the file is saved for sure; until then the memory stays.
  setTimeout(() => URL.revokeObjectURL(url), KEEP_BLOB_MS);
}

/** Shows a downloaded file (a photo) in a new tab; its blob is freed as a saved file's is. */
export function openFile(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), KEEP_BLOB_MS);
}
