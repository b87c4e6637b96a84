import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vatRates } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin, draftBody, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

let t: TestContext;
let fx: Awaited<ReturnType<typeof makeInvoicingFixtures>>;
let auth: { authorization: string };

beforeAll(async () => {
  t = await createTestApp();
  fx = await makeInvoicingFixtures(t.database.db, await accountOfLogin(t.database.db, 'depanneur'));
  auth = await t.bearer('depanneur');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = auth) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const ok = async (response: ReturnType<typeof call>) => {
  const answered = await response;
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json();
};
/** An issued invoice of three lines: 100, 50 and 20 € HT at 20 %. */
const issuedInvoice = async () => {
  const draft = await ok(call('POST', '/api/factures', draftBody(fx, [100, 50, 20])));
  return ok(call('POST', `/api/factures/${draft.id}/issue`));
};
const creditNote = (invoiceId: number, payload?: object) =>
  call('POST', `/api/factures/${invoiceId}/credit-note`, payload);
const issue = (id: number) => call('POST', `/api/factures/${id}/issue`);
const nextCode = async (kind: string) =>
  (await call('GET', `/api/factures/nextCode?kind=${kind}`)).json().data as string;

describe('credit notes', () => {
  it('drafts a credit note of every line of an issued invoice, referring to its number and date', async () => {
    const invoice = await issuedInvoice();
    const draft = await ok(creditNote(invoice.id));
    expect(draft).toMatchObject({
      kind: 'CREDIT_NOTE',
      state: 'DRAFT',
      code: null,
      creditedInvoice: { id: invoice.id, code: invoice.code, date: invoice.date },
      client: invoice.client,
      totalHT: invoice.totalHT,
      totalTVA: invoice.totalTVA,
      totalTTC: invoice.totalTTC,
      vatBreakdown: invoice.vatBreakdown,
    });
    expect(draft.articles.map((l: { nom: string }) => l.nom)).toEqual(
      invoice.articles.map((l: { nom: string }) => l.nom),
    );
    // The invoice is untouched.
    expect(await ok(call('GET', `/api/factures/${invoice.id}`))).toEqual(invoice);
  });

  it('drafts a credit note of the lines chosen only; refuses lines of another invoice (400)', async () => {
    const invoice = await issuedInvoice();
    const second = invoice.articles[1];
    const draft = await ok(creditNote(invoice.id, { lineIds: [second.id] }));
    expect(draft.articles.map((l: { nom: string }) => l.nom)).toEqual([second.nom]);
    expect([draft.totalHT, draft.totalTTC]).toEqual([50, 60]);
    const other = await issuedInvoice();
    const foreign = await creditNote(invoice.id, { lineIds: [second.id, other.articles[0].id] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error_description).toBe(
      `Une ligne choisie n'appartient pas à la facture ${invoice.code}`,
    );
    const none = await creditNote(invoice.id, { lineIds: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().error_description).toMatch(/au moins une ligne/);
  });

  it('issues credit notes in their own sequence (AV-…), leaving the invoice numbers alone', async () => {
    const invoice = await issuedInvoice();
    const invoiceNext = await nextCode('INVOICE');
    const expected = await nextCode('CREDIT_NOTE');
    expect(expected).toMatch(/^AV-\d{6}$/);
    const first = await ok(creditNote(invoice.id, { lineIds: [invoice.articles[0].id] }));
    const issued = await ok(issue(first.id));
    expect(issued).toMatchObject({ kind: 'CREDIT_NOTE', state: 'ISSUED', code: expected });
    expect(issued.date >= invoice.date).toBe(true);
    expect(issued.documentSha256).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await call('GET', `/api/factures/${issued.id}/pdf`);
    expect(pdf.headers['content-disposition']).toContain(`Avoir ${expected}.pdf`);
    const second = await ok(
      issue((await ok(creditNote(invoice.id, { lineIds: [invoice.articles[2].id] }))).id),
    );
    expect(Number(second.code.slice(3))).toBe(Number(expected.slice(3)) + 1);
    expect(await nextCode('INVOICE')).toBe(invoiceNext);
    // Issued, a credit note is frozen too.
    const patch = await call('PATCH', `/api/factures/${issued.id}`, {
      version: issued.version,
      articles: [],
    });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error_description).toMatch(/Un avoir émis ne se modifie plus/);
    expect((await call('DELETE', `/api/factures/${issued.id}`)).statusCode).toBe(409);
  });

  it('never credits more than what is left of the invoice (400)', async () => {
    const invoice = await issuedInvoice();
    await ok(issue((await ok(creditNote(invoice.id, { lineIds: [invoice.articles[0].id] }))).id));
    const rest = await ok(creditNote(invoice.id));
    const refused = await issue(rest.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toMatch(
      new RegExp(
        `l'avoir dépasse ce qui reste à créditer sur la facture ${invoice.code} \\(84,00\\s€ TTC\\)`,
      ),
    );
    // Lowered to what is left, it is issued.
    const lowered = await ok(
      call('PATCH', `/api/factures/${rest.id}`, {
        version: rest.version,
        articles: rest.articles.slice(1).map((l: Record<string, unknown>) => ({
          nom: l.nom,
          quantity: l.quantity,
          montantHT: l.montantHT,
          tvaId: l.tvaId,
          // Each line says which invoice line it credits.
          creditedLineId: l.creditedLineId,
        })),
      }),
    );
    expect(lowered.totalTTC).toBe(84);
    expect((await issue(rest.id)).statusCode).toBe(200);
  });

  it("keeps a draft credit note's customer: another is refused (400)", async () => {
    const invoice = await issuedInvoice();
    const draft = await ok(creditNote(invoice.id));
    const other = await makeInvoicingFixtures(
      t.database.db,
      await accountOfLogin(t.database.db, 'depanneur'),
      'Autre client',
    );
    const moved = await call('PATCH', `/api/factures/${draft.id}`, {
      version: draft.version,
      client: { id: other.customer.id },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error_description).toBe("Le client d'un avoir est celui de la facture qu'il corrige");
  });

  it('is refused for a draft or a credit note (409), and for another account (404)', async () => {
    const draft = await ok(call('POST', '/api/factures', draftBody(fx)));
    const ofDraft = await creditNote(draft.id);
    expect(ofDraft.statusCode).toBe(409);
    expect(ofDraft.json().error_description).toMatch(/corrige une facture émise/);
    const invoice = await issuedInvoice();
    const note = await ok(issue((await ok(creditNote(invoice.id))).id));
    const ofNote = await creditNote(note.id);
    expect(ofNote.statusCode).toBe(409);
    expect(ofNote.json().error_description).toMatch(/Un avoir ne se crédite pas/);
    const foreign = await call(
      'POST',
      `/api/factures/${invoice.id}/credit-note`,
      undefined,
      await t.bearer('dupont'),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it('credits at the invoiced rate when the VAT code changed since, or says which rate is missing', async () => {
    const invoice = await issuedInvoice();
    const rate = fx.rate('20.00');
    await t.database.db.update(vatRates).set({ taux: '21.00' }).where(eq(vatRates.id, rate.id));
    try {
      const refused = await creditNote(invoice.id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error_description).toMatch(/n'a plus le taux facturé \(20 %\)/);
    } finally {
      await t.database.db.update(vatRates).set({ taux: '20.00' }).where(eq(vatRates.id, rate.id));
    }
  });

  it('is reversed in the FEC: the customer credited, sales and VAT debited; drafts are not there', async () => {
    const invoice = await issuedInvoice();
    const note = await ok(issue((await ok(creditNote(invoice.id))).id));
    const draft = await ok(call('POST', '/api/factures', draftBody(fx, [999])));
    const day = note.date;
    const response = await call('GET', `/api/factures/fec?startDate=${invoice.date}&endDate=${day}`);
    expect(response.statusCode).toBe(200);
    const rows = response.body
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split('\t'));
    const entry = (code: string) =>
      rows.filter((row) => row[8] === code).map((row) => [row[4], row[11], row[12]]);
    expect(entry(invoice.code)).toEqual([
      ['41100000', '204,00', '0,00'],
      ['706000', '0,00', '170,00'],
      ['44571000', '0,00', '34,00'],
    ]);
    expect(entry(note.code)).toEqual([
      ['41100000', '0,00', '204,00'],
      ['706000', '170,00', '0,00'],
      ['44571000', '34,00', '0,00'],
    ]);
    expect(rows.find((row) => row[8] === note.code)![10]).toMatch(new RegExp(`^Avoir ${note.code} `));
    expect(response.body).not.toContain('999,00');
    expect(draft.state).toBe('DRAFT');
    // In issue order: the invoice's entry before its credit note's.
    const codes = [...new Set(rows.map((row) => row[8]))];
    expect(codes.indexOf(invoice.code)).toBeLessThan(codes.indexOf(note.code));
  });
});
