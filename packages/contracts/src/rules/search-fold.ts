/**
 * The keyword search ignores case and accents: 'elodie' finds 'Élodie' and 'ELODIE'. The folders'
 * `search_text` column is folded in SQL by `plateau_search_fold(text)` (migration 0003) and the
 * typed keyword by foldForSearch(), with exactly this mapping: each letter of SEARCH_FOLD_FROM
 * becomes the letter at the same place in SEARCH_FOLD_TO, then each ligature of
 * SEARCH_FOLD_LIGATURES becomes its two letters, and combining accents (U+0300 to U+036F, as in a
 * decomposed 'é') are dropped. Any other character is kept as it is, so the result does not depend
 * on the database's locale. Change it only with a new migration.
 */
export const SEARCH_FOLD_FROM =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ' +
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄą' +
  'ÇçĆćĈĉĊċČč' +
  'ĎďĐđ' +
  'ÈÉÊËèéêëĒēĔĕĖėĘęĚě' +
  'ĜĝĞğĠġĢģ' +
  'ĤĥĦħ' +
  'ÌÍÎÏìíîïĨĩĪīĬĭĮįİı' +
  'Ĵĵ' +
  'Ķķ' +
  'ĹĺĻļĽľĿŀŁł' +
  'ÑñŃńŅņŇň' +
  'ÒÓÔÕÖØòóôõöøŌōŎŏŐő' +
  'ŔŕŖŗŘř' +
  'ŚśŜŝŞşŠš' +
  'ŢţŤťŦŧ' +
  'ÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲų' +
  'Ŵŵ' +
  'ÝýÿŶŷŸ' +
  'ŹźŻżŽž';

export const SEARCH_FOLD_TO =
  'abcdefghijklmnopqrstuvwxyz' +
  'aaaaaaaaaaaaaaaaaa' +
  'cccccccccc' +
  'dddd' +
  'eeeeeeeeeeeeeeeeee' +
  'gggggggg' +
  'hhhh' +
  'iiiiiiiiiiiiiiiiii' +
  'jj' +
  'kk' +
  'llllllllll' +
  'nnnnnnnn' +
  'oooooooooooooooooo' +
  'rrrrrr' +
  'ssssssss' +
  'tttttt' +
  'uuuuuuuuuuuuuuuuuuuu' +
  'ww' +
  'yyyyyy' +
  'zzzzzz';

/** Ligatures, folded after the letters (each is one character becoming two). */
export const SEARCH_FOLD_LIGATURES: readonly (readonly [string, string])[] = [
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['ß', 'ss'],
];

/** Combining accents, dropped. */
export const SEARCH_FOLD_COMBINING_FIRST = 0x300;
export const SEARCH_FOLD_COMBINING_LAST = 0x36f;

const folded = new Map<string, string>();
for (let i = 0; i < SEARCH_FOLD_FROM.length; i++) folded.set(SEARCH_FOLD_FROM[i]!, SEARCH_FOLD_TO[i]!);
for (const [ligature, plain] of SEARCH_FOLD_LIGATURES) folded.set(ligature, plain);
for (let code = SEARCH_FOLD_COMBINING_FIRST; code <= SEARCH_FOLD_COMBINING_LAST; code++)
  folded.set(String.fromCharCode(code), '');

/** Only what can fold: the rest of the text is left alone. */
// eslint-disable-next-line no-misleading-character-class -- the combining accents are matched alone, on purpose
const FOLDABLE = /[A-Z\u00c0-\u017f\u0300-\u036f]/g;

/** The search form of a text: lower-case ASCII letters for every Latin letter, accents dropped. */
export function foldForSearch(text: string): string {
  return text.replace(FOLDABLE, (c) => folded.get(c) ?? c);
}
