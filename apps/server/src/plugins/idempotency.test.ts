import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { idempotencyKeys, invoices, legalEntities } from '../db/schema/index.ts';
import { createTestApp, type TestContext } from '../test/harness.ts';
import { accountingTestKit } from '../modules/accounting/accounting-test-kit.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../test/invoice-fixtures.ts';

let t: TestContext;
let depanneur: number;
let dupont: number;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let otherFx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;

beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountOfLogin(t.database.db, 'depanneur');
  dupont = await accountOfLogin(t.database.db, 'dupont');
  fx = await makeInvoicingFixtures(t.database.db, depanneur);
  otherFx = await makeInvoicingFixtures(t.database.db, dupont, 'Autre client');
  await accountingTestKit(t).addUser('depanneur', 'collegue-idem', 'ADMIN');
  // Signed in once each, before the simultaneous calls.
  for (const login of ['depanneur', 'dupont', 'collegue-idem']) await t.bearer(login);
});
afterAll(() => t.close());

const invoiceBody = (f = fx, nom = 'Remorquage') => ({
  date: '2026-01-15',
  client: {
    id: f.customer.id,
    companyName: 'Garage Client',
    modeReglementId: f.mode('30 jours fin de mois').id,
  },
  articles: [{ nom, quantity: 1, montantHT: 100, tvaId: f.rate('20.00').id }],
});

const customerBody = (companyName: string) => ({
  headQuarterPlace: { companyName, line1: '4 rue des Lilas', zipCode: '69007', city: 'Lyon' },
  regimeTva: 'TVA_FRANCE',
});

async function post(login: string, url: string, payload: object, key?: string) {
  const headers = { ...(await t.bearer(login)), ...(key === undefined ? {} : { 'idempotency-key': key }) };
  return t.app.inject({ method: 'POST', url, headers, payload });
}

const invoiceCount = async (accountId: number) =>
  (await t.database.db.select({ n: count() }).from(invoices).where(eq(invoices.accountId, accountId)))[0]!.n;
const customerCount = async (accountId: number) =>
  (
    await t.database.db
      .select({ n: count() })
      .from(legalEntities)
      .where(eq(legalEntities.accountId, accountId))
  )[0]!.n;

/** Status and body of each answer, and how many were answered again rather than run. */
const outcomes = (responses: LightMyRequestResponse[]) => ({
  answers: new Set(responses.map((r) => `${r.statusCode} ${r.body}`)),
  replayed: responses.filter((r) => r.headers['idempotent-replayed'] === 'true').length,
});

describe('Idempotency-Key on creating calls', () => {
  it('twenty simultaneous saves of one new invoice with one key create one invoice and answer it twenty times', async () => {
    const before = await invoiceCount(depanneur);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => post('depanneur', '/api/factures', invoiceBody(), key)),
    );
    const { answers, replayed } = outcomes(responses);
    expect(answers.size, [...answers].join('\n')).toBe(1);
    expect(responses[0]!.statusCode).toBe(200);
    expect(replayed).toBe(19);
    expect(await invoiceCount(depanneur)).toBe(before + 1);
    // Later, the same key still answers the same invoice (its number taken once).
    const again = await post('depanneur', '/api/factures', invoiceBody(), key);
    expect(`${again.statusCode} ${again.body}`).toBe([...answers][0]);
    expect(await invoiceCount(depanneur)).toBe(before + 1);
  });

  it('twenty simultaneous saves of one new customer with one key create one customer', async () => {
    const before = await customerCount(depanneur);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post('depanneur', '/api/legalentities/', customerBody('Garage Une Fois'), key),
      ),
    );
    const { answers, replayed } = outcomes(responses);
    expect(answers.size, [...answers].join('\n')).toBe(1);
    expect(responses[0]!.statusCode).toBe(200);
    expect(responses[0]!.json().headQuarterPlace.companyName).toBe('Garage Une Fois');
    expect(replayed).toBe(19);
    expect(await customerCount(depanneur)).toBe(before + 1);
  });

  it('refuses the key sent again with another body with a French 422, and creates nothing', async () => {
    const key = crypto.randomUUID();
    expect((await post('depanneur', '/api/legalentities/', customerBody('Premier'), key)).statusCode).toBe(
      200,
    );
    const before = await customerCount(depanneur);
    const reused = await post('depanneur', '/api/legalentities/', customerBody('Second'), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: 'idempotency_key_reused',
      error_description: expect.stringContaining(
        "Cette clé d'idempotence a déjà servi pour une autre requête",
      ),
    });
    // On another route too: the key names one request, whatever its address.
    const elsewhere = await post('depanneur', '/api/factures', invoiceBody(), key);
    expect(elsewhere.statusCode).toBe(422);
    expect(await customerCount(depanneur)).toBe(before);
  });

  it("keeps each account's keys, and each user's, apart: the same key creates for each", async () => {
    const key = `partagee-${crypto.randomUUID()}`;
    const [mine, theirs] = await Promise.all([
      post('depanneur', '/api/factures', invoiceBody(), key),
      post('dupont', '/api/factures', invoiceBody(otherFx), key),
    ]);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(mine.headers['idempotent-replayed']).toBeUndefined();
    expect(theirs.headers['idempotent-replayed']).toBeUndefined();
    expect(mine.json().id).not.toBe(theirs.json().id);
    expect(theirs.json().client.id).toBe(otherFx.customer.id);

    const colleague = await post('collegue-idem', '/api/factures', invoiceBody(), key);
    expect(colleague.statusCode).toBe(200);
    expect(colleague.headers['idempotent-replayed']).toBeUndefined();
    expect(colleague.json().id).not.toBe(mine.json().id);
  });

  it('creates as before without the header: two calls, two invoices', async () => {
    const before = await invoiceCount(depanneur);
    const [first, second] = await Promise.all([
      post('depanneur', '/api/factures', invoiceBody()),
      post('depanneur', '/api/factures', invoiceBody()),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().id).not.toBe(second.json().id);
    expect(await invoiceCount(depanneur)).toBe(before + 2);
  });

  it.each([
    ['empty', ''],
    ['with a space', 'deux mots'],
    ['with an accent', 'clé'],
    ['longer than 200 characters', 'k'.repeat(201)],
  ])('refuses a key %s with a French 400 and creates nothing', async (_label, key) => {
    const before = await invoiceCount(depanneur);
    const response = await post('depanneur', '/api/factures', invoiceBody(), key);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe(
      "L'en-tête Idempotency-Key doit compter de 1 à 200 caractères ASCII visibles, sans espace",
    );
    expect(await invoiceCount(depanneur)).toBe(before);
  });

  it('answers a refusal of the first call again (same status and body), without running it twice', async () => {
    const key = crypto.randomUUID();
    // An unknown payment mode: refused by the service, after the key was claimed.
    const body = { ...customerBody('Mode inconnu'), modeReglementId: 2_000_000 };
    const first = await post('depanneur', '/api/legalentities/', body, key);
    expect(first.statusCode).toBeGreaterThanOrEqual(400);
    expect(first.statusCode).toBeLessThan(500);
    const second = await post('depanneur', '/api/legalentities/', body, key);
    expect([second.statusCode, second.body]).toEqual([first.statusCode, first.body]);
    expect(second.headers['idempotent-replayed']).toBe('true');
  });

  it('forgets a key after 24 hours: the same key then creates again', async () => {
    const key = crypto.randomUUID();
    const first = await post('depanneur', '/api/factures', invoiceBody(), key);
    await t.database.db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await post('depanneur', '/api/factures', invoiceBody(), key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().id).not.toBe(first.json().id);
  });

  it('records the route, the answer and a SHA-256 of the request (not the request itself)', async () => {
    const key = crypto.randomUUID();
    await post('depanneur', '/api/legalentities/', customerBody('Secret Garage'), key);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    expect(row).toMatchObject({ accountId: depanneur, route: 'POST /api/legalentities/', statusCode: 200 });
    expect(row!.requestHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
