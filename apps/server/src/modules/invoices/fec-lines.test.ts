import { describe, expect, it } from 'vitest';
import { FEC_ENCODINGS } from '@plateau/contracts';
import { encodeLatin9 } from '../../lib/latin9.ts';
import { FORMULA_NAMES, FORMULA_START } from '../../test/formula-names.ts';
import { accountLengths, fecEntry } from './fec-lines.ts';

const invoice = (customerName: string, customerCode = 'CL1', totalTTC = '12.00') => ({
  code: 'FC-000001',
  date: '2026-02-10',
  customerCode,
  customerName,
  totalTTC,
  revenue: [{ account: '706000', amount: '10.00' }],
  vat: [{ account: '445710', amount: '2.00' }],
});
const cells = (text: string) => text.split('\r\n')[0]!.split('\t');
const lengths = accountLengths([]);

describe('FEC lines', () => {
  it('writes a customer name or code that a spreadsheet would evaluate with a leading apostrophe', () => {
    const row = cells(fecEntry(invoice('=HYPERLINK("http://x")', '@SUM(A1)'), lengths));
    expect(row[6]).toBe("'@SUM(A1)");
    expect(row[7]).toBe(`'=HYPERLINK("http://x")`);
    expect(row[10]).toBe('Facture FC-000001 =HYPERLINK("http://x")');
  });

  it('keeps a tab start from shifting the columns, and a negative amount a valid amount', () => {
    const row = cells(fecEntry(invoice('\t+33 Garage', 'CL1', '-12.50'), lengths));
    expect(row).toHaveLength(18);
    expect(row[7]).toBe("' +33 Garage");
    expect(row[11]).toBe('-12,50');
  });

  it("reverses a credit note's entry: the customer credited, sales and VAT debited", () => {
    const rows = fecEntry({ ...invoice('Garage'), code: 'AV-000001', creditNote: true }, lengths)
      .trim()
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(rows.map((row) => [row[4], row[11], row[12]])).toEqual([
      ['411000', '0,00', '12,00'],
      ['706000', '10,00', '0,00'],
      ['445710', '2,00', '0,00'],
    ]);
    expect(rows[0]![10]).toBe('Avoir AV-000001 Garage');
  });

  it("letters only the customer's line of a settled invoice, with the day it was settled", () => {
    const lettering = { code: 'AB', date: '2026-03-04' };
    const rows = fecEntry({ ...invoice('Garage'), lettering }, lengths)
      .trim()
      .split('\r\n')
      .map((line) => line.split('\t'));
    expect(rows.map((row) => [row[4], row[13], row[14]])).toEqual([
      ['411000', 'AB', '20260304'],
      ['706000', '', ''],
      ['445710', '', ''],
    ]);
    expect(cells(fecEntry(invoice('Garage'), lengths)).slice(13, 15)).toEqual(['', '']);
  });
});

describe('FEC lines in the charset the file is downloaded in', () => {
  const decode = {
    'iso-8859-15': (text: string) => encodeLatin9(text),
    'utf-8': (text: string) => Buffer.from(text),
  };
  for (const encoding of FEC_ENCODINGS)
    it(`never starts a text cell with a formula sign once written in ${encoding}`, () => {
      for (const name of FORMULA_NAMES) {
        const bytes = decode[encoding](fecEntry(invoice(name, name), lengths, encoding));
        const rows = new TextDecoder(encoding).decode(bytes).trim().split('\r\n');
        for (const row of rows)
          for (const cell of row.split('\t').slice(0, 11))
            expect(cell, `${JSON.stringify(name)} in ${encoding}`).not.toMatch(FORMULA_START);
      }
    });
});
