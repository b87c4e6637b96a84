/**
 * Characters a stored file name must not hold. Control characters (C0, DEL, C1) break headers and
 * logs. Bidirectional controls (LRM/RLM, ALM, LRE–RLO U+202A–U+202E, LRI–PDI U+2066–U+2069) make a
 * name read differently from what it is: « facture\u202Efdp.exe » shows as « factureexe.pdf ».
 * Lone surrogate halves are not text at all.
 */
const UNSAFE_NAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** A file name as it may be stored and shown: without the characters above, trimmed. */
export const withoutUnsafeNameCharacters = (name: string): string =>
  name.replace(UNSAFE_NAME_CHARACTERS, '').trim();
