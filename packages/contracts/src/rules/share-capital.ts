import { centsToDecimalText, parseDecimal } from './decimal-amount.ts';
import { toCents } from './money.ts';

/**
 * The share capital (capital social) a company prints on its invoices (Code de commerce R123-237):
 * euros, to the cent, more than 0 and below a thousand billion (the largest French companies hold
 * a few billion). Typed the French way (« 7 500,50 ») or the API's (« 7500.50 »); stored as the
 * API's two-decimal text.
 */
export const SHARE_CAPITAL_MAX_CENTS = 100_000_000_000_000n; // 1 000 000 000 000 €
export const SHARE_CAPITAL_INVALID_MESSAGE =
  'Capital social non valide : un montant en euros, au centime près, supérieur à 0 (ex. : 7 500,50)';

/** Thousands separators as typed or as French formatting writes them (space, no-break spaces). */
const SEPARATORS = /[\s\u00a0\u202f]/g;

/** The capital as '7500.50', or null when it is not an amount the rule accepts. */
export function parseShareCapital(value: string | number): string | null {
  const decimal = parseDecimal(typeof value === 'string' ? value.replace(SEPARATORS, '') : value);
  if (!decimal || decimal.scale > 2) return null;
  const cents = toCents(decimal);
  if (cents <= 0n || cents >= SHARE_CAPITAL_MAX_CENTS) return null;
  return centsToDecimalText(cents);
}
