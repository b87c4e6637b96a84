import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  startFakeApprovedPlatform,
  type FakeApprovedPlatform,
} from '../../demo/fakes/fake-approved-platform.ts';
import { invoices, legalEntities } from '../../db/schema/index.ts';
import { eInvoicingKit } from '../../test/e-invoicing-kit.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { runEReporting } from './index.ts';

/**
 * E-reporting (issue 30 §5): a private person's and a foreign company's sales, and their payments,
 * summed per day and rate for each closed period, sent once as e-reporting flows; a French company's
 * go through e-invoicing instead; an empty period sends nothing; the totals are the FEC's.
 */
let t: TestContext;
let fake: FakeApprovedPlatform;
let kit: ReturnType<typeof eInvoicingKit>;
let accountId: number;
let person: number;
let issue: (customerId: number, date: string, amounts: number[]) => Promise<{ id: number; code: string }>;
const reported: string[] = [];
let key = 0;

const JUNE = { start: '2027-06-01', end: '2027-06-30' };
const JULY_5 = new Date('2027-07-05T08:00:00Z');

beforeAll(async () => {
  fake = await startFakeApprovedPlatform();
  t = await createTestApp({ outbound: { allow: [`127.0.0.1:${new URL(fake.url).port}`] } });
  kit = eInvoicingKit(t, fake);
  accountId = await kit.connect('depanneur', 'jeton-reporting');
  const fx = await kit.fixtures('depanneur');
  const db = t.database.db;
  const customer = async (values: Partial<typeof legalEntities.$inferInsert>) => {
    const [row] = await db
      .insert(legalEntities)
      .values({ accountId, code: `ER${++key}${Date.now()}`, regimeTva: 'TVA_FRANCE', ...values })
      .returning();
    return row!.id;
  };
  person = await customer({
    headQuarterPlace: { contactName: 'Petit', contactFirstname: 'Léa' } as never,
    facturationPlace: { line1: '3 rue Neuve', zipCode: '69003', city: 'Lyon', country: 'France' } as never,
  });
  const swiss = await customer({
    regimeTva: 'EXPORT',
    headQuarterPlace: { companyName: 'Abschlepp AG', city: 'Genève', country: 'Suisse' } as never,
    facturationPlace: {
      companyName: 'Abschlepp AG',
      line1: 'Rue du Lac 1',
      zipCode: '1201',
      city: 'Genève',
      country: 'Suisse',
    } as never,
  });
  issue = async (customerId, date, amounts) => {
    const body = kit.draftFor(fx, customerId, amounts);
    const issued = await kit.issueInvoice('depanneur', fx, body);
    await db
      .update(invoices)
      .set({ date, issuedAt: new Date(`${date}T10:00:00Z`) })
      .where(eq(invoices.id, issued.id));
    return issued;
  };
  const toPerson = await issue(person, '2027-06-03', [100]); // 120,00 TTC
  reported.push(toPerson.code, (await issue(person, '2027-06-03', [50.1])).code); // 60,12 TTC
  reported.push((await issue(swiss, '2027-06-04', [300])).code); // export: 300,00 without VAT
  const toCompany = await issue(fx.customer.id, '2027-06-04', [1000]); // e-invoiced, not reported
  const pay = async (invoiceId: number, date: string, amount: number) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/factures/${invoiceId}/paiements`,
      headers: { ...(await t.bearer('depanneur')), 'idempotency-key': `erep-${process.pid}-${++key}` },
      payload: { date, amount, method: 'TRANSFER', reference: `VIR${key}` },
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  await pay(toPerson.id, '2027-06-20', 70);
  await pay(toCompany.id, '2027-06-21', 500);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const fecRows = async () => {
  const response = await kit.call(
    'depanneur',
    'GET',
    `/api/factures/fec?startDate=${JUNE.start}&endDate=${JUNE.end}&encoding=utf-8`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.body
    .replace(/\r\n$/, '')
    .split('\r\n')
    .slice(1)
    .map((line) => line.split('\t'));
};
const cents = (amount: string) => BigInt(amount.replace(/[,.]/, ''));
const sum = (rows: string[][], column: (row: string[]) => bigint) =>
  rows.reduce((total, row) => total + column(row), 0n);
const balance = (row: string[]) => cents(row[11]!) - cents(row[12]!);

describe('e-reporting a closed period', () => {
  it('the demo reports three times a month from its own closed periods, and sent nothing for empty ones', async () => {
    const list = (await kit.call('depanneur', 'GET', '/api/e-reporting')).json();
    expect(list.rhythm).toBe('DECADE');
    for (const report of list.data as Array<{ state: string; total: string; lines: unknown[] }>)
      expect(report.state === 'EMPTY').toBe(report.lines.length === 0);
  });

  it('sends the B2C and foreign sales and their payments once, with the FEC’s totals', async () => {
    const rhythm = await kit.call('depanneur', 'PUT', '/api/e-reporting/settings', { rhythm: 'MONTHLY' });
    expect(rhythm.statusCode, rhythm.body).toBe(200);
    await runEReporting(t.app, JULY_5);
    const list = (await kit.call('depanneur', 'GET', '/api/e-reporting')).json();
    const june = (kind: string) =>
      list.data.find(
        (r: { kind: string; periodStart: string }) => r.kind === kind && r.periodStart === JUNE.start,
      );
    const sales = june('TRANSACTIONS');
    const paid = june('PAYMENTS');
    expect(sales).toMatchObject({
      state: 'SENT',
      periodEnd: JUNE.end,
      totalBase: '450.10',
      totalVat: '30.02',
      total: '480.12',
    });
    expect(sales.lines).toEqual([
      { date: '2027-06-03', rate: '20.00', category: 'B2C', base: '150.10', vat: '30.02', count: 2 },
      { date: '2027-06-04', rate: null, category: 'INTERNATIONAL', base: '300.00', vat: '0.00', count: 1 },
    ]);
    expect(paid).toMatchObject({ state: 'SENT', total: '70.00' });

    // The FEC of June: the reported documents' customer lines (411) and VAT (4457), and their payments (512).
    const rows = await fecRows();
    const reportedSales = rows.filter((row) => row[0] === 'VT' && reported.includes(row[8]!));
    expect(
      sum(
        reportedSales.filter((row) => row[4]!.startsWith('411')),
        balance,
      ),
    ).toBe(cents(sales.total));
    expect(
      -sum(
        reportedSales.filter((row) => row[4]!.startsWith('4457')),
        balance,
      ),
    ).toBe(cents(sales.totalVat));
    const bank = rows.filter(
      (row) => row[0] !== 'VT' && reported.includes(row[8]!) && row[4]!.startsWith('512'),
    );
    expect(sum(bank, balance)).toBe(cents(paid.total));

    // What the platform received: one flow per kind, of the e-reporting types, the same lines.
    const junes = fake.reports.filter((flow) => flow.report.periodStart === JUNE.start);
    expect(junes.map((flow) => flow.flowType).sort()).toEqual([
      'AggregatedCustomerPaymentReport',
      'AggregatedCustomerTransactionReport',
    ]);
    expect(junes.find((flow) => flow.report.kind === 'TRANSACTIONS')!.report.lines).toEqual(sales.lines);

    // An empty period is listed, nothing is sent for it.
    const may = list.data.find(
      (r: { kind: string; periodStart: string }) =>
        r.kind === 'TRANSACTIONS' && r.periodStart === '2027-05-01',
    );
    expect(may).toMatchObject({ state: 'EMPTY', total: '0.00' });
    expect(fake.reports.some((flow) => flow.report.periodStart === '2027-05-01')).toBe(false);

    // Run again (another instance, a restart): nothing new.
    const before = fake.reports.length;
    await runEReporting(t.app, new Date(JULY_5.getTime() + 3_600_000));
    expect(fake.reports).toHaveLength(before);
  });

  it('keeps a period for later when the platform is down (503), then sends it once', async () => {
    await kit.call('depanneur', 'PUT', '/api/e-reporting/settings', { rhythm: 'DECADE' });
    await issue(person, '2027-07-02', [10]);
    fake.failNext(503, 3); // every try of the first run
    await runEReporting(t.app, new Date('2027-07-12T08:00:00Z'));
    const decade = async () =>
      (
        (await kit.call('depanneur', 'GET', '/api/e-reporting')).json().data as Array<Record<string, unknown>>
      ).find((r) => r.periodStart === '2027-07-01' && r.kind === 'TRANSACTIONS');
    expect(await decade()).toMatchObject({ state: 'PENDING', periodEnd: '2027-07-10', total: '12.00' });
    expect((await decade())!.lastError).toMatch(/plateforme/i);
    await runEReporting(t.app, new Date('2027-07-12T08:10:00Z'));
    expect(await decade()).toMatchObject({ state: 'SENT', lastError: null });
    const trackingId = (await decade())!.trackingId;
    expect(fake.reports.filter((flow) => flow.trackingId === trackingId)).toHaveLength(1);
  });

  it('lets only an ADMIN set the rhythm, and refuses an unknown one', async () => {
    expect(
      (await kit.call('operateur', 'PUT', '/api/e-reporting/settings', { rhythm: 'MONTHLY' })).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('depanneur', 'PUT', '/api/e-reporting/settings', { rhythm: 'WEEKLY' })).statusCode,
    ).toBe(400);
  });
});
