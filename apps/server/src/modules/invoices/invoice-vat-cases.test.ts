import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { parisToday } from '@plateau/contracts';
import { accounts, legalEntities } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

/** Issue 29 §5: reverse charge, export, the franchise, discounts, service dates, débours, credit lines. */
let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  accountId = await accountOfLogin(t.database.db, 'depanneur');
  fx = await makeInvoicingFixtures(t.database.db, accountId);
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
const line = (nom: string, montantHT: number, extra: object = {}) => ({
  nom,
  quantity: 1,
  montantHT,
  tvaId: fx.rate('20.00').id,
  ...extra,
});
const draft = async (body: object) => {
  const response = await call('POST', '/api/factures/', {
    date: '2026-03-02',
    client: { id: fx.customer.id },
    ...body,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const issue = async (id: number) => {
  const response = await call('POST', `/api/factures/${id}/issue`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
async function customer(values: Partial<typeof legalEntities.$inferInsert>) {
  const [row] = await t.database.db
    .insert(legalEntities)
    .values({ accountId, code: `CLV${Date.now()}${Math.floor(Math.random() * 1e6)}`, ...values })
    .returning();
  return row!;
}
const place = (companyName: string, city: string, country: string) =>
  ({ companyName, line1: '100 Hauptstraße', zipCode: '80339', city, country }) as never;

describe('VAT by customer and seller', () => {
  it('reverse charges an EU business with a valid VAT number (AE), and it issues', async () => {
    const german = await customer({
      headQuarterPlace: place('Logistik Transit GmbH', 'München', 'Allemagne'),
      tvaIntracommunautaire: 'DE129273398',
      regimeTva: 'INTRA_COMMUNAUTAIRE',
    });
    const invoice = await draft({ client: { id: german.id }, articles: [line('Remorquage', 1450)] });
    expect(invoice).toMatchObject({ vatTreatment: 'REVERSE_CHARGE', totalTVA: 0, totalTTC: 1450 });
    expect(invoice.articles[0]).toMatchObject({ taux: null, tvaId: null });
    expect(invoice.vatBreakdown).toEqual([{ taux: null, category: 'AE', base: 1450, tva: 0, allowance: 0 }]);
    expect((await issue(invoice.id)).state).toBe('ISSUED');
  });

  it('exports outside the Union (G) and bills French VAT to an EU business without a valid number', async () => {
    const swiss = await customer({
      headQuarterPlace: place('Abschlepp Genève SA', 'Genève', 'Suisse'),
      regimeTva: 'EXPORT',
    });
    const exported = await draft({ client: { id: swiss.id }, articles: [line('Remorquage', 380)] });
    expect(exported).toMatchObject({ vatTreatment: 'EXPORT', totalTVA: 0 });
    expect(exported.vatBreakdown[0].category).toBe('G');
    const noNumber = await customer({
      headQuarterPlace: place('Spedition Ohne Nummer', 'Köln', 'Allemagne'),
      regimeTva: 'INTRA_COMMUNAUTAIRE',
    });
    const french = await draft({ client: { id: noNumber.id }, articles: [line('Remorquage', 100)] });
    expect(french).toMatchObject({ vatTreatment: 'STANDARD', totalTVA: 20 });
  });

  it('lets a seller under the franchise issue without VAT (category E)', async () => {
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const legalEntity = account!.legalEntity!;
    await t.database.db
      .update(accounts)
      .set({ legalEntity: { ...legalEntity, regimeTva: 'SANS_TVA' } })
      .where(eq(accounts.id, accountId));
    try {
      const invoice = await draft({ articles: [line('Dépannage', 90)] });
      expect(invoice).toMatchObject({ vatTreatment: 'FRANCHISE', totalTVA: 0, totalTTC: 90 });
      expect(invoice.vatBreakdown[0].category).toBe('E');
      expect((await issue(invoice.id)).state).toBe('ISSUED');
    } finally {
      await t.database.db.update(accounts).set({ legalEntity }).where(eq(accounts.id, accountId));
    }
  });
});

describe('discounts and unknown fields', () => {
  it('takes a line discount (% or amount) and a document allowance off before the VAT', async () => {
    const invoice = await draft({
      articles: [
        line('Remorquage', 125.5, { discountPercent: 10 }),
        line('Gardiennage', 75, { discountAmount: 5 }),
      ],
      allowance: { percent: 5, reason: 'Client fidèle' },
    });
    expect(invoice.articles.map((l: { totalHT: number }) => l.totalHT)).toEqual([112.95, 70]);
    // 182.95 − 5 % (9.15) = 173.80, VAT 34.76.
    expect(invoice).toMatchObject({
      totalHT: 173.8,
      totalTVA: 34.76,
      totalTTC: 208.56,
      allowance: { percent: 5, reason: 'Client fidèle' },
    });
    expect(invoice.vatBreakdown[0]).toMatchObject({ allowance: 9.15, base: 173.8 });
  });

  it('refuses unknown fields and impossible discounts in French, saving nothing', async () => {
    const cases: Array<[object, RegExp]> = [
      [{ articles: [line('Remorquage', 100, { remise: 10 })] }, /remise/],
      [{ articles: [line('Remorquage', 100, { discountPercent: 10, discountAmount: 1 })] }, /pas les deux/],
      [{ articles: [line('Remorquage', 100, { discountAmount: 101 })] }, /dépasser/],
      [{ articles: [line('Remorquage', 100)], allowance: { percent: 5 } }, /allowance\.reason/],
      [
        {
          articles: [line('Remorquage', 100)],
          serviceDate: '2026-03-01',
          servicePeriod: { start: '2026-02-01', end: '2026-02-02' },
        },
        /pas les deux/,
      ],
      [
        { articles: [line('Remorquage', 100)], servicePeriod: { start: '2026-02-05', end: '2026-02-02' } },
        /précéder/,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/factures/', {
        date: '2026-03-02',
        client: { id: fx.customer.id },
        ...body,
      });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error_description).toMatch(message);
    }
  });
});

describe('service date and credit lines', () => {
  it('keeps the service period on the invoice and on its credit note', async () => {
    const period = { start: '2026-02-01', end: '2026-02-07' };
    const invoice = await draft({ articles: [line('Gardiennage', 150)], servicePeriod: period });
    expect(invoice).toMatchObject({ servicePeriod: period, serviceDate: null });
    const patched = await call('PATCH', `/api/factures/${invoice.id}`, {
      version: invoice.version,
      date: '2026-03-03',
    });
    expect(patched.json().servicePeriod).toEqual(period);
    await issue(invoice.id);
    const credit = await call('POST', `/api/factures/${invoice.id}/credit-note`);
    expect(credit.statusCode, credit.body).toBe(200);
    expect(credit.json()).toMatchObject({ servicePeriod: period, kind: 'CREDIT_NOTE' });
  });

  it('credits only lines of the invoice, within what is left of each', async () => {
    const invoice = await issue(
      (
        await draft({
          articles: [line('Remorquage', 100), line('Gardiennage', 500)],
          serviceDate: '2026-03-01',
        })
      ).id,
    );
    const first = (
      await call('POST', `/api/factures/${invoice.id}/credit-note`, { lineIds: [invoice.articles[0].id] })
    ).json();
    expect(first).toMatchObject({ serviceDate: '2026-03-01' });
    expect(first.articles[0].creditedLineId).toBe(invoice.articles[0].id);
    const lowered = await call('PATCH', `/api/factures/${first.id}`, {
      version: first.version,
      articles: [{ ...first.articles[0], montantHT: 60 }],
    });
    expect(lowered.statusCode, lowered.body).toBe(200);
    await issue(first.id);
    // 40 € HT are left of « Remorquage »: a second credit note of 100 € is refused at issue.
    const second = (
      await call('POST', `/api/factures/${invoice.id}/credit-note`, { lineIds: [invoice.articles[0].id] })
    ).json();
    const refused = await call('POST', `/api/factures/${second.id}/issue`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toMatch(
      /« Remorquage » dépasse ce qui reste à créditer .*40,00/,
    );
    const foreign = await call('PATCH', `/api/factures/${second.id}`, {
      version: second.version,
      articles: [line('Autre chose', 10)],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_description).toMatch(/ne crédite aucune ligne de la facture/);
  });
});

describe('the FEC', () => {
  it('books débours to 467 and the allowance to 709, numbers entries 1, 2, 3… and names the year end', async () => {
    await issue(
      (
        await draft({
          articles: [line('Remorquage', 100), { nom: 'Péage A7 – débours', quantity: 1, montantHT: 12.34 }],
          allowance: { percent: 10, reason: 'Geste commercial' },
        })
      ).id,
    );
    const today = parisToday();
    const response = await call(
      'GET',
      `/api/factures/fec?startDate=${today}&endDate=${today}&encoding=utf-8`,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toContain(`FEC${today.slice(0, 4)}1231.txt`);
    const rows = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((r) => r.split('\t'));
    const entries = [...new Set(rows.map((r) => r[2]))];
    expect(entries).toEqual(entries.map((_, i) => String(i + 1)));
    const last = rows.filter((r) => r[2] === entries.at(-1));
    expect(last.map((r) => [r[4], r[5], r[11], r[12]])).toEqual([
      ['41100000', 'Clients', '120,34', '0,00'],
      ['46700000', 'Débours', '0,00', '12,34'],
      ['706000', 'Ventes de prestations', '0,00', '100,00'],
      ['709000', 'Remises accordées', '10,00', '0,00'],
      ['44571000', 'TVA collectée', '0,00', '18,00'],
    ]);
    expect(last.every((r) => /^FC-\d{6}$/.test(r[8]!))).toBe(true);
  });
});
