import { describe, expect, it } from 'vitest';
import { formatDays, listFiltersOf, settledInvoices, unpaidInvoicesPath } from './receivables.ts';

describe('receivables screen words', () => {
  it('writes days the French way', () => {
    expect(formatDays(32.5)).toBe('32,5 jours');
    expect(formatDays(1)).toBe('1 jour');
    expect(formatDays(0)).toBe('0 jour');
    expect(formatDays(null)).toBe('—');
    expect(settledInvoices(0)).toBe('aucune facture soldée');
    expect(settledInvoices(1)).toBe('1 facture soldée');
    expect(settledInvoices(3)).toBe('3 factures soldées');
  });

  it('opens the invoice list on a customer’s unpaid invoices, which the list reads back', () => {
    const path = unpaidInvoicesPath(42);
    expect(path).toBe('/factures?customerId=42&paymentState=UNPAID');
    expect(listFiltersOf(new URL(path, 'http://x').searchParams)).toEqual({
      customerId: 42,
      paymentState: 'UNPAID',
    });
    expect(listFiltersOf(new URLSearchParams('customerId=abc&paymentState=x'))).toEqual({});
  });
});
