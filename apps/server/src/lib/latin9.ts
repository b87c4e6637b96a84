/**
 * ISO 8859-15 (Latin-9), one of the encodings the FEC may use (LPF art. A. 47 A-1): Latin-1 with
 * eight places given to € Š š Ž ž Œ œ Ÿ. Node has no Latin-9 codec, so it is written here.
 *
 * Text outside Latin-9 is transliterated first (toLatin9Text), so that a name still reads as the
 * person typed it: « Łukasz Dąbrowski » becomes « Lukasz Dabrowski », typographic quotes and
 * dashes their ASCII forms, emoji are left out. Only a character with no Latin reading (Cyrillic,
 * Chinese…) becomes '?'.
 */

/** The eight Latin-9 characters that take the place of Latin-1's ¤ ¦ ¨ ´ ¸ ¼ ½ ¾, with their byte. */
const LATIN9_SPECIALS = new Map<string, number>([
  ['€', 0xa4],
  ['Š', 0xa6],
  ['š', 0xa8],
  ['Ž', 0xb4],
  ['ž', 0xb8],
  ['Œ', 0xbc],
  ['œ', 0xbd],
  ['Ÿ', 0xbe],
]);
const REPLACED_LATIN1 = new Set([0xa4, 0xa6, 0xa8, 0xb4, 0xb8, 0xbc, 0xbd, 0xbe]);

/** The byte of a character in Latin-9, or undefined when Latin-9 has none (controls other than tab/CR/LF included). */
function latin9Byte(char: string): number | undefined {
  const special = LATIN9_SPECIALS.get(char);
  if (special !== undefined) return special;
  const code = char.codePointAt(0)!;
  if (code === 0x09 || code === 0x0a || code === 0x0d) return code;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code > 0xff || REPLACED_LATIN1.has(code))
    return undefined;
  return code;
}

/**
 * Readings that Unicode decomposition does not give: letters with a stroke, punctuation with an
 * ASCII form, spaces, and the Latin-1 signs Latin-9 gave up.
 */
const READINGS: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  ĸ: 'k',
  Ŋ: 'N',
  ŋ: 'n',
  Ŧ: 'T',
  ŧ: 't',
  ƒ: 'f',
  Ə: 'E',
  ə: 'e',
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '´': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '‟': '"',
  '″': '"',
  '¨': '"',
  '‹': '<',
  '›': '>',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '―': '-',
  '−': '-',
  '⁄': '/',
  '•': '-',
  '¦': '|',
  '¸': ',',
  '¤': '',
  '\u2028': ' ',
  '\u2029': ' ',
};

/** Characters that carry no text of their own: emoji and pictographs, their joiners and variation selectors, invisible marks. */
const SILENT = /^(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|\p{Regional_Indicator}|\p{M}|\p{Cf})$/u;
/** Spaces of every width, and control characters (other than tab and line ends), read as a space. */
const SPACE = /^(?:\p{Zs}|\p{Cc})$/u;

/** One character's Latin-9 reading: itself, a reading, its base letters, nothing, or '?' as a last resort. */
function readingOf(char: string): string {
  if (latin9Byte(char) !== undefined) return char;
  if (char in READINGS) return READINGS[char]!;
  if (SPACE.test(char)) return ' ';
  // « ő » is o + double acute, « ﬁ » is f + i, « ½ » is 1 ⁄ 2, « ™ » is TM: the base letters, without their accents.
  const decomposed = [...char.normalize('NFKD').replace(/\p{M}/gu, '')];
  if (decomposed.length && decomposed.join('') !== char) {
    const parts = decomposed.map((c) => (latin9Byte(c) !== undefined ? c : READINGS[c]));
    if (parts.every((part) => part !== undefined)) return parts.join('');
  }
  return SILENT.test(char) ? '' : '?';
}

/** A run of characters Latin-9 does not write as they are, with the spaces around it. */
const OTHERS = /( *)([^\t\n\r\x20-\x7e\xa0-\xa3\xa5\xa7\xa9-\xb3\xb5-\xb7\xb9-\xbb\xbf-\xff€ŠšŽžŒœŸ]+)( *)/gu;
const isCellEdge = (char: string | undefined) =>
  char === undefined || char === '\t' || char === '\r' || char === '\n';

/**
 * The text with only characters Latin-9 can write, each other one replaced by its reading. Where
 * emoji are left out, the spaces around them are too: « Dépannage 🚗 Martin » reads « Dépannage
 * Martin », « Garage ❤️ » (before a tab, a line end or the end) reads « Garage ». Only the runs
 * of other characters are looked at, so a file's text costs one regular-expression pass.
 */
export function toLatin9Text(text: string): string {
  // NFC first: an « é » typed as e + U+0301 is Latin-9's single é.
  const nfc = text.normalize('NFC');
  return nfc.replace(OTHERS, (match: string, before: string, run: string, after: string, offset: number) => {
    const reading = Array.from(run, readingOf).join('');
    if (reading !== '') return before + reading + after;
    if (isCellEdge(nfc[offset - 1]) || isCellEdge(nfc[offset + match.length])) return '';
    return before || after ? ' ' : '';
  });
}

/** Text that Latin-1 and Latin-9 write alike: most of a file, turned into bytes without a look at each character. */
const SAME_IN_LATIN1 = /^[\t\n\r\x20-\x7e\xa0-\xa3\xa5\xa7\xa9-\xb3\xb5-\xb7\xb9-\xbb\xbf-\xff]*$/;
const SPECIALS = /[€ŠšŽžŒœŸ]/g;

/** The text's ISO 8859-15 bytes, after transliteration. */
export function encodeLatin9(text: string): Buffer {
  if (SAME_IN_LATIN1.test(text)) return Buffer.from(text, 'latin1');
  const latin9 = toLatin9Text(text).replace(SPECIALS, (char) =>
    String.fromCharCode(LATIN9_SPECIALS.get(char)!),
  );
  return Buffer.from(latin9, 'latin1');
}
