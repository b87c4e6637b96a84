/**
 * Money without binary floats. JSON carries amounts as numbers, but 0.1 + 0.2 is not 0.3 in
 * floating point, and 1.005 × 100 rounds the wrong way; so every amount is read as the decimal
 * the user typed (its shortest round-trip text), computed as BigInt scaled integers, rounded
 * once per step, half away from zero, and only turned back into a number for display or JSON.
 */

/** `units / 10^scale`, exactly. */
export interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;
const pow10 = (n: number) => 10n ** BigInt(n);

/** The exact decimal a number was written as (String(0.1) is '0.1', not 0.1000000000000000055…). */
export function toDecimal(value: number): Decimal {
  if (!Number.isFinite(value)) throw new RangeError(`Montant non fini : ${value}`);
  const match = DECIMAL_TEXT.exec(String(value));
  if (!match) throw new RangeError(`Montant illisible : ${value}`);
  const [, sign, whole, fraction = '', exponentText] = match;
  const exponent = Number(exponentText ?? 0);
  let units = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - exponent;
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign ? -units : units, scale };
}

export const decimalPlaces = (value: number) => toDecimal(value).scale;

export const multiply = (a: Decimal, b: Decimal): Decimal => ({
  units: a.units * b.units,
  scale: a.scale + b.scale,
});

/** numerator / denominator rounded to the nearest integer, halves away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d + (2n * (n % d) >= d ? 1n : 0n);
  return negative ? -quotient : quotient;
}

/** The decimal rounded to whole cents (2 decimals, halves away from zero). */
export const toCents = (value: Decimal): bigint =>
  value.scale <= 2
    ? value.units * pow10(2 - value.scale)
    : divideRounded(value.units, pow10(value.scale - 2));

export const numberToCents = (value: number): bigint => toCents(toDecimal(value));

/** Cents as the JSON number of euros (exact: a 2-decimal number's text is its decimal). */
export const centsToNumber = (cents: bigint): number => Number(cents) / 100;

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** '1 234,50 €' (French grouping and decimal comma). */
export const formatCents = (cents: bigint): string => euros.format(centsToNumber(cents));
export const formatEuros = (value: number | null | undefined): string =>
  value == null ? '' : formatCents(numberToCents(value));
