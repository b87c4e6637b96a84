/** How the event modal shows a message: JSON pretty-printed, XML indented, anything else as it is. */
export type EventMessageView = { kind: 'json' | 'xml' | 'text'; text: string };

function asJson(message: string): EventMessageView | null {
  try {
    const parsed: unknown = JSON.parse(message);
    // The server stores what a request carried as JSON: a bare string is the driver's text.
    if (typeof parsed === 'string') return { kind: 'text', text: parsed };
    if (typeof parsed !== 'object' || parsed === null) return { kind: 'text', text: message };
    return { kind: 'json', text: JSON.stringify(parsed, null, 2) };
  } catch {
    return null;
  }
}

const isClosing = (token: string) => token.startsWith('</');
const isOpening = (token: string) =>
  token.startsWith('<') && !isClosing(token) && !/^<[?!]/.test(token) && !token.endsWith('/>');

/** Indents XML two spaces a level; an element holding only text stays on one line. */
export function indentXml(xml: string): string {
  const tokens = (xml.match(/<[^>]+>|[^<]+/g) ?? []).map((t) => t.trim()).filter(Boolean);
  const lines: string[] = [];
  let depth = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const pad = (level: number) => '  '.repeat(Math.max(level, 0));
    if (isClosing(token)) {
      depth -= 1;
      lines.push(pad(depth) + token);
    } else if (isOpening(token) && !tokens[i + 1]?.startsWith('<') && isClosing(tokens[i + 2] ?? '')) {
      lines.push(pad(depth) + token + tokens[i + 1] + tokens[i + 2]);
      i += 2;
    } else {
      lines.push(pad(depth) + token);
      if (isOpening(token)) depth += 1;
    }
  }
  return lines.join('\n');
}

export function eventMessageView(message: string): EventMessageView {
  const trimmed = message.trim();
  const json = asJson(trimmed);
  if (json) return json;
  if (trimmed.startsWith('<') && trimmed.endsWith('>')) return { kind: 'xml', text: indentXml(trimmed) };
  return { kind: 'text', text: message };
}
