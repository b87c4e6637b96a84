import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoices as invoiceTable, legalEntities } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { FEC_COLUMNS } from './fec-lines.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

/**
 * The FEC as the tax authority reads it (LPF art. A. 47 A-1): ISO 8859-15 unless UTF-8 is asked
 * for, the API's date format and the older one, a name for every auxiliary account, one account
 * length per class, every entry balanced, in date and number order.
 */
let t: TestContext;
let auth: { authorization: string };
const codes: string[] = [];

const PERIOD = 'startDate=2027-05-01&endDate=2027-05-31';
const fec = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/factures/fec?${query}`, headers: auth });
const rowsOf = (text: string) =>
  text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => line.split('\t'));
const latin9 = (body: Buffer) => new TextDecoder('iso-8859-15').decode(body);
const cents = (amount: string) => BigInt(amount.replace(',', '').replace(/^(-?)0+(?=\d)/, '$1'));

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const accountId = await accountOfLogin(db, 'depanneur');
  const fx = await makeInvoicingFixtures(db, accountId, 'Œuvres Sociales € Brûlé 🚗 Łódź');
  auth = await t.bearer('depanneur');
  // A private customer: no company name, a contact's first name and name only.
  const [privateCustomer] = await db
    .insert(legalEntities)
    .values({
      accountId,
      code: `CLP${Date.now()}`,
      headQuarterPlace: { contactFirstname: 'Élodie', contactName: 'Lefèvre' } as never,
      facturationPlace: { line1: '3 rue Neuve', zipCode: '69001', city: 'Lyon', country: 'France' } as never,
      regimeTva: 'TVA_FRANCE',
    })
    .returning();
  // Made one after the other so that the numbers follow the dates.
  const invoices = [
    { date: '2027-05-03', customer: fx.customer.id, tvaId: fx.rate('20.00').id },
    { date: '2027-05-10', customer: privateCustomer!.id, tvaId: fx.rate('10.00').id },
    { date: '2027-05-20', customer: fx.customer.id, tvaId: fx.rate('5.50').id },
  ];
  for (const invoice of invoices) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/factures',
      headers: auth,
      payload: {
        date: invoice.date,
        client: { id: invoice.customer, modeReglementId: fx.mode('30 jours').id },
        articles: [
          {
            articleId: fx.article.id,
            nom: 'Remorquage',
            quantity: 1,
            montantHT: 125.5,
            tvaId: invoice.tvaId,
          },
          { nom: 'Gardiennage', quantity: 3, montantHT: 19.99, tvaId: fx.rate('20.00').id },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const issued = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${response.json().id}/issue`,
      headers: auth,
    });
    expect(issued.statusCode, issued.body).toBe(200);
    // Issued today, they are dated back to the period these tests read, in number order (a test of
    // the file, not of the issue: tests of the issue keep its own date).
    await db
      .update(invoiceTable)
      .set({ date: invoice.date, issuedAt: new Date(`${invoice.date}T10:00:00Z`) })
      .where(eq(invoiceTable.id, response.json().id));
    codes.push(issued.json().code);
  }
});
afterAll(() => t.close());

describe('GET /api/factures/fec: the encoding', () => {
  it('is ISO 8859-15 by default: é is 0xE9, € is 0xA4, Œ is 0xBC, and no UTF-8 sequence', async () => {
    const response = await fec(PERIOD);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=iso-8859-15');
    const body = response.rawPayload;
    const name = Buffer.from([
      0xbc,
      ...Buffer.from('uvres Sociales '),
      0xa4,
      ...Buffer.from(' Br'),
      0xfb,
      0x6c,
      0xe9,
    ]);
    expect(body.includes(name)).toBe(true);
    expect(body.includes(Buffer.from('\tÉlodie Lefèvre\t', 'latin1'))).toBe(true);
    expect(body.includes(Buffer.from([0xc3]))).toBe(false); // UTF-8's lead byte of é, è, É
    expect(body.includes(Buffer.from([0xe2, 0x82, 0xac]))).toBe(false); // € in UTF-8
  });

  it('transliterates what Latin-9 lacks: Ł as L, the emoji left out, never a ?', async () => {
    const text = latin9((await fec(PERIOD)).rawPayload);
    expect(text).toContain('Œuvres Sociales € Brûlé Lódz');
    expect(text).not.toContain('?');
  });

  it('is UTF-8 on request, the same text with nothing replaced', async () => {
    const response = await fec(`${PERIOD}&encoding=utf-8`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('\tŒuvres Sociales € Brûlé 🚗 Łódź\t');
    expect(response.body).toContain('\tÉlodie Lefèvre\t');
    expect(response.rawPayload.includes(Buffer.from([0xe2, 0x82, 0xac]))).toBe(true);
  });

  it('takes the encoding in capitals too, and refuses an unknown one in French', async () => {
    expect((await fec(`${PERIOD}&encoding=UTF-8`)).headers['content-type']).toBe('text/plain; charset=utf-8');
    const refused = await fec(`${PERIOD}&encoding=latin1`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain('Encodage attendu : iso-8859-15 ou utf-8');
  });
});

describe('GET /api/factures/fec: the period', () => {
  it('takes ISO 8601 instants, as the statistics do, as their Paris days; the old yyyy-MM-dd still works', async () => {
    const plain = await fec(PERIOD);
    // 2027-04-30T22:00Z is midnight on May 1st in Paris (summer time); the end, 23:59:59.999 on May 31st.
    const utc = await fec(
      `startDate=${encodeURIComponent('2027-04-30T22:00:00.000Z')}&endDate=${encodeURIComponent('2027-05-31T21:59:59.999Z')}`,
    );
    const offset = await fec(
      `startDate=${encodeURIComponent('2027-05-01T00:00:00+02:00')}&endDate=${encodeURIComponent('2027-05-31T23:59:59+02:00')}`,
    );
    for (const response of [utc, offset]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toContain('732829320FEC20271231.txt');
      expect(response.rawPayload.equals(plain.rawPayload)).toBe(true);
    }
    expect(
      rowsOf(plain.body)
        .filter((row) => row[4]!.startsWith('411'))
        .map((row) => row[8]),
    ).toEqual(codes);
  });

  it('counts an instant in the Paris day it falls in: 2027-05-10T22:30Z is May 11th', async () => {
    const response = await fec(`startDate=${encodeURIComponent('2027-05-10T22:30:00Z')}&endDate=2027-05-31`);
    expect(
      rowsOf(response.body)
        .filter((row) => row[4]!.startsWith('411'))
        .map((row) => row[8]),
    ).toEqual([codes[2]]);
  });

  it.each([
    ['startDate=mai&endDate=2027-05-31', 'Date attendue'],
    ['startDate=2027-05-01T00:00:00&endDate=2027-05-31', 'Date attendue'],
    ['startDate=2027-02-30&endDate=2027-05-31', 'Date attendue'],
    ['startDate=0000-01-01T00:00:00Z&endDate=2027-05-31', 'La date doit être comprise entre 1900 et 2999'],
    ['startDate=2027-06-01T00:00:00Z&endDate=2027-05-31', 'La date de début doit précéder la date de fin'],
    ['startDate=2027-05-01', 'endDate'],
  ])('refuses %s with a French 400', async (query, message) => {
    const response = await fec(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(message);
  });
});

describe('GET /api/factures/fec: the rows', () => {
  it('writes the 18 columns, a private customer named by first name and name in CompAuxLib', async () => {
    const rows = rowsOf(latin9((await fec(PERIOD)).rawPayload));
    expect(rows[0]).toEqual([...FEC_COLUMNS]);
    expect(rows.every((row) => row.length === 18)).toBe(true);
    const customerRows = rows.slice(1).filter((row) => row[4]!.startsWith('411'));
    expect(customerRows.map((row) => row[7])).toEqual([
      'Œuvres Sociales € Brûlé Lódz',
      'Élodie Lefèvre',
      'Œuvres Sociales € Brûlé Lódz',
    ]);
    expect(customerRows.every((row) => row[6] !== '' && row[7] !== '')).toBe(true);
    expect(customerRows[1]![10]).toBe(`Facture ${codes[1]} Élodie Lefèvre`);
  });

  it('gives every account of a class the same length, padded with zeros', async () => {
    const body = rowsOf((await fec(PERIOD)).body).slice(1);
    const byClass = new Map<string, Set<number>>();
    for (const [, , , , account] of body)
      byClass.set(account![0]!, (byClass.get(account![0]!) ?? new Set()).add(account!.length));
    for (const lengths of byClass.values()) expect(lengths.size).toBe(1);
    const accounts = new Set(body.map((row) => row[4]));
    // The VAT accounts are 8 digits long: the customers' 411000 follows them.
    expect(accounts.has('41100000')).toBe(true);
    expect([...accounts].filter((account) => account!.startsWith('4457')).every((a) => a!.length === 8)).toBe(
      true,
    );
  });

  it('balances every entry, in date and number order', async () => {
    const body = rowsOf((await fec(PERIOD)).body).slice(1);
    // PieceRef is the document's number; EcritureNum the journal's own sequence, 1, 2, 3…
    expect([...new Set(body.map((row) => row[8]!))]).toEqual(codes);
    const entries = [...new Set(body.map((row) => row[2]!))];
    expect(entries).toEqual(codes.map((_, i) => String(i + 1)));
    for (const entry of entries) {
      const rows = body.filter((row) => row[2] === entry);
      const debit = rows.reduce((sum, row) => sum + cents(row[11]!), 0n);
      const credit = rows.reduce((sum, row) => sum + cents(row[12]!), 0n);
      expect(debit).toBeGreaterThan(0n);
      expect(credit).toBe(debit);
    }
    const dates = body.map((row) => row[3]!);
    expect(dates).toEqual([...dates].sort());
  });
});
