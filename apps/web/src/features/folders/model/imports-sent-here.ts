/**
 * The CSV files this tab sent for import. An import's end reaches every screen of the account; only
 * the tab that sent the file opens the window listing its problems, and only once. Elsewhere it is a
 * toast: a window opening over another tab's work (a form being filled) would take it away.
 */
const sentHere = new Set<string>();
/** Uploads this tab has not heard back from: their file names (as the server wrote them) come with the answer. */
const uploadsInFlight = new Set<Promise<unknown>>();

export function rememberSentFiles(filenames: readonly string[]): void {
  for (const name of filenames) sentHere.add(name);
}

/**
 * Follows an upload until the server answers. A small file's import can end, and its live message
 * arrive, before the answer that names the file reaches this tab (a busy machine did it): the
 * message then waits for the answer instead of being taken for another tab's file.
 */
export function trackUpload<T>(upload: Promise<T>): Promise<T> {
  const settled = upload.then(
    () => undefined,
    () => undefined,
  );
  uploadsInFlight.add(settled);
  void settled.then(() => uploadsInFlight.delete(settled));
  return upload;
}

/** {@link takeSentFileOf}, once this tab's uploads in flight have been answered. */
export async function takeSentFileOfWhenAnswered(message: string): Promise<boolean> {
  while (uploadsInFlight.size > 0) await Promise.all(uploadsInFlight);
  return takeSentFileOf(message);
}

/** Whether this message (« Le fichier « x.csv » … ») is about a file this tab sent; forgets it then. */
export function takeSentFileOf(message: string): boolean {
  for (const name of sentHere) {
    if (message.includes(`« ${name} »`)) {
      sentHere.delete(name);
      return true;
    }
  }
  return false;
}

/** The id of the « L'import est en cours... » toast, hidden when the file's problems show. */
export const CSV_IMPORT_SENT_TOAST = 'csv-import-sent';

/**
 * The toast of a file another tab sent: which file, not its problems (a phone cut the long list
 * at the toast's edge); the window listing them is in the tab that sent it.
 */
export function importRefusedElsewhere(message: string): string {
  const file = /^Le fichier « .+? » n'a pas été importé/.exec(message);
  return file ? `${file[0]} : ses problèmes sont listés dans l'onglet qui l'a envoyé.` : message;
}
