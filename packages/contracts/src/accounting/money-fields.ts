import { z } from 'zod';
import { parseDecimal, toAmountText } from '../rules/decimal-amount.ts';

/**
 * Money fields of the accounting calls. Answers carry amounts and rates as decimal strings with
 * two decimals ('120.00'); requests may send a decimal string ('12.5', '12,50') or a JSON number,
 * read as the decimal it was written as. Never a binary float in between.
 */
export const AMOUNT_INVALID_MESSAGE = 'Montant non valide : nombre positif attendu, deux décimales au plus';
export const RATE_INVALID_MESSAGE =
  'Taux non valide : pourcentage entre 0 et 100 attendu, deux décimales au plus';

/** numeric(12, 2): below ten thousand million euros. */
const MAX_AMOUNT_UNITS = 10n ** 10n;

const withinTwoDecimals = (value: string | number, maxWhole: bigint): boolean => {
  const decimal = parseDecimal(typeof value === 'string' ? value.trim() : value);
  if (!decimal || decimal.units < 0n || decimal.scale > 2) return false;
  return decimal.units < maxWhole * 10n ** BigInt(decimal.scale);
};

const decimalInput = z.union([z.string().max(30), z.number()]);

/** An amount of a request: positive or zero, at most two decimals; becomes '12.50'. */
export const amountField = decimalInput
  .refine((value) => withinTwoDecimals(value, MAX_AMOUNT_UNITS), AMOUNT_INVALID_MESSAGE)
  .transform((value) => toAmountText(value)!);

/** A VAT rate in percent, 0 to 100, at most two decimals; becomes '5.50'. */
export const rateField = decimalInput
  .refine(
    (value) =>
      withinTwoDecimals(value, 101n) &&
      parseDecimal(value)!.units <= 100n * 10n ** BigInt(parseDecimal(value)!.scale),
    RATE_INVALID_MESSAGE,
  )
  .transform((value) => toAmountText(value)!);

/** An amount or a rate of an answer. */
export const decimalText = z.string().regex(/^-?\d+\.\d{2}$/);
