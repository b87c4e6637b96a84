/**
 * A Content-Disposition header naming a file (RFC 6266): an ASCII fallback for old clients,
 * and the real name, accents included, in RFC 5987 `filename*`. Quotes, backslashes and
 * control characters never reach the header.
 */
export function contentDisposition(filename: string, type: 'attachment' | 'inline'): string {
  const fallback = filename
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
