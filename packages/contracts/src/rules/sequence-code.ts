/**
 * Codes numbered by an account's counter (customers, invoices): the account's prefix, then the
 * counter on at least five digits, so that codes sort as they were given ('CL00042').
 */
export const SEQUENCE_CODE_DIGITS = 5;

export const formatSequenceCode = (prefix: string, value: number): string =>
  `${prefix}${String(value).padStart(SEQUENCE_CODE_DIGITS, '0')}`;
