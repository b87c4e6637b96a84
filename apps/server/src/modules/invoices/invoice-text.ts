import { invoiceFontCharacters } from '../../lib/pdf-fonts.ts';

/** What replaces a character the invoice font cannot draw, in the PDF and in the XML alike. */
export const MISSING_CHARACTER = '?';

// Joiners, variation selectors and skin-tone modifiers only shape the character before them.
const SHAPING = /\u200d|\ufe0e|\ufe0f|\p{Emoji_Modifier}/gu;
// Line breaks and tabs are spaces on a one-line cell; other control characters are not text
// (and XML 1.0 refuses most of them).
const BREAKS = /[\r\n\t]+/g;
const DROPPED = '\0';

/**
 * The text as the invoice shows it: composed accents (« é » typed as e + ◌́ becomes one character),
 * breaks as spaces, an emoji the font lacks left out (it says nothing an invoice needs), any other
 * character it lacks (CJK…) as « ? ». The PDF draws it and the Factur-X XML carries it, so both
 * read the same.
 */
export function invoiceText(text: string): string {
  const characters = invoiceFontCharacters();
  const shown = [...text.normalize('NFC').replace(SHAPING, '').replace(BREAKS, ' ')]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (code >= 0x20 && code !== 0x7f && characters.has(code)) return c;
      return /\p{Extended_Pictographic}/u.test(c) ? DROPPED : MISSING_CHARACTER;
    })
    .join('');
  // An emoji left out between two words leaves one space; at either end, none.
  return shown.replace(/( ?)\0+( ?)/g, (run: string, before: string, after: string, at: number) =>
    at === 0 || at + run.length === shown.length ? '' : before || after,
  );
}
