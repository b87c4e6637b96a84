import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, draftBody, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };
let key = 0;

beforeAll(async () => {
  t = await createTestApp();
  fx = await makeInvoicingFixtures(t.database.db, await accountOfLogin(t.database.db, 'depanneur'));
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers: object = auth) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'idempotency-key': `pay-test-${process.pid}-${++key}` },
    ...(payload ? { payload } : {}),
  });
const ok = async (response: ReturnType<typeof call>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json();
};
/** An issued invoice of 100 € HT at 20 %: 120 € TTC. */
const issuedInvoice = async (amounts = [100]) => {
  const draft = await ok(call('POST', '/api/factures', draftBody(fx, amounts)));
  return ok(call('POST', `/api/factures/${draft.id}/issue`));
};
const pay = (invoiceId: number, body: object) => call('POST', `/api/factures/${invoiceId}/paiements`, body);
const transfer = (amount: number) => ({ date: '2026-02-01', amount, method: 'TRANSFER', reference: 'VIR-1' });

describe('payments', () => {
  it('takes a partial then a full payment, and refuses anything above what remains', async () => {
    const invoice = await issuedInvoice();
    const first = await ok(pay(invoice.id, transfer(20)));
    const partly = await ok(call('GET', `/api/factures/${invoice.id}/paiements`));
    expect(partly).toMatchObject({ remaining: 100 });
    expect(['PARTLY_PAID', 'OVERDUE']).toContain(partly.state);
    expect(first).toMatchObject({ amount: 20, method: 'TRANSFER', source: 'MANUAL', cancelledAt: null });
    const over = await pay(invoice.id, transfer(100.01));
    expect(over.statusCode).toBe(400);
    expect(over.json().error_description).toContain('reste à payer');
    await ok(pay(invoice.id, transfer(100)));
    expect((await pay(invoice.id, transfer(0.01))).statusCode).toBe(400);
    const list = await ok(call('GET', `/api/factures/${invoice.id}/paiements`));
    expect(list.data.map((p: { amount: number }) => p.amount)).toEqual([20, 100]);
    expect(list).toMatchObject({ remaining: 0, state: 'PAID', label: 'Payée' });
  });

  it('cancels a payment with a reason, which frees its amount again', async () => {
    const invoice = await issuedInvoice();
    const payment = await ok(pay(invoice.id, transfer(120)));
    const url = `/api/factures/${invoice.id}/paiements/${payment.id}/annulation`;
    expect((await call('POST', url, { reason: '' })).statusCode).toBe(400);
    const cancelled = await ok(call('POST', url, { reason: 'Chèque rejeté' }));
    expect(cancelled).toMatchObject({ cancelReason: 'Chèque rejeté' });
    expect(cancelled.cancelledAt).not.toBeNull();
    expect((await call('POST', url, { reason: 'Encore' })).statusCode).toBe(409);
    await ok(pay(invoice.id, transfer(120)));
  });

  it('refuses cash above 1 000 € from a business customer, naming the rule', async () => {
    const invoice = await issuedInvoice([1000]);
    const cash = (amount: number) => ({ date: '2026-02-01', amount, method: 'CASH' });
    await ok(pay(invoice.id, cash(600)));
    const refused = await pay(invoice.id, cash(500));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain('art. D112-3');
  });

  it('asks for the cheque number and refuses unknown fields', async () => {
    const invoice = await issuedInvoice();
    expect((await pay(invoice.id, { date: '2026-02-01', amount: 10, method: 'CHEQUE' })).statusCode).toBe(
      400,
    );
    expect((await pay(invoice.id, { ...transfer(10), tip: 1 })).statusCode).toBe(400);
  });

  it('lowers what remains by an issued credit note', async () => {
    const invoice = await issuedInvoice([100, 50]);
    const secondLine = invoice.articles[1].id;
    const credit = await ok(
      call('POST', `/api/factures/${invoice.id}/credit-note`, { lineIds: [secondLine] }),
    );
    await ok(call('POST', `/api/factures/${credit.id}/issue`));
    // 180 € TTC, less the credited 60 € TTC: 120 € remain.
    expect((await pay(invoice.id, transfer(120.01))).statusCode).toBe(400);
    await ok(pay(invoice.id, transfer(120)));
  });

  it("answers 404 for another account's invoice", async () => {
    const invoice = await issuedInvoice();
    const other = await t.bearer('mission');
    expect((await call('POST', `/api/factures/${invoice.id}/paiements`, transfer(1), other)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/factures/${invoice.id}/paiements`, undefined, other)).statusCode).toBe(
      404,
    );
  });
});

describe('the invoice list with payments', () => {
  type Row = {
    id: number;
    dueDate: string;
    payment: { state: string; label: string; remaining: string } | null;
  };
  const list = async (query: string): Promise<Row[]> =>
    (await ok(call('GET', `/api/factures?limit=1000&${query}`))).rows;
  const rowOf = async (id: number) => (await list('state=ISSUED')).find((row) => row.id === id);

  it('shows each issued invoice’s payment state and what remains, none for a draft', async () => {
    const toPay = await issuedInvoice();
    const partly = await issuedInvoice();
    await ok(pay(partly.id, transfer(20)));
    const paid = await issuedInvoice();
    await ok(pay(paid.id, transfer(120)));
    const late = await issuedInvoice();
    await ok(pay(late.id, transfer(0.5)));
    await t.database.db.update(invoices).set({ dueDate: '2026-01-10' }).where(eq(invoices.id, late.id));
    const draft = await ok(call('POST', '/api/factures', draftBody(fx)));

    expect((await rowOf(toPay.id))?.payment).toEqual({
      state: 'TO_PAY',
      label: 'À régler',
      remaining: '120.00',
    });
    expect((await rowOf(partly.id))?.payment).toEqual({
      state: 'PARTLY_PAID',
      label: 'Partiellement payée (reste 100,00\u00a0€)',
      remaining: '100.00',
    });
    expect((await rowOf(paid.id))?.payment).toEqual({ state: 'PAID', label: 'Payée', remaining: '0.00' });
    const lateRow = (await rowOf(late.id))!.payment!;
    expect(lateRow).toMatchObject({ state: 'OVERDUE', remaining: '119.50' });
    expect(lateRow.label).toMatch(/^En retard de \d+ jours$/);
    const draftRow = (await list('state=DRAFT')).find((row) => row.id === draft.id);
    expect(draftRow?.payment).toBeNull();

    // The filter (in SQL) agrees with the state shown (the contracts' rule), for every state.
    const expected = { TO_PAY: toPay.id, PARTLY_PAID: partly.id, PAID: paid.id, OVERDUE: late.id };
    for (const [state, id] of Object.entries(expected)) {
      const rows = await list(`paymentState=${state}`);
      expect(rows.map((row) => row.id)).toContain(id);
      expect(rows.every((row) => row.payment?.state === state)).toBe(true);
    }
  });

  it('counts a cancelled payment out and a credit note in', async () => {
    const invoice = await issuedInvoice([100, 50]);
    const payment = await ok(pay(invoice.id, transfer(180)));
    expect((await rowOf(invoice.id))?.payment?.state).toBe('PAID');
    await ok(
      call('POST', `/api/factures/${invoice.id}/paiements/${payment.id}/annulation`, { reason: 'Rejeté' }),
    );
    expect((await rowOf(invoice.id))?.payment).toMatchObject({ state: 'TO_PAY', remaining: '180.00' });
    const credit = await ok(
      call('POST', `/api/factures/${invoice.id}/credit-note`, { lineIds: [invoice.articles[1].id] }),
    );
    await ok(call('POST', `/api/factures/${credit.id}/issue`));
    expect((await rowOf(invoice.id))?.payment).toMatchObject({ state: 'PARTLY_PAID', remaining: '120.00' });
    const creditRow = (await list('kind=CREDIT_NOTE')).find((row) => row.id === credit.id);
    expect(creditRow?.payment).toBeNull();
    expect((await list('paymentState=PARTLY_PAID')).map((row) => row.id)).not.toContain(credit.id);
  });

  it('sorts by due date either way, and refuses an unknown state or sort', async () => {
    const first = await issuedInvoice();
    const second = await issuedInvoice();
    await t.database.db.update(invoices).set({ dueDate: '2030-01-02' }).where(eq(invoices.id, first.id));
    await t.database.db.update(invoices).set({ dueDate: '2030-01-01' }).where(eq(invoices.id, second.id));
    const ascending = await list('state=ISSUED&sort=dueDate&order=asc');
    const days = ascending.map((row) => row.dueDate);
    expect(days).toEqual([...days].sort());
    const ids = ascending.map((row) => row.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const descending = (await list('state=ISSUED&sort=dueDate&order=desc')).map((row) => row.id);
    expect(descending.slice(0, 2)).toEqual([first.id, second.id]);
    expect((await call('GET', '/api/factures?paymentState=LATE')).statusCode).toBe(400);
    expect((await call('GET', '/api/factures?sort=total')).statusCode).toBe(400);
  });
});
