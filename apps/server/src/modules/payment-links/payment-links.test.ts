import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, paymentLinks, paymentProviderSettings, smsMessages } from '../../db/schema/index.ts';
import { startFakeSmsServer, type FakeSmsServer } from '../../demo/fakes/fake-sms-server.ts';
import { sendQueuedSms } from '../notifications/sms-journal.ts';
import {
  startFakePaymentProvider,
  stripeSignature,
  type FakePaymentProvider,
} from '../../demo/fakes/fake-payment-provider.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, draftBody, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

const KEYS = { secretKey: 'sk_test_links', webhookSecret: 'whsec_links' };
let t: TestContext;
let fake: FakePaymentProvider;
let smtp: FakeSmtpServer;
let sms: FakeSmsServer;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let key = 0;

const webhook = (payload: string, signature?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/public/payment-links/webhook',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature ? { 'stripe-signature': signature } : {}),
    },
    payload,
  });

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  sms = await startFakeSmsServer();
  fake = await startFakePaymentProvider({
    ...KEYS,
    webhook: async (payload, signature) => (await webhook(payload, signature)).statusCode,
  });
  t = await createTestApp({
    paymentProvider: { url: fake.url },
    mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.test>' },
    sms: { apiUrl: sms.url, apiToken: sms.token },
  });
  fx = await makeInvoicingFixtures(t.database.db, await accountOfLogin(t.database.db, 'depanneur'));
  for (const login of ['depanneur', 'mission'])
    expect((await call(login, 'PUT', '/api/payment-provider/settings', KEYS)).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fake.close();
  await smtp.close();
  await sms.close();
});

async function call(login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const headers = { ...(await t.bearer(login)), 'idempotency-key': `links-${process.pid}-${++key}` };
  return t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}
async function ok(login: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  const response = await call(login, method, url, payload);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
/** An issued invoice of the depanneur: 100 € HT at 20 %, 120 € TTC. */
async function issuedInvoice() {
  const draft = await ok('depanneur', 'POST', '/api/factures', draftBody(fx));
  return ok('depanneur', 'POST', `/api/factures/${draft.id}/issue`) as Promise<{ id: number; code: string }>;
}
const sendLink = (invoiceId: number, body = { channel: 'SMS', recipient: '06 12 34 56 78' }) =>
  ok('depanneur', 'POST', `/api/factures/${invoiceId}/liens-paiement`, body);
const tokenOf = (url: string) => url.split('/paiement/')[1]!;
const page = (token: string) => t.app.inject({ method: 'GET', url: `/api/public/payment-links/${token}` });
const checkout = (token: string) =>
  t.app.inject({ method: 'POST', url: `/api/public/payment-link-checkout/${token}` });
const payments = (invoiceId: number) => ok('depanneur', 'GET', `/api/factures/${invoiceId}/paiements`);

describe('payment links', () => {
  it('sends a 30-day link by SMS; paid once through the provider, a replayed webhook changes nothing', async () => {
    const invoice = await issuedInvoice();
    const jobs = vi.spyOn(t.app.jobs, 'send');
    const link = await sendLink(invoice.id);
    expect(link).toMatchObject({ channel: 'SMS', recipient: '+33612345678', lastOutcome: null });
    const days = (Date.parse(link.expiresAt) - Date.parse(link.createdAt)) / 86_400_000;
    expect(days).toBe(30);
    const token = tokenOf(link.url);
    expect(token).toMatch(/^[\w-]{43}$/);
    const [sms] = await t.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'PAYMENT_LINK'), eq(smsMessages.phone, '+33612345678')));
    expect(sms!.text).toContain(`/paiement/${token}`);
    expect(sms!.text).toContain(invoice.code);

    const shown = await page(token);
    expect(shown.statusCode).toBe(200);
    const body = shown.json();
    expect(Object.keys(body).sort()).toEqual(
      ['expiresAt', 'invoiceNumber', 'lastOutcome', 'paid', 'remainingCents', 'sellerName'].sort(),
    );
    expect(body).toMatchObject({ invoiceNumber: invoice.code, remainingCents: 12_000, paid: false });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/public/payment-link-pdf/${token}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const started = await checkout(token);
    expect(started.statusCode, started.body).toBe(200);
    const { paymentUrl } = started.json();
    const sessionId = paymentUrl.split('/checkout/')[1];
    expect(fake.sessions.get(sessionId)).toMatchObject({ amountCents: 12_000, reference: String(link.id) });
    const back = await fetch(paymentUrl, {
      method: 'POST',
      body: new URLSearchParams({ outcome: 'paid' }),
      redirect: 'manual',
    });
    expect(back.headers.get('location')).toBe(link.url);
    expect(fake.delivered.at(-1)!.status).toBe(200);

    const after = await payments(invoice.id);
    expect(after).toMatchObject({ remaining: 0, state: 'PAID' });
    expect(after.data).toHaveLength(1);
    expect(after.data[0]).toMatchObject({
      amount: 120,
      method: 'CARD',
      source: 'LINK',
      reference: sessionId,
    });
    expect((await page(token)).json()).toMatchObject({ paid: true, remainingCents: 0, lastOutcome: 'PAID' });
    // Paid in full: « 212 Encaissée » is queued, as the payments route does.
    const reported = jobs.mock.calls.filter(([name]) => name === 'e-invoicing-paid');
    expect(reported).toEqual([['e-invoicing-paid', expect.objectContaining({ invoiceId: invoice.id })]]);

    // The provider delivers the same event again: nothing more is recorded nor reported.
    const { payload, signature } = fake.delivered.at(-1)!;
    expect((await webhook(payload, signature)).statusCode).toBe(200);
    expect((await payments(invoice.id)).data).toHaveLength(1);
    expect(jobs.mock.calls.filter(([name]) => name === 'e-invoicing-paid')).toHaveLength(1);
    // Nothing is left to pay: no new checkout, and no new link.
    expect((await checkout(token)).statusCode).toBe(409);
    const again = await call('depanneur', 'POST', `/api/factures/${invoice.id}/liens-paiement`, {
      channel: 'SMS',
      recipient: '0612345678',
    });
    expect(again.statusCode).toBe(409);
    jobs.mockRestore();
  });

  it('refuses a forged webhook (400) and records nothing; failed and abandoned payments record nothing', async () => {
    const invoice = await issuedInvoice();
    const link = await sendLink(invoice.id, { channel: 'EMAIL', recipient: 'client@example.fr' });
    const token = tokenOf(link.url);
    const mail = await smtp.waitFor((m) => m.to.includes('client@example.fr'));
    // Quoted-printable: long lines are cut with a soft break.
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(link.url);

    const { paymentUrl } = (await checkout(token)).json();
    const sessionId = paymentUrl.split('/checkout/')[1];
    const session = fake.sessions.get(sessionId)!;
    const paidEvent = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: sessionId,
          amount_total: session.amountCents,
          payment_status: 'paid',
          client_reference_id: String(link.id),
          metadata: { plateau_reference: String(link.id) },
        },
      },
    });
    for (const signature of [stripeSignature(paidEvent, 'whsec_guessed'), undefined, 't=1,v1=00']) {
      const forged = await webhook(paidEvent, signature);
      expect(forged.statusCode).toBe(400);
      expect(forged.json().error_description).toContain('signature invalide');
    }
    // An event naming no link of ours cannot be checked: refused too.
    expect(
      (await webhook('{"type":"checkout.session.completed"}', stripeSignature('{}', KEYS.webhookSecret)))
        .statusCode,
    ).toBe(400);

    await fake.complete(sessionId, 'failed');
    expect((await page(token)).json()).toMatchObject({
      paid: false,
      lastOutcome: 'FAILED',
      remainingCents: 12_000,
    });
    const retry = (await checkout(token)).json();
    await fake.complete(retry.paymentUrl.split('/checkout/')[1], 'abandoned');
    expect((await page(token)).json()).toMatchObject({ paid: false, lastOutcome: 'ABANDONED' });
    expect((await payments(invoice.id)).data).toEqual([]);
  });

  it('pays only what remains when a payment was recorded by hand meanwhile', async () => {
    const invoice = await issuedInvoice();
    const link = await sendLink(invoice.id);
    const { paymentUrl } = (await checkout(tokenOf(link.url))).json();
    await ok('depanneur', 'POST', `/api/factures/${invoice.id}/paiements`, {
      date: '2026-02-01',
      amount: 100,
      method: 'TRANSFER',
      reference: 'VIR-1',
    });
    await fake.complete(paymentUrl.split('/checkout/')[1], 'paid');
    const after = await payments(invoice.id);
    expect(after.data.map((p: { amount: number }) => p.amount)).toEqual([100, 20]);
    expect(after.remaining).toBe(0);
  });

  it('an unknown, malformed or expired token is the same 404', async () => {
    const invoice = await issuedInvoice();
    const link = await sendLink(invoice.id);
    const token = tokenOf(link.url);
    const invalid = {
      error: 'not_found',
      error_description: 'Ce lien de paiement n’est pas valable ou a expiré',
    };
    for (const unknown of ['A'.repeat(43), 'court', 'x'.repeat(5000)]) {
      expect((await page(unknown)).json()).toEqual(invalid);
      expect((await checkout(unknown)).statusCode).toBe(404);
    }
    await t.database.db
      .update(paymentLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(paymentLinks.id, link.id));
    const expired = await page(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual(invalid);
    expect((await checkout(token)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/public/payment-link-pdf/${token}` })).statusCode,
    ).toBe(404);
  });

  it("another account's invoice is a 404; a draft, or an account without provider, is refused", async () => {
    const invoice = await issuedInvoice();
    const foreign = await call('mission', 'POST', `/api/factures/${invoice.id}/liens-paiement`, {
      channel: 'SMS',
      recipient: '0612345678',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call('mission', 'GET', `/api/factures/${invoice.id}/liens-paiement`)).statusCode).toBe(404);
    const draft = await ok('depanneur', 'POST', '/api/factures', draftBody(fx));
    const onDraft = await call('depanneur', 'POST', `/api/factures/${draft.id}/liens-paiement`, {
      channel: 'SMS',
      recipient: '0612345678',
    });
    expect(onDraft.statusCode).toBe(409);
    const badPhone = await call('depanneur', 'POST', `/api/factures/${invoice.id}/liens-paiement`, {
      channel: 'SMS',
      recipient: '12',
    });
    expect(badPhone.statusCode).toBe(400);
    const listed = await ok('depanneur', 'GET', `/api/factures/${invoice.id}/liens-paiement`);
    expect(listed.data).toEqual([]);
    // Without the provider's keys, no link is sent.
    const depanneur = await accountOfLogin(t.database.db, 'depanneur');
    await t.database.db
      .delete(paymentProviderSettings)
      .where(eq(paymentProviderSettings.accountId, depanneur));
    const withoutKeys = await call('depanneur', 'POST', `/api/factures/${invoice.id}/liens-paiement`, {
      channel: 'SMS',
      recipient: '0612345678',
    });
    expect(withoutKeys.statusCode).toBe(409);
    expect(withoutKeys.json().error_description).toContain('Aucun prestataire de paiement');
    await ok('depanneur', 'PUT', '/api/payment-provider/settings', KEYS);
  });

  it('an SMS link held outside the SMS hours is still sent hours later (a payment link does not go stale)', async () => {
    const invoice = await issuedInvoice();
    await sendLink(invoice.id, { channel: 'SMS', recipient: '06 12 34 99 01' });
    const [queued] = await t.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'PAYMENT_LINK'), eq(smsMessages.phone, '+33612349901')));
    await t.database.db
      .update(smsMessages)
      .set({ createdAt: new Date(Date.now() - 10 * 3_600_000) })
      .where(eq(smsMessages.id, queued!.id));
    await t.database.db.update(accounts).set({ smsOpenHours: {} }).where(eq(accounts.id, queued!.accountId));
    await sendQueuedSms(t.app, queued!.id);
    const [after] = await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, queued!.id));
    expect(after!.status).toBe('SENT');
    expect(sms.received.some((m) => m.to === '+33612349901' && m.text.includes('/paiement/'))).toBe(true);
  });

  it('keeps the keys sealed and never sends them back', async () => {
    const settings = await ok('depanneur', 'GET', '/api/payment-provider/settings');
    expect(settings).toMatchObject({ secretKeySet: true, webhookSecretSet: true });
    expect(settings.webhookUrl).toMatch(/\/api\/public\/payment-links\/webhook$/);
    expect(JSON.stringify(settings)).not.toContain(KEYS.secretKey);
    const rows = await t.database.db.select().from(paymentProviderSettings);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain('sk_test_links');
    expect(JSON.stringify(rows)).not.toContain('whsec_links');
    expect((await call('operateur', 'GET', '/api/payment-provider/settings')).statusCode).toBe(403);
  });
});
