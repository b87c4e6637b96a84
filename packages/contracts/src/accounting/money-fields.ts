import { z } from 'zod';

/**
 * Money fields of the accounting calls. Answers carry amounts and rates as decimal strings with
 * two decimals ('120.00'); requests may send a decimal string ('12.5', '12,50') or a JSON number,
 * read as the decimal it was written as. Never a binary float in between. The request fields
 * (amountField, rateField) and their bounds are in rules/amount-bounds.ts.
 */
export { amountField, rateField } from '../rules/amount-bounds.ts';

/** An amount or a rate of an answer. */
export const decimalText = z.string().regex(/^-?\d+\.\d{2}$/);
