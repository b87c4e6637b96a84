import { parisWallClock } from './paris-clock.ts';
/**
 * The SMS texts sent to customers and by event rules (spec 3 §5 SMS text): the placeholders, the
 * displayed length (what the message will weigh once filled) and the fill itself.
 */
export const SMS_TEXT_MAX_LENGTH = 160;
/** The field stops taking keys from here (the displayed length may still be under 160). */
export const SMS_TEXT_TYPING_LIMIT = 200;
export const SMS_TEXT_TOO_LONG_MESSAGE = `Le SMS ne doit pas dépasser ${SMS_TEXT_MAX_LENGTH} caractères`;

export const SMS_PLACEHOLDERS = ['#VEH_NAME', '#VEH_ID', '#MINUTE', '#ETA_HOUR', '#STATUS_URL'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** What each placeholder adds to (or takes from) the typed length once filled. */
const LENGTH_ADJUSTMENTS: ReadonlyArray<readonly [string, number]> = [
  ['#LINK', 15],
  ['#VEH_NAME', 10],
  ['#VEH_ID', 10],
  ['#ETA_HOUR', -4],
  ['#STATUS_URL', -20],
];

const occurrences = (text: string, token: string) => text.split(token).length - 1;

/** The length shown under the field: the typed length adjusted for each placeholder. */
export function smsDisplayedLength(text: string): number {
  return LENGTH_ADJUSTMENTS.reduce(
    (length, [token, delta]) => length + delta * occurrences(text, token),
    text.length,
  );
}

/** A saved text fits one SMS once filled. */
export const isValidSmsText = (text: string): boolean =>
  text.length <= SMS_TEXT_TYPING_LIMIT && smsDisplayedLength(text) <= SMS_TEXT_MAX_LENGTH;

/** What the field keeps of a typed value: nothing past the typing limit. */
export const limitSmsTyping = (text: string): string => text.slice(0, SMS_TEXT_TYPING_LIMIT);

/** The insert buttons: an event rule has no arrival estimate, so no #MINUTE nor #ETA_HOUR. */
export function smsPlaceholderButtons(editor: 'mission' | 'rule'): SmsPlaceholder[] {
  return editor === 'rule'
    ? SMS_PLACEHOLDERS.filter((p) => p !== '#MINUTE' && p !== '#ETA_HOUR')
    : [...SMS_PLACEHOLDERS];
}

export type SmsValues = Partial<Record<SmsPlaceholder | '#LINK', string>>;

/**
 * The text with its placeholders replaced; one without a value becomes empty (a customer never
 * reads '#VEH_ID'). #LINK is the older name of the tracking link. Longer names first, so that
 * no placeholder is cut by another.
 */
export function fillSmsText(text: string, values: SmsValues): string {
  const all: SmsValues = { '#LINK': values['#STATUS_URL'], ...values };
  const tokens = [...SMS_PLACEHOLDERS, '#LINK' as const].sort((a, b) => b.length - a.length);
  let filled = text;
  for (const token of tokens) filled = filled.split(token).join(all[token] ?? '');
  return filled.replace(/ {2,}/g, ' ').trim();
}

/** A customer's number on screen: '06 •• •• •• 78' (the journal never shows a whole number). */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const national = digits.startsWith('33') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
  if (national.length < 4) return '••';
  return `${national.slice(0, 2)} •• •• •• ${national.slice(-2)}`;
}

/**
 * Which customer configuration a mission uses: a relivraison is a DELIVERY, an intervention whose
 * nature tows the vehicle away a PICK_UP, any other intervention a SERVICE.
 */
export function notificationMissionTypeOf(
  kind: 'INTERVENTION' | 'RELIVRAISON',
  nature: string | null | undefined,
): 'SERVICE' | 'PICK_UP' | 'DELIVERY' {
  if (kind === 'RELIVRAISON') return 'DELIVERY';
  return nature && nature.includes('REMORQUAGE') ? 'PICK_UP' : 'SERVICE';
}

/** An arrival hour as the SMS say it, in Paris time: '14h05'. */
export function smsHourOf(at: Date): string {
  const { hour, minute } = parisWallClock(at);
  return `${String(hour).padStart(2, '0')}h${String(minute).padStart(2, '0')}`;
}
