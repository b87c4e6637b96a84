import { describe, expect, it } from 'vitest';
import { FEC_ENCODINGS, PaymentMethod, paymentJournals, type FecEncoding } from '@plateau/contracts';
import { encodeLatin9 } from '../../lib/latin9.ts';
import { FORMULA_NAMES, FORMULA_START } from '../../test/formula-names.ts';
import { accountLengths, FEC_COLUMNS, fecEntry, FIXED_ACCOUNTS } from './fec-lines.ts';
import { fecPaymentEntry, paymentLabel, type FecPayment } from './fec-payment-lines.ts';

const payment = (overrides: Partial<FecPayment> = {}): FecPayment => ({
  invoiceCode: 'FC-000012',
  date: '2026-03-04',
  amount: '120.50',
  method: 'CHEQUE',
  reference: '1234567',
  customerCode: 'CL42',
  customerName: 'Garage Martin',
  ...overrides,
});
const rowsOf = (text: string) =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split('\t'));
const lengths = accountLengths(FIXED_ACCOUNTS);
/** The default journals: no payment type of its own on the account. */
const journals = paymentJournals([]);
const entry = (p: FecPayment, encoding?: FecEncoding, entryNumber?: number) =>
  fecPaymentEntry(p, journals[p.method], lengths, encoding, entryNumber);
const cents = (amount: string) => BigInt(amount.replace(',', ''));

describe('FEC payment entries', () => {
  it('debits the bank and credits the customer on its auxiliary account, in the bank journal', () => {
    const rows = rowsOf(entry(payment(), 'utf-8', 7));
    expect(rows.every((row) => row.length === FEC_COLUMNS.length)).toBe(true);
    expect(
      rows.map((row) => [row[0], row[1], row[2], row[4], row[5], row[6], row[7], row[11], row[12]]),
    ).toEqual([
      ['BQ', 'Journal de banque', '7', '512000', 'Banque', '', '', '120,50', '0,00'],
      ['BQ', 'Journal de banque', '7', '411000', 'Clients', 'CL42', 'Garage Martin', '0,00', '120,50'],
    ]);
    for (const row of rows) {
      expect(row[3]).toBe('20260304'); // EcritureDate
      expect(row[8]).toBe('FC-000012'); // PieceRef: the invoice's number
      expect(row[10]).toBe('Règlement facture FC-000012, Chèque 1234567');
    }
  });

  it('takes cash to the cash journal (530), every other method to the bank (512)', () => {
    for (const method of PaymentMethod.options) {
      const [first] = rowsOf(entry(payment({ method })));
      expect([first![0], first![4]]).toEqual(method === 'CASH' ? ['CA', '530000'] : ['BQ', '512000']);
    }
  });

  it('balances every entry', () => {
    for (const amount of ['0.01', '120.50', '99999.99']) {
      const rows = rowsOf(entry(payment({ amount })));
      const debit = rows.reduce((sum, row) => sum + cents(row[11]!), 0n);
      const credit = rows.reduce((sum, row) => sum + cents(row[12]!), 0n);
      expect(debit).toBe(credit);
      expect(debit).toBeGreaterThan(0n);
    }
  });

  it("letters the customer's line with its invoice's code and day, the bank's line never", () => {
    const lettering = { code: 'AC', date: '2026-03-20' };
    const rows = rowsOf(entry(payment({ lettering })));
    expect(rows.map((row) => [row[4], row[13], row[14]])).toEqual([
      ['512000', '', ''],
      ['411000', 'AC', '20260320'],
    ]);
    expect(rowsOf(entry(payment())).map((row) => `${row[13]}${row[14]}`)).toEqual(['', '']);
  });

  it("names the customer's line as the invoice's sales entry does, the code when there is no name", () => {
    const invoice = {
      code: 'FC-000012',
      date: '2026-03-01',
      customerCode: 'CL42',
      customerName: '',
      totalTTC: '120.50',
      revenue: [{ account: '706000', amount: '120.50' }],
      vat: [],
    };
    const sale = rowsOf(fecEntry(invoice, lengths))[0]!;
    const paid = rowsOf(entry(payment({ customerName: '  ' })))[1]!;
    expect([paid[4], paid[6], paid[7]]).toEqual([sale[4], sale[6], sale[7]]);
    expect(paid[7]).toBe('CL42');
  });

  it('says the invoice and the method, with or without a reference', () => {
    expect(paymentLabel({ invoiceCode: 'FC-1', method: 'CASH', reference: null })).toBe(
      'Règlement facture FC-1, Espèces',
    );
    expect(paymentLabel({ invoiceCode: 'FC-1', method: 'TRANSFER', reference: ' VIR-88 ' })).toBe(
      'Règlement facture FC-1, Virement VIR-88',
    );
  });

  for (const encoding of FEC_ENCODINGS)
    it(`never starts a text cell with a formula sign once written in ${encoding}`, () => {
      const write = encoding === 'utf-8' ? (text: string) => Buffer.from(text) : encodeLatin9;
      for (const name of FORMULA_NAMES) {
        const text = entry(
          payment({ customerName: name, customerCode: name, reference: name, invoiceCode: name }),
          encoding,
        );
        for (const row of rowsOf(new TextDecoder(encoding).decode(write(text))))
          for (const cell of row.slice(0, 11))
            expect(cell, `${JSON.stringify(name)} in ${encoding}`).not.toMatch(FORMULA_START);
      }
    });
});
