import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices as invoiceTable } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

/**
 * The payments in the FEC (issue 29 §1): each one an entry of the bank journal (BQ, 512) or, in cash, of the
 * cash journal (CA, 530), credited to the customer's 411 account as its invoice's sales entry debits it, and
 * lettered with that invoice (EcritureLet, DateLet) once it is fully settled; a cancelled payment is in no file.
 */
let t: TestContext;
let auth: { authorization: string };
let key = 0;
let customerCode: string;
let paid: { id: number; code: string };
let partly: { id: number; code: string };
let credited: { id: number; code: string };
let creditNote: { id: number; code: string };

const JUNE = 'startDate=2027-06-01&endDate=2027-06-30';
const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...auth, 'idempotency-key': `fec-pay-${process.pid}-${++key}` },
    ...(payload ? { payload } : {}),
  });
const ok = async (response: ReturnType<typeof call>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json();
};
const pay = (invoiceId: number, body: object) =>
  ok(call('POST', `/api/factures/${invoiceId}/paiements`, body));
const rowsOf = async (query: string) => {
  const response = await call('GET', `/api/factures/fec?${query}&encoding=utf-8`);
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .replace(/\r\n$/, '')
    .split('\r\n')
    .slice(1)
    .map((line) => line.split('\t'));
};
const cents = (amount: string) => BigInt(amount.replace(',', ''));
type Row = string[];
const of = (rows: Row[], journal: string) => rows.filter((row) => row[0] === journal);
const customerLines = (rows: Row[]) => rows.filter((row) => row[4]!.startsWith('411'));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const fx = await makeInvoicingFixtures(db, await accountOfLogin(db, 'depanneur'), 'Garage des Lettres');
  customerCode = fx.customer.code;
  auth = await t.bearer('depanneur');
  const backdate = (id: number, date: string) =>
    db
      .update(invoiceTable)
      .set({ date, issuedAt: new Date(`${date}T10:00:00Z`) })
      .where(eq(invoiceTable.id, id));
  const issue = async (date: string, montantHT: number) => {
    const draft = await ok(
      call('POST', '/api/factures', {
        date,
        client: { id: fx.customer.id, modeReglementId: fx.mode('30 jours').id },
        articles: [{ nom: 'Remorquage', quantity: 1, montantHT, tvaId: fx.rate('20.00').id }],
      }),
    );
    const issued = await ok(call('POST', `/api/factures/${draft.id}/issue`));
    // Dated back into the period the test reads, in number order.
    await backdate(issued.id, date);
    return { id: issued.id as number, code: issued.code as string };
  };
  paid = await issue('2027-06-03', 100); // 120,00 TTC
  partly = await issue('2027-06-05', 50); // 60,00 TTC
  // The first invoice: 50 € in cash, a cheque typed by mistake then cancelled, the rest by transfer.
  await pay(paid.id, { date: '2027-06-10', amount: 50, method: 'CASH', receivedBy: 'Marc' });
  const mistake = await pay(paid.id, { date: '2027-06-11', amount: 10, method: 'CHEQUE', reference: '9999' });
  await ok(
    call('POST', `/api/factures/${paid.id}/paiements/${mistake.id}/annulation`, {
      reason: 'Saisie en double',
    }),
  );
  await pay(paid.id, { date: '2027-06-20', amount: 70, method: 'TRANSFER', reference: 'VIR-0620' });
  // The second: 20 € by card, the rest still owed.
  await pay(partly.id, { date: '2027-06-12', amount: 20, method: 'CARD', reference: 'TPE-77' });
  // The third: cancelled in full by a credit note, nothing paid.
  credited = await issue('2027-06-07', 50);
  const note = await ok(call('POST', `/api/factures/${credited.id}/credit-note`));
  creditNote = await ok(call('POST', `/api/factures/${note.id}/issue`));
  await backdate(creditNote.id, '2027-06-08');
});
afterAll(() => t.close());

describe('GET /api/factures/fec: the bank and cash journals', () => {
  it('writes each payment not cancelled as a balanced entry, numbered per journal in day order', async () => {
    // 411000 takes the 8 digits of the VAT account 44571000 (one length per class), the bank's and cash's 6.
    const rows = await rowsOf(JUNE);
    const bank = of(rows, 'BQ');
    const cash = of(rows, 'CA');
    expect(bank.map((row) => [row[2], row[3], row[4], row[8], row[11], row[12]])).toEqual([
      ['1', '20270612', '512000', partly.code, '20,00', '0,00'],
      ['1', '20270612', '41100000', partly.code, '0,00', '20,00'],
      ['2', '20270620', '512000', paid.code, '70,00', '0,00'],
      ['2', '20270620', '41100000', paid.code, '0,00', '70,00'],
    ]);
    expect(cash.map((row) => [row[2], row[3], row[4], row[8], row[11], row[12]])).toEqual([
      ['1', '20270610', '530000', paid.code, '50,00', '0,00'],
      ['1', '20270610', '41100000', paid.code, '0,00', '50,00'],
    ]);
    expect(bank[0]![1]).toBe('Journal de banque');
    expect(cash[0]![1]).toBe('Journal de caisse');
    expect(bank[2]![10]).toBe(`Règlement facture ${paid.code}, Virement VIR-0620`);
    expect(cash[0]![10]).toBe(`Règlement facture ${paid.code}, Espèces`);
    for (const journal of ['VT', 'BQ', 'CA'])
      for (const entry of new Set(of(rows, journal).map((row) => row[2]))) {
        const lines = of(rows, journal).filter((row) => row[2] === entry);
        const debit = lines.reduce((sum, row) => sum + cents(row[11]!), 0n);
        expect(lines.reduce((sum, row) => sum + cents(row[12]!), 0n)).toBe(debit);
      }
  });

  it('leaves the cancelled cheque out of every journal', async () => {
    const rows = await rowsOf(JUNE);
    expect(rows.filter((row) => row[3] === '20270611')).toEqual([]);
    expect(rows.some((row) => row[10]!.includes('9999') || row[10]!.includes('Chèque'))).toBe(false);
  });

  it("credits the customer's auxiliary account exactly as the invoice's sales entry debits it", async () => {
    const rows = customerLines(await rowsOf(JUNE));
    const sale = rows.find((row) => row[0] === 'VT' && row[8] === paid.code)!;
    expect(sale[6]).toBe(customerCode);
    for (const row of rows) expect([row[4], row[6], row[7]]).toEqual([sale[4], sale[6], sale[7]]);
  });

  it('letters the fully paid invoice with its payments, on the day of the last one; the partly paid stays open', async () => {
    const rows = customerLines(await rowsOf(JUNE));
    const lettered = rows.filter((row) => row[8] === paid.code);
    expect(lettered.map((row) => [row[0], row[13], row[14]])).toEqual([
      ['VT', 'AA', '20270620'],
      ['BQ', 'AA', '20270620'],
      ['CA', 'AA', '20270620'],
    ]);
    // A lettered group balances: the invoice's debit is what its payments credit.
    const debit = lettered.reduce((sum, row) => sum + cents(row[11]!), 0n);
    expect(lettered.reduce((sum, row) => sum + cents(row[12]!), 0n)).toBe(debit);
    const open = rows.filter((row) => row[8] === partly.code);
    expect(open.map((row) => [row[0], row[13], row[14]])).toEqual([
      ['VT', '', ''],
      ['BQ', '', ''],
    ]);
  });

  it('letters an invoice settled by its credit note with it, on the credit note’s day', async () => {
    const rows = customerLines(await rowsOf(JUNE)).filter((row) =>
      [credited.code, creditNote.code].includes(row[8]!),
    );
    // The customer's third invoice: the third code.
    expect(rows.map((row) => [row[8], row[11], row[12], row[13], row[14]])).toEqual([
      [credited.code, '60,00', '0,00', 'AC', '20270608'],
      [creditNote.code, '0,00', '60,00', 'AC', '20270608'],
    ]);
  });

  it('reads the lettering as it stood at the end of the period: before the transfer, nothing is lettered', async () => {
    const rows = await rowsOf('startDate=2027-06-01&endDate=2027-06-15');
    expect(of(rows, 'BQ').map((row) => row[8])).toEqual([partly.code, partly.code]);
    const ofPaidOrPartly = customerLines(rows).filter((row) => [paid.code, partly.code].includes(row[8]!));
    expect(ofPaidOrPartly).toHaveLength(4);
    expect(ofPaidOrPartly.every((row) => row[13] === '' && row[14] === '')).toBe(true);
  });

  // Last: it changes the account's settings.
  it("takes a method's journal and account from the account's own payment type named after it", async () => {
    await ok(
      call('POST', '/api/typeReglements/', {
        nom: 'Carte bancaire',
        codeJournal: 'CB',
        codeCompte: '512100',
      }),
    );
    const rows = await rowsOf(JUNE);
    expect(of(rows, 'CB').map((row) => [row[1], row[2], row[4], row[5], row[8], row[11], row[12]])).toEqual([
      ['Journal de banque CB', '1', '512100', 'Banque', partly.code, '20,00', '0,00'],
      ['Journal de banque CB', '1', '41100000', 'Clients', partly.code, '0,00', '20,00'],
    ]);
    // The bank journal keeps the transfer, numbered from 1 again; the file's journals follow each other.
    expect(of(rows, 'BQ').map((row) => [row[2], row[8]])).toEqual([
      ['1', paid.code],
      ['1', paid.code],
    ]);
    expect([...new Set(rows.map((row) => row[0]))]).toEqual(['VT', 'BQ', 'CB', 'CA']);
  });
});
