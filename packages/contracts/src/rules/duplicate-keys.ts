import { FolderState } from '../referentials/codes.ts';
import { foldForSearch } from './search-fold.ts';

/**
 * The keys under which two folders are « the same breakdown »: the plate and the caller's phone,
 * whatever the way they were typed. The server compares them in SQL with the same mapping
 * (folder-duplicates.repository.ts and the folders' search_text, migration 0039).
 */

/** A plate's key: its letters and digits in capitals, 'ab-123 cd' and 'AB123CD' alike. */
export function registrationKey(plate: string | null | undefined): string {
  return (plate ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/**
 * A phone's key: its digits, a French international prefix (+33, 0033) written as the leading 0,
 * so « +33 6 12 34 56 78 », « +33 (0)6 12 34 56 78 », « 06.12.34.56.78 » and « 0612345678 » are
 * one number.
 */
export function phoneKey(phone: string | null | undefined): string {
  return (phone ?? '')
    .replace(/[^0-9+]/g, '')
    .replace(/^(\+33|0033)0?/, '0')
    .replace(/\D/g, '');
}

/** Typed text that can only be (part of) a phone number: digits with spaces, dots, dashes, +, (). */
const PHONE_LIKE = /^[\d\s.+()-]+$/;

/**
 * What the folder search looks for: a phone typed with spaces or +33 is looked for as its key
 * (the folders' search_text holds the callers' phone keys); any other text folded (search-fold.ts).
 */
export function folderSearchNeedle(text: string): string {
  if (PHONE_LIKE.test(text) && /\d/.test(text)) return phoneKey(text);
  return foldForSearch(text);
}

/** Folders no longer open: a new call on the same plate or phone is a new case, not a duplicate. */
export const DUPLICATE_ENDED_STATES: readonly FolderState[] = [
  FolderState.CLOSED,
  FolderState.CANCELED,
  FolderState.REFUSED,
];

/** How far back an open folder counts as « of the day » for the warning (24 hours). */
export const DUPLICATE_WINDOW_HOURS = 24;
/** Keys shorter than this say nothing (a plate or a phone being typed). */
export const DUPLICATE_MIN_KEY_LENGTH = 6;
