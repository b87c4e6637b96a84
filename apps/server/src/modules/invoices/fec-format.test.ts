import { describe, expect, it } from 'vitest';
import { accountLengths, fecEntry, FIXED_ACCOUNTS, padAccount, type FecInvoice } from './fec-lines.ts';

const invoice = (change: Partial<FecInvoice> = {}): FecInvoice => ({
  code: 'FC-000007',
  date: '2026-02-10',
  customerCode: 'CL000042',
  customerName: 'Paul Durand',
  totalTTC: '150.00',
  revenue: [
    { account: '7061', amount: '100.00' },
    { account: '706 000', amount: '25.00' },
  ],
  vat: [{ account: '44571000', amount: '25.00' }],
  ...change,
});
const rows = (text: string) =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split('\t'));
const cents = (text: string) => BigInt(text.replace(',', ''));

describe('one account length per account class', () => {
  it('takes the longest account of each class', () => {
    const lengths = accountLengths(['411000', '44571000', '7061', '706000', ' 512 ']);
    expect(Object.fromEntries(lengths)).toEqual({ '4': 8, '7': 6, '5': 3 });
  });

  it('pads with zeros on the right, after removing spaces', () => {
    const lengths = accountLengths(['411000', '44571000', '7061', '706000']);
    expect(padAccount('411000', lengths)).toBe('41100000');
    expect(padAccount('7061', lengths)).toBe('706100');
    expect(padAccount('706 000', lengths)).toBe('706000');
    expect(padAccount('44571000', lengths)).toBe('44571000');
  });

  it("writes every account of an entry with its class's length", () => {
    const lengths = accountLengths([...FIXED_ACCOUNTS, '7061', '706 000', '44571000']);
    const accounts = rows(fecEntry(invoice(), lengths)).map((row) => row[4]);
    expect(accounts).toEqual(['41100000', '706100', '706000', '44571000']);
  });
});

describe('the entry', () => {
  it('names a private customer in CompAuxLib and the label, and falls back on the code', () => {
    const lengths = accountLengths(FIXED_ACCOUNTS);
    const [customer] = rows(fecEntry(invoice(), lengths));
    expect(customer![6]).toBe('CL000042');
    expect(customer![7]).toBe('Paul Durand');
    expect(customer![10]).toBe('Facture FC-000007 Paul Durand');
    const [unnamed] = rows(fecEntry(invoice({ customerName: '  ' }), lengths));
    expect(unnamed![7]).toBe('CL000042');
  });

  it('balances: the debit equals the credits, 18 columns on every row', () => {
    const entry = rows(fecEntry(invoice(), accountLengths(FIXED_ACCOUNTS)));
    expect(entry.every((row) => row.length === 18)).toBe(true);
    const debit = entry.reduce((sum, row) => sum + cents(row[11]!), 0n);
    const credit = entry.reduce((sum, row) => sum + cents(row[12]!), 0n);
    expect(debit).toBe(15000n);
    expect(credit).toBe(debit);
  });
});
