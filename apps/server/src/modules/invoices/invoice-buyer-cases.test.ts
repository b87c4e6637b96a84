import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { legalEntities, paymentModes } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, draftBody, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

/** Issue 29 §5: the buyer's address and payment terms on invoices made without a billing place. */
let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await makeInvoicingFixtures(t.database.db, await accountOfLogin(t.database.db, 'depanneur'));
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });

/** A customer of the fixtures' account with the given places (no billing place by default). */
async function customerWith(places: { headQuarterPlace: object | null; facturationPlace?: object | null }) {
  const [customer] = await t.database.db
    .insert(legalEntities)
    .values({
      accountId: fx.customer.accountId,
      code: `CLB${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      headQuarterPlace: places.headQuarterPlace as never,
      facturationPlace: (places.facturationPlace ?? null) as never,
      modeReglementId: fx.mode('30 jours fin de mois').id,
      regimeTva: 'TVA_FRANCE',
      siren: '404833048',
    })
    .returning();
  return customer!;
}

const lines = () => draftBody(fx).articles;

describe("the buyer's address", () => {
  it('is the head office when the customer has no billing address, and the invoice issues', async () => {
    const customer = await customerWith({
      headQuarterPlace: { companyName: 'Siège SA', line1: '5 quai Rambaud', zipCode: '69002', city: 'Lyon' },
    });
    const draft = await call('POST', '/api/factures/', {
      date: '2026-01-15',
      client: { id: customer.id },
      articles: lines(),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().client.place).toMatchObject({ line1: '5 quai Rambaud', city: 'Lyon' });
    const issued = await call('POST', `/api/factures/${draft.json().id}/issue`);
    expect(issued.statusCode, issued.body).toBe(200);
  });

  it('missing everywhere, refuses to issue with a French message naming the customer card', async () => {
    const customer = await customerWith({ headQuarterPlace: { companyName: 'Sans Adresse SARL' } });
    const draft = await call('POST', '/api/factures/', {
      date: '2026-01-15',
      client: { id: customer.id },
      articles: lines(),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    const issued = await call('POST', `/api/factures/${draft.json().id}/issue`);
    expect(issued.statusCode).toBe(400);
    expect(issued.json().error_description).toBe(
      "Impossible d'émettre : il manque l'adresse du client (fiche du client)",
    );
    const still = await call('GET', `/api/factures/${draft.json().id}`);
    expect(still.json()).toMatchObject({ state: 'DRAFT', code: null });
  });
});

describe("the customer's payment terms", () => {
  it('give the due date of an invoice whose body names no payment mode (45 jours fin de mois)', async () => {
    const customer = await customerWith({
      headQuarterPlace: { companyName: 'AXA', line1: '6 rue Fournier', zipCode: '92110', city: 'Clichy' },
    });
    const [mode] = await t.database.db
      .insert(paymentModes)
      .values({
        accountId: fx.customer.accountId,
        nom: '45 jours fin de mois',
        nombreJours: 45,
        finMois: true,
      })
      .returning();
    await t.database.db
      .update(legalEntities)
      .set({ modeReglementId: mode!.id })
      .where(eq(legalEntities.id, customer.id));
    const draft = await call('POST', '/api/factures/', {
      date: '2026-01-15',
      client: { id: customer.id },
      articles: lines(),
    });
    expect(draft.statusCode, draft.body).toBe(200);
    // 15 January + 45 days = 1 March, end of month: 31 March.
    expect(draft.json()).toMatchObject({ dueDate: '2026-03-31', client: { modeReglementId: mode!.id } });
  });
});
