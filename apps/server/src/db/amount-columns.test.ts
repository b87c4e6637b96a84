import { describe, expect, it } from 'vitest';
import {
  MAX_DOCUMENT_HT,
  MAX_DOCUMENT_TTC,
  MAX_LINE_HT,
  MAX_QUANTITY,
  MAX_UNIT_PRICE,
  MAX_VAT_RATE,
} from '@plateau/contracts';
import { articles, invoiceLines, invoices, vatRates } from './schema/index.ts';

/**
 * The contracts' amount bounds (rules/amount-bounds.ts) against the numeric(p, s) columns they
 * end in: a column that shrinks, or a bound that grows past it, fails here rather than as a 500.
 */
const capacity = (column: unknown) => {
  const { precision, scale } = column as { precision?: number; scale?: number };
  if (precision === undefined || scale === undefined) throw new Error('numeric column without precision');
  return { whole: 10 ** (precision - scale), scale };
};

describe('amount bounds fit the numeric columns', () => {
  it.each([
    ['invoice_lines.quantity', invoiceLines.quantity, MAX_QUANTITY, 3],
    ['invoice_lines.montant_ht', invoiceLines.montantHT, MAX_UNIT_PRICE, 2],
    ['articles.montant_ht', articles.montantHT, MAX_UNIT_PRICE, 2],
    ['invoice_lines.total_ht', invoiceLines.totalHT, MAX_LINE_HT, 2],
    ['invoice_lines.total_tva', invoiceLines.totalTVA, (MAX_LINE_HT * MAX_VAT_RATE) / 100, 2],
    ['invoice_lines.total_ttc', invoiceLines.totalTTC, MAX_LINE_HT * (1 + MAX_VAT_RATE / 100), 2],
    ['invoices.total_ht', invoices.totalHT, MAX_DOCUMENT_HT, 2],
    ['invoices.total_tva', invoices.totalTVA, (MAX_DOCUMENT_HT * MAX_VAT_RATE) / 100, 2],
    ['invoices.total_ttc', invoices.totalTTC, MAX_DOCUMENT_TTC, 2],
    ['vat_rates.taux', vatRates.taux, MAX_VAT_RATE, 2],
    ['invoice_lines.tva_rate', invoiceLines.tvaRate, MAX_VAT_RATE, 2],
  ])('%s holds the largest value accepted', (_name, column, largest, decimals) => {
    const { whole, scale } = capacity(column);
    expect(largest).toBeLessThan(whole);
    expect(scale).toBeGreaterThanOrEqual(decimals);
  });
});
