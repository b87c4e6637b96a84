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
  // The browser has started the download by now; the next tick frees the memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
