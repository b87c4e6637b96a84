/**
 * The file name a Content-Disposition header gives (RFC 6266): the UTF-8 `filename*` when there
 * is one, else the plain `filename`; null without either. The server chooses names the norm
 * sets (the FEC's SIRENFECYYYYMMDD.txt), so the browser saves them as they are.
 */
export function filenameOfDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!.trim());
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(header);
  const name = (plain?.[1] ?? plain?.[2])?.trim();
  return name || null;
}
