import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { QuoteInput } from '@plateau/contracts';
import { quotes, smsMessages } from '../../db/schema/index.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { folderRow } from '../../test/folder-fixtures.ts';

let t: TestContext;
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST';
const call = async (method: Method, url: string, payload?: unknown, login = 'dupont') =>
  t.app.inject({
    method,
    url,
    headers: await t.bearer(login),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const open = (method: Method, url: string, payload?: unknown) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }) });

const quote: QuoteInput = {
  customerId: null,
  customerName: 'Marie Dubois',
  customerEmail: 'marie.dubois@example.fr',
  customerPhone: '06 12 34 56 78',
  description: 'Remorquage de Lyon à Villeurbanne',
  validUntil: '2999-12-31',
  lines: [
    {
      label: 'Forfait remorquage VL',
      ruleDescription: 'Grille par défaut',
      unit: 'FORFAIT',
      quantity: 1,
      unitPriceCents: 13500,
      vatRate: 20,
    },
    {
      label: 'Kilomètre supplémentaire',
      ruleDescription: 'Grille par défaut',
      unit: 'KM',
      quantity: 12,
      unitPriceCents: 180,
      vatRate: 20,
    },
  ],
};
const tokenOf = (url: string) => url.split('/devis/')[1]!;
const accept = { decision: 'ACCEPTE', name: 'Marie Dubois', bonPourAccord: true };

describe('quotes', () => {
  it('numbers a draft DV-YYYY-NNNN with its totals, refuses bad input, and lists by state', async () => {
    const first = (await call('POST', '/api/quotes', quote)).json();
    const second = (await call('POST', '/api/quotes', quote)).json();
    expect(first).toMatchObject({ state: 'BROUILLON', totalHtCents: 15660, totalTtcCents: 18792 });
    expect(first.number).toMatch(/^DV-\d{4}-\d{4}$/);
    expect(Number(second.number.slice(-4))).toBe(Number(first.number.slice(-4)) + 1);
    const empty = await call('POST', '/api/quotes', { ...quote, lines: [] });
    expect(empty.json().error_description).toContain('Un devis a au moins une ligne');
    expect((await call('POST', '/api/quotes', { ...quote, remise: 10 })).statusCode).toBe(400);
    const drafts = (await call('GET', '/api/quotes?state=BROUILLON')).json();
    expect(drafts.map((q: { id: number }) => q.id)).toContain(first.id);
    expect(
      (await call('GET', '/api/quotes?state=ACCEPTE')).json().map((q: { id: number }) => q.id),
    ).not.toContain(first.id);
  });

  it('is sent as a link the customer accepts once, with name, address and hash kept, then becomes a folder', async () => {
    const created = (await call('POST', '/api/quotes', quote)).json();
    const sent = (await call('POST', `/api/quotes/${created.id}/send`, { channel: 'LIEN' })).json();
    expect(sent.quote.state).toBe('ENVOYE');
    const token = tokenOf(sent.url);
    const page = await open('GET', `/api/public/quotes/${token}`);
    expect(page.json()).toMatchObject({ number: created.number, state: 'ENVOYE', totalTtcCents: 18792 });
    expect(page.json().mentions.join(' ')).toContain('Bon pour accord');
    const unticked = await open('POST', `/api/public/quotes/${token}`, { ...accept, bonPourAccord: false });
    expect(unticked.statusCode).toBe(400);
    const accepted = await open('POST', `/api/public/quotes/${token}`, accept);
    expect(accepted.json()).toMatchObject({ state: 'ACCEPTE', acceptedName: 'Marie Dubois' });
    expect((await open('POST', `/api/public/quotes/${token}`, accept)).statusCode).toBe(409);
    expect((await open('POST', `/api/public/quotes/${token}`, { decision: 'REFUSE' })).statusCode).toBe(409);
    const stored = (await call('GET', `/api/quotes/${created.id}`)).json();
    expect(stored).toMatchObject({ state: 'ACCEPTE', acceptedIp: '127.0.0.1' });
    expect(stored.documentHash).toMatch(/^[0-9a-f]{64}$/);
    const pdf = await call('GET', `/api/quotes/${created.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const converted = await call('POST', `/api/quotes/${created.id}/folder`, { folderId: null });
    expect(converted.statusCode).toBe(200);
    const folder = await folderRow(t, converted.json().folderId);
    expect(folder.valorisation!.items.map((item) => item.libelle)).toEqual([
      'Forfait remorquage VL',
      'Kilomètre supplémentaire',
    ]);
    expect((await call('POST', `/api/quotes/${created.id}/folder`, { folderId: null })).statusCode).toBe(409);
    // Its lines are the invoice's.
    const invoice = (await call('POST', `/api/folders/${converted.json().folderId}/facturer`)).json();
    expect(
      invoice.articles.map((a: { nom: string; quantity: string | number }) => [a.nom, Number(a.quantity)]),
    ).toEqual([
      ['Forfait remorquage VL', 1],
      ['Kilomètre supplémentaire', 12],
    ]);
  });

  it('refuses a tampered token, an expired quote, and a refused one twice', async () => {
    const created = (await call('POST', '/api/quotes', quote)).json();
    const token = tokenOf(
      (await call('POST', `/api/quotes/${created.id}/send`, { channel: 'LIEN' })).json().url,
    );
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const refused = await open('GET', `/api/public/quotes/${tampered}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().error_description).toBe('Ce lien de devis n’est pas valable ou a expiré');
    expect((await open('GET', '/api/public/quotes/court')).statusCode).toBe(404);

    // Its validity day passed: the list says « Expiré » and the page refuses an answer.
    await t.database.db.update(quotes).set({ validUntil: '2020-01-01' }).where(eq(quotes.id, created.id));
    expect((await call('GET', `/api/quotes/${created.id}`)).json().state).toBe('EXPIRE');
    expect((await call('GET', '/api/quotes?state=EXPIRE')).json().map((q: { id: number }) => q.id)).toContain(
      created.id,
    );
    const late = await open('POST', `/api/public/quotes/${token}`, accept);
    expect(late.statusCode).toBe(409);
    expect(late.json().error_description).toContain('expiré');

    const other = (await call('POST', '/api/quotes', quote)).json();
    const otherToken = tokenOf(
      (await call('POST', `/api/quotes/${other.id}/send`, { channel: 'LIEN' })).json().url,
    );
    expect(
      (await open('POST', `/api/public/quotes/${otherToken}`, { decision: 'REFUSE' })).json().state,
    ).toBe('REFUSE');
    expect((await call('POST', `/api/quotes/${other.id}/folder`, { folderId: null })).statusCode).toBe(409);
  });

  it("answers 404 for another account's quote and 403 to an assistance company", async () => {
    const created = (await call('POST', '/api/quotes', quote)).json();
    expect((await call('GET', `/api/quotes/${created.id}`, undefined, 'depanneur')).statusCode).toBe(404);
    expect(
      (await call('POST', `/api/quotes/${created.id}/send`, { channel: 'LIEN' }, 'depanneur')).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/quotes', undefined, 'assisteur')).statusCode).toBe(403);
  });

  it('sends the link by SMS through the SMS journal or by e-mail, and refuses a channel without its address', async () => {
    // The SMS job is not run here: the journal row is what « Envoyer » writes.
    vi.spyOn(t.app.jobs, 'send').mockResolvedValue(undefined);
    const created = (await call('POST', '/api/quotes', quote)).json();
    const bySms = (await call('POST', `/api/quotes/${created.id}/send`, { channel: 'SMS' })).json();
    expect(bySms).toMatchObject({ channel: 'SMS', recipient: '+33612345678' });
    const [sms] = await t.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.kind, 'QUOTE'), eq(smsMessages.phone, '+33612345678')));
    expect(sms!.text).toContain(bySms.url);
    expect(sms!.text).toContain(created.number);

    const byMail = (await call('POST', `/api/quotes/${created.id}/send`, { channel: 'EMAIL' })).json();
    expect(byMail.recipient).toBe('marie.dubois@example.fr');
    const mail = await smtp.waitFor((m) => m.to.includes('marie.dubois@example.fr'));
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain(byMail.url);
    // The resend revoked the SMS's link.
    expect((await open('GET', `/api/public/quotes/${tokenOf(bySms.url)}`)).statusCode).toBe(404);

    const noPhone = (await call('POST', '/api/quotes', { ...quote, customerPhone: null })).json();
    const refused = await call('POST', `/api/quotes/${noPhone.id}/send`, { channel: 'SMS' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain('pas de téléphone portable');
    expect((await call('GET', `/api/quotes/${noPhone.id}`)).json().state).toBe('BROUILLON');
  });

  it('proposes the lines of the grid for a quote, and flags a price above the regulated forfait before sending', async () => {
    const facts = {
      customerId: null,
      callAt: '2026-03-08T01:00:00Z', // Sunday 8 March 2026, 02:00 in Paris
      postcode: '69003',
      vehicleCategory: 'VUL',
      weightKg: 2100,
      placeKind: 'AUTOROUTE',
      missionKind: 'REMORQUAGE',
      km: 43,
      onSiteMinutes: 20,
      storageDays: null,
    };
    const proposal = await call('POST', '/api/quotes/proposal', facts, 'depanneur');
    expect(proposal.statusCode).toBe(200);
    const { gridName, lines } = proposal.json();
    expect(gridName).toBe('Grille par défaut');
    expect(lines[0]).toMatchObject({ unitPriceCents: 28008, ceilingCents: 28008, quantity: 1 });
    expect(lines[0].ruleDescription).toContain('arrêté 2026');
    expect(lines[1]).toMatchObject({ label: 'Kilomètre supplémentaire', quantity: 23 });
    expect((await call('POST', '/api/quotes/proposal', { ...facts, placeKind: 'VILLE' })).statusCode).toBe(
      409,
    );

    const above = [{ ...lines[0], unitPriceCents: 30000 }, ...lines.slice(1)];
    const created = (await call('POST', '/api/quotes', { ...quote, lines: above }, 'depanneur')).json();
    expect(created.lines[0].unitPriceCents).toBe(30000);
    expect(created.warnings).toEqual([
      { label: lines[0].label, message: expect.stringContaining('dépasse le tarif réglementé') },
    ]);
    const sent = await call('POST', `/api/quotes/${created.id}/send`, { channel: 'LIEN' }, 'depanneur');
    expect(sent.json().quote).toMatchObject({ state: 'ENVOYE', totalHtCents: created.totalHtCents });
  });
});
