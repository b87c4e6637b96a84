import { toCents, toDecimal, type Decimal } from './money.ts';

/**
 * Referential amounts travel as decimal strings with two decimals ('12.50'), the text PostgreSQL's
 * numeric columns give, so no binary float ever holds money. Clients may write '12.5', '12,50' or a
 * JSON number; the server answers the canonical string.
 */
const DECIMAL_INPUT = /^(-?)(\d{1,12})(?:[.,](\d{1,12}))?$/;

/** The exact decimal a text or a number was written as, or null when it is not a plain decimal. */
export function parseDecimal(value: string | number): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? toDecimal(value) : null;
  const match = DECIMAL_INPUT.exec(value.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(`${whole}${fraction}`);
  return { units: sign ? -units : units, scale: fraction.length };
}

/** Cents as '1234.50' (the API's money text). */
export function centsToDecimalText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The canonical two-decimal text of an amount, rounded to the cent half away from zero. */
export function toAmountText(value: string | number): string | null {
  const decimal = parseDecimal(value);
  return decimal ? centsToDecimalText(toCents(decimal)) : null;
}
