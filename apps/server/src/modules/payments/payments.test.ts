import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
