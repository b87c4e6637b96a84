import { z } from 'zod';

/**
 * The field builders every request schema uses: they bound what the database would reject, so a
 * client's bad input is a 400 with a French message, never a 500 (issue 12, point 6).
 *  - ids and counters fit PostgreSQL's `integer` (at most 2 147 483 647);
 *  - text holds no NUL character (PostgreSQL text refuses it) and no lone UTF-16 surrogate (not
 *    Unicode: it would be stored as a replacement character);
 *  - dates have a year PostgreSQL and people understand (year 0000 does not exist).
 */

/** PostgreSQL's largest `integer`. */
export const MAX_INT = 2_147_483_647;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2999;

export const ID_INVALID_MESSAGE = 'Identifiant non valide';
export const TEXT_INVALID_MESSAGE =
  'Le texte contient un caractère non autorisé (caractère nul ou caractère Unicode incomplet)';
export const DATE_RANGE_MESSAGE = `La date doit être comprise entre ${MIN_YEAR} et ${MAX_YEAR}`;
export const textTooLongMessage = (max: number) => `Le texte ne doit pas dépasser ${max} caractères`;
export const integerRangeMessage = (min: number, max: number) =>
  `Nombre entier attendu, entre ${min} et ${max}`;

/** NUL, or a surrogate that is not half of a pair (with the u flag, a pair is one code point). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const UNSAFE_TEXT = /[\u0000\uD800-\uDFFF]/u;
/** True when PostgreSQL can store the text as it is. */
export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

const yearOf = (value: string) => Number(value.slice(0, 4));
const saneYear = (year: number) => year >= MIN_YEAR && year <= MAX_YEAR;
/**
 * True when the ISO date's year is between MIN_YEAR and MAX_YEAR: the year written and, for a date
 * and time, the year of the instant too — « 1900-01-01T00:00:00+14:00 » is in 1899 and
 * « 2999-12-31T23:00:00-05:00 » in 3000, once stored.
 */
export const hasSaneYear = (value: string): boolean => {
  if (!saneYear(yearOf(value))) return false;
  if (!value.includes('T')) return true;
  const instant = Date.parse(value);
  return Number.isFinite(instant) && saneYear(new Date(instant).getUTCFullYear());
};

/** A database id in a JSON body: a positive integer that fits `integer`. */
export const idField = z
  .number({ error: ID_INVALID_MESSAGE })
  .int(ID_INVALID_MESSAGE)
  .min(1, ID_INVALID_MESSAGE)
  .max(MAX_INT, ID_INVALID_MESSAGE);

/** A database id in a path or a query string (text turned into a number). */
export const idParam = z.coerce
  .number({ error: ID_INVALID_MESSAGE })
  .int(ID_INVALID_MESSAGE)
  .min(1, ID_INVALID_MESSAGE)
  .max(MAX_INT, ID_INVALID_MESSAGE);

/** An integer of a JSON body between min and max (both within `integer`). */
export const intField = (min = -MAX_INT, max = MAX_INT) =>
  z
    .number()
    .int(integerRangeMessage(min, max))
    .min(min, integerRangeMessage(min, max))
    .max(max, integerRangeMessage(min, max));

/** An integer of a query string between min and max (both within `integer`). */
export const intParam = (min = 0, max = MAX_INT) =>
  z.coerce
    .number()
    .int(integerRangeMessage(min, max))
    .min(min, integerRangeMessage(min, max))
    .max(max, integerRangeMessage(min, max));

/** Text of at most `max` characters, trimmed, storable. */
export const textField = (max: number) =>
  z.string().trim().max(max, textTooLongMessage(max)).refine(isSafeText, TEXT_INVALID_MESSAGE);

/** Text kept as typed (a password, a token): not trimmed, at most `max` characters, storable. */
export const rawTextField = (max: number) =>
  z.string().max(max, textTooLongMessage(max)).refine(isSafeText, TEXT_INVALID_MESSAGE);

/** A date and time with its offset (ISO 8601), year between MIN_YEAR and MAX_YEAR. */
export const dateTimeField = z.iso.datetime({ offset: true }).refine(hasSaneYear, DATE_RANGE_MESSAGE);

/** A date without time (yyyy-MM-dd), year between MIN_YEAR and MAX_YEAR. */
export const dateField = z.iso.date().refine(hasSaneYear, DATE_RANGE_MESSAGE);

/**
 * A drawn signature as the signature box gives it: a PNG data URL, at most 400,000 characters
 * (about 300 KB; a phone's box at 3 pixels per point stays well under it). Every signature sent
 * (the driver's report, PV and cash, the yard's sheets and releases) is checked by this one rule.
 */
export const signaturePngField = z
  .string()
  .max(400_000, 'La signature est trop lourde')
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'La signature doit être une image PNG');
