import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_DEFAULTS } from '@plateau/contracts';
import { legalEntities } from '../../db/schema/index.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, draftBody, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';
import { remindOverdueInvoices } from '../../demo/seed/reminders.ts';
import { runReminders } from './index.ts';

let smtp: FakeSmtpServer;
let t: TestContext;
let accountId: number;
let auth: { authorization: string };
let key = 0;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' } });
  accountId = await accountOfLogin(t.database.db, 'depanneur');
  auth = await t.bearer('depanneur');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
  headers: object = auth,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...headers, 'idempotency-key': `reminder-test-${process.pid}-${++key}` },
    ...(payload ? { payload } : {}),
  });
const ok = async (response: ReturnType<typeof call>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json();
};

/** An issued invoice of 120 € TTC to a new customer whose billing contact is `email`. */
async function overdueInvoice(email: string) {
  const fx = await makeInvoicingFixtures(t.database.db, accountId, `Garage ${email}`);
  await t.database.db
    .update(legalEntities)
    .set({ facturationPlace: { ...fx.customer.facturationPlace!, contactEmail: email } })
    .where(eq(legalEntities.id, fx.customer.id));
  const draft = await ok(call('POST', '/api/factures', draftBody(fx)));
  const invoice = await ok(call('POST', `/api/factures/${draft.id}/issue`));
  return { invoice, customer: fx.customer };
}

/** Noon (Paris) `days` after the due day. */
const daysAfter = (dueDate: string, days: number) =>
  new Date(Date.parse(`${dueDate}T11:00:00Z`) + days * 86_400_000);
const run = (dueDate: string, days: number) =>
  runReminders(t.app, { now: daysAfter(dueDate, days), accountId });
const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));
const reminders = async (invoiceId: number) =>
  (await ok(call('GET', `/api/factures/${invoiceId}/relances`))).data;

describe('reminders of unpaid invoices', () => {
  it('sends each step once, not before its delay, the formal notice with its letter', async () => {
    const email = 'compta-steps@client.fr';
    const { invoice } = await overdueInvoice(email);
    await run(invoice.dueDate, 6);
    expect(mailsTo(email)).toHaveLength(0);
    await run(invoice.dueDate, 7);
    await run(invoice.dueDate, 7);
    expect(mailsTo(email)).toHaveLength(1);
    expect(mailsTo(email)[0]!.raw).toContain('application/pdf');
    // Two instances at once: the journal's unique key lets one of them send.
    await Promise.all([run(invoice.dueDate, 15), run(invoice.dueDate, 15)]);
    expect(mailsTo(email)).toHaveLength(2);
    await run(invoice.dueDate, 31);
    await run(invoice.dueDate, 32);
    expect(mailsTo(email)).toHaveLength(3);
    expect(mailsTo(email)[2]!.raw).toContain('Mise-en-demeure-');
    const list = await reminders(invoice.id);
    expect(list.map((r: { step: string; outcome: string }) => [r.step, r.outcome])).toEqual([
      ['FIRST_EMAIL', 'SENT'],
      ['SECOND_EMAIL', 'SENT'],
      ['FORMAL_NOTICE', 'SENT'],
    ]);
    expect(list[2]).toMatchObject({ recipient: email, hasLetter: true });
    const letter = await t.app.inject({
      method: 'GET',
      url: `/api/factures/${invoice.id}/relances/${list[2].id}/lettre`,
      headers: auth,
    });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await t.bearer('mission');
    const foreign = await call(
      'GET',
      `/api/factures/${invoice.id}/relances/${list[2].id}/lettre`,
      undefined,
      other,
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('passes over the earlier steps of an invoice found late, sending only the furthest', async () => {
    const email = 'compta-late@client.fr';
    const { invoice } = await overdueInvoice(email);
    await run(invoice.dueDate, 20);
    expect(mailsTo(email)).toHaveLength(1);
    const list = await reminders(invoice.id);
    expect(list.map((r: { step: string; outcome: string }) => [r.step, r.outcome])).toEqual([
      ['FIRST_EMAIL', 'SKIPPED'],
      ['SECOND_EMAIL', 'SENT'],
    ]);
  });

  it('never reminds a customer switched off, nor a paid invoice', async () => {
    const excluded = await overdueInvoice('compta-excluded@client.fr');
    const customer = await ok(call('GET', `/api/legalentities/${excluded.customer.id}`));
    expect(customer.automaticReminders).toBe(true);
    const patched = await ok(
      call('PATCH', `/api/legalentities/${excluded.customer.id}`, {
        automaticReminders: false,
        version: customer.version,
      }),
    );
    expect(patched.automaticReminders).toBe(false);
    const paid = await overdueInvoice('compta-paid@client.fr');
    await ok(
      call('POST', `/api/factures/${paid.invoice.id}/paiements`, {
        date: '2026-02-01',
        amount: 120,
        method: 'TRANSFER',
        reference: 'VIR-9',
      }),
    );
    await run(excluded.invoice.dueDate, 40);
    expect(mailsTo('compta-excluded@client.fr')).toHaveLength(0);
    expect(mailsTo('compta-paid@client.fr')).toHaveLength(0);
    expect(await reminders(excluded.invoice.id)).toEqual([]);
    expect(await reminders(paid.invoice.id)).toEqual([]);
  });

  it('keeps the settings of the account, refusing bad ones in French with nothing saved', async () => {
    expect(await ok(call('GET', '/api/reminders/settings'))).toEqual(REMINDER_DEFAULTS);
    const refused = [
      { ...REMINDER_DEFAULTS, SECOND_EMAIL: { enabled: true, delayDays: 3 } },
      { ...REMINDER_DEFAULTS, FIRST_EMAIL: { enabled: true, delayDays: 0 } },
      { ...REMINDER_DEFAULTS, extra: true },
      { ...REMINDER_DEFAULTS, FORMAL_NOTICE: { enabled: 'oui', delayDays: 30 } },
    ];
    for (const body of refused) {
      const response = await call('PUT', '/api/reminders/settings', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error_description).toMatch(/[a-zéè]{4,}/);
    }
    const ordered = await call('PUT', '/api/reminders/settings', refused[0]);
    expect(ordered.json().error_description).toContain('délai doit être plus long');
    expect(await ok(call('GET', '/api/reminders/settings'))).toEqual(REMINDER_DEFAULTS);
    const operator = await t.bearer('operateur');
    expect((await call('PUT', '/api/reminders/settings', REMINDER_DEFAULTS, operator)).statusCode).toBe(403);

    const settings = { ...REMINDER_DEFAULTS, FIRST_EMAIL: { enabled: false, delayDays: 7 } };
    expect(await ok(call('PUT', '/api/reminders/settings', settings))).toEqual(settings);
    expect(await ok(call('GET', '/api/reminders/settings'))).toEqual(settings);
    const email = 'compta-settings@client.fr';
    const { invoice } = await overdueInvoice(email);
    await run(invoice.dueDate, 10);
    expect(mailsTo(email)).toHaveLength(0);
    await run(invoice.dueDate, 15);
    expect(mailsTo(email)).toHaveLength(1);
    await ok(call('PUT', '/api/reminders/settings', REMINDER_DEFAULTS));
  });

  it('gives the demo the steps of its overdue invoices on their days, the assistance companies left out', async () => {
    const [axa] = await t.database.db
      .select({ automaticReminders: legalEntities.automaticReminders })
      .from(legalEntities)
      .where(sql`${legalEntities.headQuarterPlace}->>'companyName' = 'AXA Assistance'`)
      .limit(1);
    expect(axa?.automaticReminders).toBe(false);
    const { invoice } = await overdueInvoice('compta-demo@client.fr');
    await remindOverdueInvoices(t.database.db, daysAfter(invoice.dueDate, 31));
    const list = await reminders(invoice.id);
    expect(
      list.map((r: { step: string; outcome: string; at: string }) => [r.step, r.outcome, r.at.slice(0, 10)]),
    ).toEqual([
      ['FIRST_EMAIL', 'SENT', daysAfter(invoice.dueDate, 7).toISOString().slice(0, 10)],
      ['SECOND_EMAIL', 'SENT', daysAfter(invoice.dueDate, 15).toISOString().slice(0, 10)],
      ['FORMAL_NOTICE', 'SENT', daysAfter(invoice.dueDate, 30).toISOString().slice(0, 10)],
    ]);
    // The demo's mailer keeps nothing: no e-mail left for real.
    expect(mailsTo('compta-demo@client.fr')).toHaveLength(0);
  });
});
