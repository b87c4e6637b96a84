import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { MissionState } from '../referentials/codes.ts';
import { isMissionOnTheRoad } from './mission-steps.ts';
import { foldForSearch } from './search-fold.ts';

/** What replaces a person's data once erased (issue 23 §3). */
export const ANONYMISED = 'Anonymisé';

/**
 * A person searched for: a phone (by its national significant digits, so 06 12 34 56 78,
 * +33612345678 and 0033 6 12 34 56 78 are one), an e-mail, or words of a name or a plate
 * (folded: no case, no accents).
 */
export type PersonQuery =
  | { kind: 'PHONE'; digits: string }
  | { kind: 'EMAIL'; email: string }
  | { kind: 'TEXT'; words: string[] };

const PHONE_LIKE = /^[+\d\s().-]+$/;

export function parsePersonQuery(input: string): PersonQuery | null {
  const text = input.trim();
  if (PHONE_LIKE.test(text) && text.replace(/\D/g, '').length >= 9) {
    const parsed = parsePhoneNumberFromString(text, 'FR');
    if (parsed?.isValid()) return { kind: 'PHONE', digits: String(parsed.nationalNumber) };
  }
  if (text.includes('@')) return text.length >= 3 ? { kind: 'EMAIL', email: foldForSearch(text) } : null;
  const words = foldForSearch(text)
    .split(/[\s,;]+/)
    .filter((w) => w.length > 0);
  return words.join('').length >= 2 ? { kind: 'TEXT', words } : null;
}

/** A regular expression (POSIX and JavaScript alike) finding these digits whatever their separators. */
export function phoneDigitsPattern(digits: string): string {
  return digits.split('').join('[ .()-]{0,3}');
}

/** The letters and digits of a plate, folded: 'AB-123-CD' and 'ab 123 cd' are 'ab123cd'. */
export const compactPlate = (plate: string): string => foldForSearch(plate).replace(/[^a-z0-9]/g, '');

/**
 * The identifiers of a person gathered from what was found (names, phones, e-mails, plates): a
 * text holding any of them is the person's and is anonymised whole.
 */
export interface PersonIdentifiers {
  names: string[];
  phones: string[];
  emails: string[];
  plates: string[];
}

export function identifierMatcher(ids: PersonIdentifiers): (text: string) => boolean {
  const names = ids.names.map(foldForSearch).filter((n) => n.length >= 3);
  const emails = ids.emails.map(foldForSearch).filter((e) => e.length >= 3);
  const plates = ids.plates.map(compactPlate).filter((p) => p.length >= 4);
  const phones = ids.phones.filter((d) => d.length >= 6).map((d) => new RegExp(phoneDigitsPattern(d)));
  return (text) => {
    const folded = foldForSearch(text);
    if (names.some((n) => folded.includes(n)) || emails.some((e) => folded.includes(e))) return true;
    if (phones.some((re) => re.test(text))) return true;
    const compact = folded.replace(/[^a-z0-9]/g, '');
    return plates.some((p) => compact.includes(p));
  };
}

/** The national significant digits of a phone as typed anywhere, or null. */
export function phoneDigits(value: string): string | null {
  const parsed = parsePhoneNumberFromString(value, 'FR');
  return parsed?.isValid() ? String(parsed.nationalNumber) : null;
}

/**
 * How the journal writes a searched term: enough to recognise a request, never the whole name or
 * number (the journal outlives the person's erasure and can never be changed).
 */
export function maskTerm(term: string): string {
  const text = term.trim();
  if (text.length <= 4) return `${text.slice(0, 1)}***`;
  return `${text.slice(0, 2)}***${text.slice(-2)}`;
}

/** What decides whether a driver is at work when a position arrives (issue 23 §7). */
export interface WorkFacts {
  /** The state of the mission the position was reported for. */
  missionState: MissionState;
  /** On duty in the driver app (set by the app when it has the notion; absent: not known). */
  onDuty?: boolean;
}

/**
 * A driver's position is kept only while they work: a mission on the road, or on duty in the
 * driver app. Anything else is dropped and counted, never stored (CNIL: no tracking off work).
 */
export const isPositionAtWork = (facts: WorkFacts): boolean =>
  facts.onDuty === true || isMissionOnTheRoad(facts.missionState);
