import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let other: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  const accountId = await accountOfLogin(t.database.db, 'depanneur');
  fx = await makeInvoicingFixtures(t.database.db, accountId);
  other = await makeInvoicingFixtures(
    t.database.db,
    await accountOfLogin(t.database.db, 'dupont'),
    'Autre client',
  );
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  date: '2026-01-15',
  client: {
    id: fx.customer.id,
    companyName: 'Garage Client',
    contactName: 'Durand',
    modeReglementId: fx.mode('30 jours fin de mois').id,
  },
  articles: [
    {
      articleId: fx.article.id,
      code: 'REM',
      nom: 'Remorquage',
      quantity: 2,
      montantHT: 125.5,
      tvaId: fx.rate('20.00').id,
      montantTTC: 1,
    },
    { nom: 'Gardiennage', quantity: 3, montantHT: 19.99, tvaId: fx.rate('5.50').id },
    { nom: 'Frais', quantity: 1, montantHT: 10, tvaId: null },
  ],
  ...overrides,
});

const create = (payload: unknown, headers = auth) =>
  t.app.inject({ method: 'POST', url: '/api/factures', headers, payload: payload as object });

const nextCode = async (kind = 'INVOICE') =>
  (await t.app.inject({ method: 'GET', url: `/api/factures/nextCode?kind=${kind}`, headers: auth })).json()
    .data as string;

describe('invoices', () => {
  it('saves a draft: no number, amounts and due date recomputed by the server', async () => {
    const next = await nextCode();
    expect(next).toMatch(/^FC-\d{6}$/);
    const response = await create(body());
    expect(response.statusCode).toBe(200);
    const invoice = response.json();
    expect(invoice).toMatchObject({
      kind: 'INVOICE',
      state: 'DRAFT',
      code: null,
      issuedAt: null,
      creditedInvoice: null,
      documentSha256: null,
    });
    expect(invoice.dueDate).toBe('2026-02-28'); // 30 days end of month
    expect(invoice.articles.map((l: { montantTTC: number }) => l.montantTTC)).toEqual([301.2, 63.27, 10]);
    expect(invoice.vatBreakdown).toEqual([
      { taux: '20.00', category: 'S', base: 251, tva: 50.2, allowance: 0 },
      { taux: '5.50', category: 'S', base: 59.97, tva: 3.3, allowance: 0 },
      { taux: null, category: 'E', base: 10, tva: 0, allowance: 0 },
    ]);
    expect([invoice.totalHT, invoice.totalTVA, invoice.totalTTC]).toEqual([320.97, 53.5, 374.47]);
    const read = await t.app.inject({ method: 'GET', url: `/api/factures/${invoice.id}`, headers: auth });
    expect(read.json()).toEqual(invoice);
    // A draft takes no number: the next one is still the same.
    expect(await nextCode()).toBe(next);
    expect(await nextCode('CREDIT_NOTE')).toMatch(/^AV-\d{6}$/);
    const badKind = await t.app.inject({
      method: 'GET',
      url: '/api/factures/nextCode?kind=X',
      headers: auth,
    });
    expect(badKind.statusCode).toBe(400);
  });

  it.each([
    ['a zero quantity', { articles: [{ nom: 'X', quantity: 0, montantHT: 1 }] }, /quantité nulle/],
    // A negative quantity is a deduction (« Franchise client »); a negative invoice is a credit note.
    [
      'a negative total',
      { articles: [{ nom: 'X', quantity: -1, montantHT: 1 }] },
      /ne peut pas être négatif/,
    ],
    ['a code sent by the client', { code: 'FC-999999' }, /attribué par le serveur/],
    ['an impossible date', { date: '2026-02-30' }, /date/i],
    ['a due date the payment mode would not give', { dueDate: '2026-03-01' }, /échéance.*28\/02\/2026/],
    ['three decimals in a price', { articles: [{ nom: 'X', quantity: 1, montantHT: 1.005 }] }, /décimales/],
    ['a NUL byte', { articles: [{ nom: 'A\u0000B', quantity: 1, montantHT: 1 }] }, /caractère/],
    ['an id past 2^31', { client: { id: 2 ** 31 } }, /Identifiant/],
  ])('refuses %s with a French 400 and stores nothing', async (_label, overrides, message) => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/factures', headers: auth })).json().total;
    const response = await create(body(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toMatch(message);
    expect((await t.app.inject({ method: 'GET', url: '/api/factures', headers: auth })).json().total).toBe(
      before,
    );
  });

  it.each([
    [
      'a VAT code',
      () => ({ articles: [{ nom: 'X', quantity: 1, montantHT: 1, tvaId: other.rate('20.00').id }] }),
      /code TVA/,
    ],
    [
      'an unknown VAT code',
      () => ({ articles: [{ nom: 'X', quantity: 1, montantHT: 1, tvaId: 999999 }] }),
      /code TVA/,
    ],
    ['a customer', () => ({ client: { id: other.customer.id } }), /client/],
    [
      'a payment mode',
      () => ({ client: { id: fx.customer.id, modeReglementId: other.mode('30 jours').id } }),
      /mode de règlement/,
    ],
  ])("refuses another account's %s (400)", async (_label, overrides, message) => {
    const response = await create(body(overrides()));
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toMatch(message);
  });

  it("hides another account's invoices (404) and refuses roles and natures that do not invoice (403)", async () => {
    const mine = (await create(body())).json();
    const dupont = await t.bearer('dupont');
    for (const [method, url] of [
      ['GET', `/api/factures/${mine.id}`],
      ['GET', `/api/factures/${mine.id}/pdf`],
      ['PATCH', `/api/factures/${mine.id}`],
      ['DELETE', `/api/factures/${mine.id}`],
      ['POST', `/api/factures/${mine.id}/issue`],
      ['POST', `/api/factures/${mine.id}/credit-note`],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: dupont,
        ...(method === 'PATCH' ? { payload: { version: 1 } } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // Dupont's list holds its own demo draft, never this account's invoice.
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/factures', headers: dupont })).json();
    expect(theirs.rows.map((row: { id: number }) => row.id)).not.toContain(mine.id);
    for (const login of ['assisteur', 'superviseur', 'iot']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/factures',
        headers: await t.bearer(login),
      });
      expect(response.statusCode, login).toBe(403);
      expect(response.json().error_description).toMatch(/[a-z]/);
    }
    // Every user of an operator account invoices, the demo OPERATEUR included.
    expect((await create(body(), await t.bearer('operateur'))).statusCode).toBe(200);
  });

  it('patches by difference: recomputes amounts and the due date; a stale version is a 409', async () => {
    const invoice = (await create(body())).json();
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/factures/${invoice.id}`, headers: auth, payload });
    const changed = await patch({
      version: 1,
      date: '2026-03-10',
      articles: [{ nom: 'Dépannage', quantity: 1, montantHT: 100, tvaId: fx.rate('20.00').id }],
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      code: null,
      state: 'DRAFT',
      dueDate: '2026-04-30',
      totalTTC: 120,
      version: 2,
    });
    expect(changed.json().client.companyName).toBe('Garage Client');
    const stale = await patch({ version: 1, date: '2026-03-11' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_description).toMatch(/modifiée entre-temps/);
    expect((await patch({ version: 2, code: 'X' })).statusCode).toBe(400);
  });

  it('deletes any draft, not only the last one', async () => {
    const first = (await create(body())).json();
    const last = (await create(body())).json();
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/factures/${first.id}`, headers: auth });
    expect(removed.statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/factures/${first.id}`, headers: auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/factures/${last.id}`, headers: auth })).statusCode,
    ).toBe(200);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/factures/${first.id}`, headers: auth });
    expect(again.statusCode).toBe(404);
  });

  it('lists with a date range, a number search, a state, pages and order; drafts apart, first', async () => {
    await create(body({ date: '2025-06-01', client: { id: fx.customer.id } }));
    const list = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/factures?${query}`, headers: auth }).then((r) => r.json());
    const june = await list('startDate=2025-06-01&endDate=2025-06-30');
    expect(june.total).toBe(1);
    expect(june.rows[0]).toMatchObject({
      date: '2025-06-01',
      // No payment mode in the body: the customer's (30 jours fin de mois).
      dueDate: '2025-07-31',
      companyName: 'Garage Client',
      state: 'DRAFT',
      kind: 'INVOICE',
      code: null,
    });
    // The demo account's first issued invoice.
    expect((await list('code=FC-000001')).rows.map((r: { code: string }) => r.code)).toEqual(['FC-000001']);
    const page = await list('limit=5&page=2&order=asc');
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThanOrEqual(10);
    const all = await list('limit=1000');
    const states = all.rows.map((r: { state: string }) => r.state);
    expect(states).toContain('ISSUED');
    expect(states.indexOf('ISSUED')).toBe(states.lastIndexOf('DRAFT') + 1);
    const drafts = await list('state=DRAFT&limit=1000');
    expect(drafts.rows.every((r: { state: string; code: null }) => r.state === 'DRAFT' && !r.code)).toBe(
      true,
    );
    const issued = await list('state=ISSUED&limit=1000');
    expect(issued.rows.every((r: { state: string; code: string }) => r.state === 'ISSUED' && r.code)).toBe(
      true,
    );
    expect(drafts.total + issued.total).toBe(all.total);
    for (const query of ['startDate=2026-13-01', 'state=EMISE']) {
      const bad = await t.app.inject({ method: 'GET', url: `/api/factures?${query}`, headers: auth });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
