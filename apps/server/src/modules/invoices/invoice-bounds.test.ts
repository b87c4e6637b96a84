import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  AMOUNT_INVALID_MESSAGE,
  CreationOrigine,
  FolderState,
  INVOICE_HT_TOO_LARGE_MESSAGE,
  LINE_HT_TOO_LARGE_MESSAGE,
  MAX_LINE_HT,
  VALORISATION_HT_TOO_LARGE_MESSAGE,
} from '@plateau/contracts';
import { accountSequences, folders, invoiceLines, invoices } from '../../db/schema/index.ts';
import { demoValorisation } from '../../demo/seed/valorisation-template.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';
import { accountOfLogin, makeInvoicingFixtures } from '../../test/invoice-fixtures.ts';

/**
 * Issue 18 §5: amounts the contract accepted overflowed their numeric columns (a quantity of
 * 1 000 000 at 10 000 000 € answered 500 « numeric field overflow »). Each is now a French 400,
 * and nothing is saved: no invoice, no line, no invoice number taken.
 */
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

const invoice = (articles: Array<Record<string, unknown>>) => ({
  date: '2026-01-15',
  client: { id: fx.customer.id },
  articles: articles.map((line) => ({ nom: 'Remorquage', tvaId: fx.rate('20.00').id, ...line })),
});

/** What a refused request must leave as it was. */
async function stored() {
  const db = t.database.db;
  const [invoiceCount] = await db.select({ n: count() }).from(invoices);
  const [lineCount] = await db.select({ n: count() }).from(invoiceLines);
  const sequences = await db.select().from(accountSequences).where(eq(accountSequences.accountId, accountId));
  return { invoices: invoiceCount!.n, lines: lineCount!.n, sequences };
}

async function expectRefused(
  request: () => Promise<{ statusCode: number; json(): { error: string; error_description: string } }>,
  message: string,
) {
  const before = await stored();
  const response = await request();
  expect(response.statusCode).toBe(400);
  expect(response.json().error).toBe('invalid_request');
  expect(response.json().error_description).toContain(message);
  expect(await stored()).toEqual(before);
}

const post = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/factures', headers: auth, payload });

describe('invoice amounts past their columns: a French 400, nothing saved', () => {
  it('refuses 1 000 000 × 10 000 000 € (it overflowed numeric(14,2) with a 500)', async () => {
    await expectRefused(
      () => post(invoice([{ quantity: 1_000_000, montantHT: 10_000_000 }])),
      LINE_HT_TOO_LARGE_MESSAGE,
    );
  });

  it('refuses lines that each fit but add up past the invoice maximum, on creation and on a patch', async () => {
    const full = Array.from({ length: 11 }, () => ({ quantity: 10, montantHT: MAX_LINE_HT / 10 }));
    await expectRefused(() => post(invoice(full)), INVOICE_HT_TOO_LARGE_MESSAGE);
    const created = await post(invoice([{ quantity: 1, montantHT: 10 }]));
    expect(created.statusCode).toBe(200);
    const { id, version } = created.json();
    await expectRefused(
      () =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/factures/${id}`,
          headers: auth,
          payload: { version, articles: invoice(full).articles },
        }),
      INVOICE_HT_TOO_LARGE_MESSAGE,
    );
    // The largest invoice accepted is saved whole: 10 lines at the line maximum, VAT at 20 %.
    const largest = await post(invoice(full.slice(1)));
    expect(largest.statusCode).toBe(200);
    expect(largest.json()).toMatchObject({ totalHT: 1_000_000_000, totalTTC: 1_200_000_000 });
  });

  it("refuses an article's price past the maximum", async () => {
    const before = await t.app.inject({ url: '/api/articles', headers: auth });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/articles/',
      headers: auth,
      payload: { code: 'GROS', nom: 'Trop cher', montantHT: '99999999.99' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(AMOUNT_INVALID_MESSAGE);
    expect((await t.app.inject({ url: '/api/articles', headers: auth })).json()).toEqual(before.json());
  });
});

describe("'Facturer' a valorisation that would not fit", () => {
  async function valorisedFolder(items: (valorisation: ReturnType<typeof demoValorisation>) => void) {
    const { folderId } = await makeFolder(t, await accountIdOf(t, 'depanneur'), {
      origin: CreationOrigine.NOMAD,
      state: FolderState.REPORT,
      assistanceProvider: 'IMA',
    });
    const valorisation = demoValorisation();
    items(valorisation);
    await t.database.db
      .update(folders)
      .set({ valorisationState: 'ACCEPTEE', valorisation, estFacturable: true })
      .where(eq(folders.id, folderId));
    return folderId;
  }
  const facturer = (folderId: number) =>
    t.app.inject({ method: 'POST', url: `/api/folders/${folderId}/facturer`, headers: auth });

  it('refuses a valorisation stored before the bounds, past the invoice maximum (400, nothing saved)', async () => {
    const folderId = await valorisedFolder((v) => {
      v.items = Array.from({ length: 20 }, () => ({
        ...v.items[0]!,
        prixUnitaire: 1_000_000,
        quantite: 100_000,
      }));
    });
    await expectRefused(() => facturer(folderId), LINE_HT_TOO_LARGE_MESSAGE);
    const [folder] = await t.database.db.select().from(folders).where(eq(folders.id, folderId));
    expect(folder!.numeroFacture).toBeNull();
  });

  it('writes a quantity too small for the invoice as one unit at the line HT, never dividing by 0', async () => {
    const folderId = await valorisedFolder((v) => {
      v.items = [{ ...v.items[2]!, valorisationNegative: false, quantite: 0.0001, montantTotal: 50 }];
    });
    const response = await facturer(folderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().articles).toMatchObject([{ quantity: 1, montantHT: 50, totalHT: 50 }]);
  });

  it('refuses through the contract what a company proposes past the maximum', async () => {
    const folderId = await valorisedFolder(() => {});
    const items = Array.from({ length: 11 }, () => ({
      ...demoValorisation().items[0]!,
      montantTotal: MAX_LINE_HT,
    }));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${folderId}/proposerValorisation`,
      headers: auth,
      payload: { nature: 'PRESTATAIRE', commentaire: null, items },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toContain(VALORISATION_HT_TOO_LARGE_MESSAGE);
  });
});
