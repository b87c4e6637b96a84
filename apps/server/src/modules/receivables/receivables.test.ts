import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parisDay } from '@plateau/contracts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { FORMULA_START } from '../../test/formula-names.ts';
import { accountOfLogin, draftBody, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };
let key = 0;
const today = parisDay(new Date());
const DAY_MS = 86_400_000;
/** The ISO day `n` days after today. */
const inDays = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const accountId = await accountOfLogin(t.database.db, 'depanneur');
  fx = await makeInvoicingFixtures(t.database.db, accountId, '=HYPERLINK("http://x","Cliquez")');
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: object = auth) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'idempotency-key': `recv-test-${process.pid}-${++key}` },
    ...(payload ? { payload } : {}),
  });
const ok = async (response: ReturnType<typeof call>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json();
};
/** An issued invoice of the fixtures' customer: dated today, due in 30 days, 20 % VAT on each amount HT. */
const issuedInvoice = async (amounts = [100]) => {
  const draft = await ok(call('POST', '/api/factures', draftBody(fx, amounts)));
  return ok(call('POST', `/api/factures/${draft.id}/issue`));
};
const pay = (invoiceId: number, amount: number, date = today) =>
  ok(call('POST', `/api/factures/${invoiceId}/paiements`, { date, amount, method: 'CARD' }));
const receivables = (query = '', headers: object = auth) =>
  ok(call('GET', `/api/factures/encours${query}`, undefined, headers));
type Row = { customerId: number; total: string; openInvoices: number; [bucket: string]: unknown };
const rowOf = (answer: { rows: Row[] }) => answer.rows.find((row) => row.customerId === fx.customer.id);
const cents = (text: string) => Math.round(Number(text) * 100);

describe('receivables by age', () => {
  let dueDate: string;

  beforeAll(async () => {
    // 120 € TTC, 20 € paid: 100 € remain.
    const partly = await issuedInvoice([100]);
    dueDate = partly.dueDate;
    await pay(partly.id, 20);
    // 180 € TTC, its 60 € line credited, then 30 € paid: 90 € remain.
    const credited = await issuedInvoice([100, 50]);
    const note = await ok(
      call('POST', `/api/factures/${credited.id}/credit-note`, { lineIds: [credited.articles[1].id] }),
    );
    await ok(call('POST', `/api/factures/${note.id}/issue`));
    await pay(credited.id, 30);
    // Paid in full: not open any more.
    const paid = await issuedInvoice([100]);
    await pay(paid.id, 120);
  });

  it('sums what remains after partial payments and a credit note, not yet due today', async () => {
    const answer = await receivables();
    expect(answer.date).toBe(today);
    expect(rowOf(answer)).toMatchObject({
      total: '190.00',
      notDue: '190.00',
      late1to30: '0.00',
      openInvoices: 2,
      oldestDueDate: dueDate,
    });
  });

  it('opens the invoice list on the customer’s unpaid invoices, as many as the row counts', async () => {
    const url = `/api/factures?customerId=${fx.customer.id}&paymentState=UNPAID&limit=100`;
    const unpaid = await ok(call('GET', url));
    expect(
      unpaid.rows.map((row: { payment: { remaining: string } }) => row.payment.remaining).sort(),
    ).toEqual(['100.00', '90.00']);
    const all = await ok(call('GET', `/api/factures?customerId=${fx.customer.id}&kind=INVOICE&limit=100`));
    expect(all.total).toBe(3);
  });

  it('gives totals equal to what remains on the open invoices of the list, each row the sum of its ages', async () => {
    const answer = await receivables();
    const list = await ok(call('GET', '/api/factures?state=ISSUED&kind=INVOICE&limit=1000'));
    const open = list.rows.filter(
      (row: { payment: { remaining: string } }) => cents(row.payment.remaining) > 0,
    );
    const owed = open.reduce(
      (sum: number, row: { payment: { remaining: string } }) => sum + cents(row.payment.remaining),
      0,
    );
    expect(list.total).toBeLessThan(1000);
    expect(cents(answer.totals.total)).toBe(owed);
    expect(answer.totals.openInvoices).toBe(open.length);
    const ages = ['notDue', 'late1to30', 'late31to60', 'late61to90', 'lateOver90'];
    for (const row of [...answer.rows, answer.totals])
      expect(ages.reduce((sum, age) => sum + cents(row[age]), 0)).toBe(cents(row.total));
    expect(answer.rows.reduce((sum: number, row: Row) => sum + cents(row.total), 0)).toBe(owed);
  });

  it('ages by days past the due day at the day asked', async () => {
    const dueIn = Math.round((Date.parse(dueDate) - Date.parse(today)) / DAY_MS);
    expect(rowOf(await receivables(`?date=${inDays(dueIn + 15)}`))).toMatchObject({ late1to30: '190.00' });
    expect(rowOf(await receivables(`?date=${inDays(dueIn + 45)}`))).toMatchObject({ late31to60: '190.00' });
    expect(rowOf(await receivables(`?date=${inDays(dueIn + 91)}`))).toMatchObject({
      lateOver90: '190.00',
      notDue: '0.00',
    });
    // The day before they were issued, the customer owed nothing.
    expect(rowOf(await receivables(`?date=${inDays(-1)}`))).toBeUndefined();
  });

  it('counts a payment only from its day on', async () => {
    const later = await issuedInvoice([10]);
    await pay(later.id, 12, inDays(10));
    expect(rowOf(await receivables(`?date=${inDays(9)}`))?.total).toBe('202.00');
    expect(rowOf(await receivables(`?date=${inDays(10)}`))?.total).toBe('190.00');
  });

  it('gives the days to pay weighted by amount, and the DSO from the sales', async () => {
    // Two invoices settled far ahead, alone in their 12 months: 100 days on 120 €, 130 days on 360 €.
    const first = await issuedInvoice([100]);
    await pay(first.id, 60, inDays(50));
    await pay(first.id, 60, inDays(600));
    const second = await issuedInvoice([300]);
    await pay(second.id, 360, inDays(630));
    const ahead = await receivables(`?date=${inDays(700)}`);
    expect(ahead.daysToPay).toMatchObject({ paidInvoices: 2, averageDaysToPay: 622.5, dso: null });
    const now = (await receivables()).daysToPay;
    expect(cents(now.salesTTC)).toBeGreaterThan(0);
    const total = Number((await receivables()).totals.total);
    expect(now.dso).toBeCloseTo((total / Number(now.salesTTC)) * 365, 0);
  });
});

describe('the demo', () => {
  it('holds a paid, a partly paid and an unpaid invoice of the depanneur', async () => {
    const codes = async (state: string) =>
      (await ok(call('GET', `/api/factures?paymentState=${state}&limit=1000`))).rows.map(
        (row: { code: string }) => row.code,
      );
    expect(await codes('PAID')).toContain('FC-000001');
    const partly = (await ok(call('GET', '/api/factures?code=FC-000002'))).rows[0];
    // Carrosserie Duval's, paid in part by cheque (demo/seed/payments.ts).
    expect(Number(partly.payment.remaining)).toBeGreaterThan(0);
    expect(Number(partly.payment.remaining)).toBeLessThan(partly.totalTTC);
    expect(['PARTLY_PAID', 'OVERDUE']).toContain(partly.payment.state);
    expect(await codes('UNPAID')).toContain('FC-000003');
  });
});

describe('receivables: access, input and export', () => {
  it("never shows another account's customers; refuses accounts that do not invoice", async () => {
    const mission = await receivables('', await t.bearer('mission'));
    expect(mission.rows.map((row: Row) => row.customerId)).not.toContain(fx.customer.id);
    for (const login of ['assisteur', 'superviseur', 'iot']) {
      const refused = await call('GET', '/api/factures/encours', undefined, await t.bearer(login));
      expect(refused.statusCode, login).toBe(403);
      expect(
        (await call('GET', '/api/factures/encours/export', undefined, await t.bearer(login))).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/factures/encours' })).statusCode).toBe(401);
  });

  it('answers a French 400 for a bad day or format, and unknown parameters', async () => {
    for (const query of ['?date=2026-13-45', '?date=hier', '?date=0000-01-01', '?client=1']) {
      const refused = await call('GET', `/api/factures/encours${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error_description, query).toMatch(
        /^paramètre (« date » : (date ISO invalide|La date doit être comprise)|inconnu : client)/,
      );
    }
    const format = await call('GET', '/api/factures/encours/export?format=pdf');
    expect(format.statusCode).toBe(400);
    expect(format.json().error_description).toContain('xlsx ou csv');
  });

  it('exports the same table as CSV, formula-safe, amounts with a decimal comma', async () => {
    await issuedInvoice([10.5]);
    const answer = await receivables();
    const file = await call('GET', '/api/factures/encours/export?format=csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.headers['content-disposition']).toContain(`encours-clients-${today}.csv`);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Client;Reste dû (€);Non échu (€);1 à 30 jours (€);31 à 60 jours (€);61 à 90 jours (€);Plus de 90 jours (€);Factures ouvertes;Plus ancienne échéance',
    );
    expect(lines).toHaveLength(answer.rows.length + 2);
    const ours = lines.find((line) => line.includes('HYPERLINK'))!;
    expect(ours.startsWith(`"'=HYPERLINK`)).toBe(true);
    const euros = (text: string) => text.replace('.', ',');
    expect(ours).toContain(`;${euros(rowOf(answer)!.total)};`);
    expect(lines.at(-1)).toMatch(new RegExp(`^Total;${euros(answer.totals.total)};`));
    for (const line of lines) expect(line.replace(/^"/, '')).not.toMatch(FORMULA_START);
  });

  it('exports an .xlsx workbook whose text cells are formula-safe', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/factures/encours/export?format=xlsx',
      headers: auth,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Encours clients')!;
    const texts: string[] = [];
    sheet.eachRow((row) =>
      row.eachCell((cell) => void (typeof cell.value === 'string' && texts.push(cell.value))),
    );
    expect(texts).toContain(`'=HYPERLINK("http://x","Cliquez")`);
    for (const text of texts) expect(text).not.toMatch(FORMULA_START);
    sheet.eachRow((row) => row.eachCell((cell) => expect(cell.formula).toBeUndefined()));
    expect(texts.some((text) => text.startsWith('DSO'))).toBe(true);
  });
});
