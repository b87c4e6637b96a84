import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parisToday } from '@plateau/contracts';
import { invoiceDocuments, invoices, legalEntities } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountOfLogin,
  completeSeller,
  draftBody,
  makeInvoicingFixtures,
} from '../../test/invoice-fixtures.ts';

let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await makeInvoicingFixtures(t.database.db, await accountOfLogin(t.database.db, 'depanneur'));
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

type Headers = { authorization: string };
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const createDraft = async (payload: object = draftBody(fx), headers: Headers = auth) => {
  const response = await call('POST', '/api/factures/', payload, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const issue = (id: number, payload?: object, headers: Headers = auth) =>
  call('POST', `/api/factures/${id}/issue`, payload, headers);
const nextCode = async (headers: Headers = auth) =>
  (await call('GET', '/api/factures/nextCode', undefined, headers)).json().data as string;
const numberOf = (code: string) => Number(code.slice(-6));
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('issuing an invoice', () => {
  it("reads back the demo seller's complete settings (what issuing needs)", async () => {
    const accountId = await accountOfLogin(t.database.db, 'depanneur');
    const response = await call('GET', `/api/accounts/${accountId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().legalEntity).toMatchObject({
      headQuarterPlace: { companyName: 'Dépannage Martin & Fils', city: 'Lyon' },
      tvaIntracommunautaire: 'FR44732829320',
      legalForm: 'SARL',
      shareCapital: '50000.00',
      rcsCity: 'Lyon',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
    });
  });

  it("gives the sequence's next number, today's date (Paris) and the due date that follows", async () => {
    const draft = await createDraft();
    const expected = await nextCode();
    const before = parisToday();
    const response = await issue(draft.id, { version: draft.version });
    expect(response.statusCode, response.body).toBe(200);
    const issued = response.json();
    expect(issued).toMatchObject({ id: draft.id, kind: 'INVOICE', state: 'ISSUED', code: expected });
    expect([before, parisToday()]).toContain(issued.date);
    expect(issued.dueDate).toBe(dayAfter(issued.date, 30)); // '30 jours'
    expect(Date.parse(issued.issuedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(issued.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(issued.totalTTC).toBe(draft.totalTTC);
    expect(numberOf(await nextCode())).toBe(numberOf(expected) + 1);
  });

  it('freezes it: PATCH and DELETE answer 409 pointing to the credit note, a second issue 409', async () => {
    const draft = await createDraft();
    const issued = (await issue(draft.id)).json();
    const patch = await call('PATCH', `/api/factures/${draft.id}`, {
      version: issued.version,
      date: '2026-01-01',
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error_description).toBe('Une facture émise ne se modifie plus : créez un avoir.');
    const removal = await call('DELETE', `/api/factures/${draft.id}`);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().error_description).toMatch(/ne se supprime pas : créez un avoir/);
    const again = await issue(draft.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe(`Cette facture est déjà émise (${issued.code}).`);
    expect((await call('GET', `/api/factures/${draft.id}`)).json()).toEqual(issued);
  });

  it('refuses a stale version (409) and an unknown field (400), taking no number', async () => {
    const draft = await createDraft();
    const code = await nextCode();
    await call('PATCH', `/api/factures/${draft.id}`, { version: draft.version, date: '2026-02-01' });
    const stale = await issue(draft.id, { version: draft.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error_description).toMatch(/modifiée entre-temps/);
    expect((await issue(draft.id, { code: 'FC-000999' })).statusCode).toBe(400);
    expect(await nextCode()).toBe(code);
    expect((await call('GET', `/api/factures/${draft.id}`)).json().state).toBe('DRAFT');
  });

  it('refuses a draft without lines or with a zero total (400), taking no number', async () => {
    const code = await nextCode();
    const empty = await createDraft({ ...draftBody(fx), articles: [] });
    const none = await issue(empty.id);
    expect(none.statusCode).toBe(400);
    expect(none.json().error_description).toBe("Impossible d'émettre : la facture n'a aucune ligne");
    const zero = await createDraft(draftBody(fx, [0, 0]));
    const nothing = await issue(zero.id);
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error_description).toBe("Impossible d'émettre : le total de la facture est nul");
    expect(await nextCode()).toBe(code);
    expect((await call('GET', `/api/factures/${zero.id}`)).json()).toMatchObject({
      state: 'DRAFT',
      code: null,
    });
  });

  it('refuses to issue for a seller who lacks mandatory mentions, naming them (400)', async () => {
    const dupont = await t.bearer('dupont');
    const accountId = await accountOfLogin(t.database.db, 'dupont');
    const own = await makeInvoicingFixtures(t.database.db, accountId);
    const draft = await createDraft(draftBody(own), dupont);
    const code = await nextCode(dupont);
    const refused = await issue(draft.id, undefined, dupont);
    expect(refused.statusCode).toBe(400);
    const message = refused.json().error_description;
    expect(message).toMatch(/^Impossible d'émettre : il manque /);
    for (const mention of [
      "l'adresse du siège",
      'le numéro de TVA intracommunautaire',
      'la forme juridique',
      'la ville du RCS ou le numéro au RM',
      "l'IBAN",
    ])
      expect(message).toContain(mention);
    expect(message).toMatch(/\(Paramètres › Compte › Entité juridique\)$/);
    expect(await nextCode(dupont)).toBe(code);
    // Once the settings hold every mention, the same draft is issued.
    await completeSeller(t.database.db, accountId);
    const issued = await issue(draft.id, undefined, dupont);
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().code).toBe(code);
  });

  it('refuses a French company customer without a SIREN (400 naming it), then issues once it is typed', async () => {
    const draft = await createDraft();
    await t.database.db
      .update(legalEntities)
      .set({ siren: null, tvaIntracommunautaire: null })
      .where(eq(legalEntities.id, fx.customer.id));
    const before = await nextCode();
    const refused = await issue(draft.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain('il manque le SIREN du client (fiche du client)');
    expect(await nextCode()).toBe(before);
    await t.database.db
      .update(legalEntities)
      .set({ siren: '732829320' })
      .where(eq(legalEntities.id, fx.customer.id));
    expect((await issue(draft.id)).statusCode).toBe(200);
  });

  it("answers 404 for another account's draft and 403 to an account that does not invoice, taking no number", async () => {
    const draft = await createDraft();
    const before = await nextCode();
    const other = await t.bearer('mission');
    expect((await issue(draft.id, undefined, other)).statusCode).toBe(404);
    expect((await call('POST', `/api/factures/${draft.id}/credit-note`, undefined, other)).statusCode).toBe(
      404,
    );
    expect((await issue(draft.id, undefined, await t.bearer('mondial'))).statusCode).toBe(403);
    expect(await nextCode()).toBe(before);
    expect((await call('GET', `/api/factures/${draft.id}`)).json().state).toBe('DRAFT');
  });

  it('never dates an invoice before the last one issued', async () => {
    const mission = await t.bearer('mission');
    const own = await makeInvoicingFixtures(t.database.db, await accountOfLogin(t.database.db, 'mission'));
    const first = (await issue((await createDraft(draftBody(own), mission)).id, undefined, mission)).json();
    expect(first.code).toMatch(/^TL-\d{6}$/);
    // An invoice dated later than today (a clock set ahead, an import): the next one follows it.
    const later = dayAfter(first.date, 5);
    await t.database.db.update(invoices).set({ date: later }).where(eq(invoices.id, first.id));
    const next = (await issue((await createDraft(draftBody(own), mission)).id, undefined, mission)).json();
    expect(next.date).toBe(later);
    expect(numberOf(next.code)).toBe(numberOf(first.code) + 1);
  });

  it('gives 40 parallel issues 40 consecutive numbers, no gap, no duplicate, dates in number order', async () => {
    const drafts = [];
    for (let i = 0; i < 40; i++) drafts.push(await createDraft(draftBody(fx, [10 + i])));
    const start = numberOf(await nextCode());
    const responses = await Promise.all(drafts.map((draft) => issue(draft.id)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    const issued = responses.map((r) => r.json()).sort((a, b) => numberOf(a.code) - numberOf(b.code));
    expect(issued.map((i) => numberOf(i.code))).toEqual(Array.from({ length: 40 }, (_, i) => start + i));
    for (let i = 1; i < issued.length; i++) {
      expect(issued[i].date >= issued[i - 1].date).toBe(true);
      expect(Date.parse(issued[i].issuedAt)).toBeGreaterThanOrEqual(Date.parse(issued[i - 1].issuedAt));
    }
    expect(numberOf(await nextCode())).toBe(start + 40);
    // Each issue makes its PDF under the counter's lock: a loaded 2-core machine needs the time.
  }, 120_000);
});

describe('the PDF of an invoice', () => {
  const pdf = (id: number) => call('GET', `/api/factures/${id}/pdf`);
  const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

  it('is made on demand for a draft and never kept; once issued, it is kept and the same bytes every time', async () => {
    const draft = await createDraft();
    const preview = await pdf(draft.id);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toContain(`Brouillon facture ${draft.id}.pdf`);
    expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/factures/${draft.id}`)).json().documentSha256).toBeNull();

    const issued = (await issue(draft.id)).json();
    const first = await pdf(draft.id);
    const second = await pdf(draft.id);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-disposition']).toContain(`Facture ${issued.code}.pdf`);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect(sha256(first.rawPayload)).toBe(issued.documentSha256);
    expect(first.rawPayload.equals(preview.rawPayload)).toBe(false);
  });

  it('is kept at the first download for an invoice issued before files were kept', async () => {
    const accountId = await accountOfLogin(t.database.db, 'depanneur');
    const [seeded] = await t.database.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.accountId, accountId), eq(invoices.code, 'FC-000001')));
    await t.database.db.delete(invoiceDocuments).where(eq(invoiceDocuments.invoiceId, seeded!.id));
    expect((await call('GET', `/api/factures/${seeded!.id}`)).json().documentSha256).toBeNull();
    const [first, second] = [await pdf(seeded!.id), await pdf(seeded!.id)];
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(true);
    expect((await call('GET', `/api/factures/${seeded!.id}`)).json().documentSha256).toBe(
      sha256(first.rawPayload),
    );
  });
});
