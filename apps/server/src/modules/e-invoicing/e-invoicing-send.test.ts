import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeApprovedPlatform,
  type FakeApprovedPlatform,
} from '../../demo/fakes/fake-approved-platform.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { findPlatformSettings } from './e-invoicing.repository.ts';
import { eInvoicingKit } from '../../test/e-invoicing-kit.ts';
import { pollPlatform, runDeposits } from './index.ts';

let t: TestContext;
let fake: FakeApprovedPlatform;
let kit: ReturnType<typeof eInvoicingKit>;
let accountId: number;
let fx: Awaited<ReturnType<ReturnType<typeof eInvoicingKit>['fixtures']>>;

beforeAll(async () => {
  fake = await startFakeApprovedPlatform();
  const port = new URL(fake.url).port;
  // The operator's allow list, as OUTBOUND_ALLOW would give it: the fake listens on loopback.
  t = await createTestApp({ outbound: { allow: [`127.0.0.1:${port}`] } });
  kit = eInvoicingKit(t, fake);
  accountId = await kit.connect('depanneur', 'jeton-martin');
  fx = await kit.fixtures('depanneur');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

// Deposits are due at once; a later "now" passes any retry wait.
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('« Plateforme agréée » settings', () => {
  it('keeps the token sealed, never sends it back, tests the connection; ADMIN only', async () => {
    const settings = (await kit.call('depanneur', 'GET', '/api/e-invoicing/settings')).json();
    expect(settings).toMatchObject({ url: fake.url, tokenSet: true, active: true });
    expect(JSON.stringify(settings)).not.toContain('jeton-martin');
    const stored = await findPlatformSettings(t.database.db, accountId);
    expect(stored?.tokenSealed).toMatch(/^v1:/);
    const ok = await kit.call('depanneur', 'POST', '/api/e-invoicing/settings/test', { url: fake.url });
    expect(ok.json()).toEqual({ ok: true, message: 'Connexion réussie à la plateforme agréée' });
    const wrong = await kit.call('depanneur', 'POST', '/api/e-invoicing/settings/test', {
      url: fake.url,
      token: 'faux',
    });
    expect(wrong.json()).toMatchObject({ ok: false, message: expect.stringContaining('jeton d’accès') });
    // Another host: the stored token does not follow the URL there.
    const elsewhere = await kit.call('depanneur', 'POST', '/api/e-invoicing/settings/test', {
      url: 'https://pa.example.com/flow-service',
    });
    expect(elsewhere.json()).toMatchObject({
      ok: false,
      message: 'Saisissez le jeton d’accès de la plateforme',
    });
    expect((await kit.call('operateur', 'GET', '/api/e-invoicing/settings')).statusCode).toBe(403);
    const refused = await kit.call('depanneur', 'PUT', '/api/e-invoicing/settings', {
      url: 'http://10.0.0.1/x',
      token: 't',
    });
    expect(refused.statusCode).toBe(400);
    expect(
      (await kit.call('depanneur', 'PUT', '/api/e-invoicing/settings', { url: fake.url, extra: 1 }))
        .statusCode,
    ).toBe(400);
  });
});

describe('sending and following an invoice', () => {
  it('deposits a French company’s invoice once, then 200 → 202 → 205 arrive, each once', async () => {
    fake.outcomes.push({ statuses: [{ code: '200' }, { code: '202' }] });
    const invoice = await kit.issueInvoice('depanneur', fx);
    expect((await kit.lifecycle('depanneur', invoice.id)).depositState).toBe('PENDING');
    await runDeposits(t.app, later(0));
    const deposited = await kit.lifecycle('depanneur', invoice.id);
    expect(deposited).toMatchObject({
      depositState: 'DEPOSITED',
      trackingId: `PLT-${accountId}-${invoice.code}`,
    });
    expect(fake.deposits.filter((d) => d.trackingId === deposited.trackingId)).toHaveLength(1);
    await pollPlatform(t.app, accountId);
    fake.emitStatus(deposited.trackingId!, '205');
    await pollPlatform(t.app, accountId);
    // The same status delivered again (a new flow carrying it) is kept once.
    fake.redeliverLastStatus();
    await pollPlatform(t.app, accountId);
    const followed = await kit.lifecycle('depanneur', invoice.id);
    expect(followed.history.map((s) => `${s.code} ${s.label}`)).toEqual([
      '200 Déposée',
      '202 Reçue',
      '205 Approuvée',
    ]);
    expect(followed.current?.code).toBe('205');
    const filtered = await kit.call('depanneur', 'GET', '/api/factures?platformStatus=205');
    expect(filtered.statusCode, filtered.body).toBe(200);
    expect(filtered.json().rows.map((row: { id: number }) => row.id)).toEqual([invoice.id]);
    // Paid in full through the payments API: « 212 Encaissée » is sent by the job, once.
    const before = await kit.call('depanneur', 'GET', `/api/factures/${invoice.id}/paiements`);
    const remaining = before.json().remaining as number;
    const paid = await kit.call('depanneur', 'POST', `/api/factures/${invoice.id}/paiements`, {
      date: new Date().toISOString().slice(0, 10),
      amount: remaining,
      method: 'TRANSFER',
      reference: 'VIR-212',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await expect
      .poll(async () => (await kit.lifecycle('depanneur', invoice.id)).current?.code, { timeout: 20_000 })
      .toBe('212');
    const history = (await kit.lifecycle('depanneur', invoice.id)).history.map((s) => s.code);
    expect(history).toEqual(['200', '202', '205', '212']);
  });

  it('shows a rejected file (213 REJ_SEMAN) and a refused invoice (210 DOUBLON), never editable', async () => {
    fake.outcomes.push(
      { reject: 'REJ_SEMAN' },
      { statuses: [{ code: '200' }, { code: '210', reason: 'DOUBLON' }] },
    );
    const rejected = await kit.issueInvoice('depanneur', fx);
    const refused = await kit.issueInvoice('depanneur', fx);
    await runDeposits(t.app, later(0));
    await pollPlatform(t.app, accountId);
    expect(await kit.lifecycle('depanneur', rejected.id)).toMatchObject({
      current: { code: '213', reason: 'REJ_SEMAN' },
      terminalRefusal: true,
    });
    expect(await kit.lifecycle('depanneur', refused.id)).toMatchObject({
      current: { code: '210', reason: 'DOUBLON' },
      terminalRefusal: true,
    });
    for (const id of [rejected.id, refused.id]) {
      const patch = await kit.call('depanneur', 'PATCH', `/api/factures/${id}`, { version: 1 });
      expect(patch.statusCode).toBe(409);
    }
  });

  it('retries a platform down (503) without depositing twice', async () => {
    const invoice = await kit.issueInvoice('depanneur', fx);
    fake.failNext(503, 4);
    await runDeposits(t.app, later(0));
    const waiting = await kit.lifecycle('depanneur', invoice.id);
    expect(waiting).toMatchObject({
      depositState: 'PENDING',
      depositError: expect.stringContaining('indisponible'),
    });
    await runDeposits(t.app, later(10));
    const sent = await kit.lifecycle('depanneur', invoice.id);
    expect(sent.depositState).toBe('DEPOSITED');
    await runDeposits(t.app, later(60));
    expect(fake.deposits.filter((d) => d.trackingId === sent.trackingId)).toHaveLength(1);
  });

  it('keeps its cursor in the database, and two polls at once take each flow once', async () => {
    const before = (await findPlatformSettings(t.database.db, accountId))?.cursor;
    expect(before).toMatch(/^\d{4}-/);
    const invoice = await kit.issueInvoice('depanneur', fx);
    await runDeposits(t.app, later(0));
    fake.searches.length = 0;
    // Two instances polling at once (the second reads the cursor the first had not moved yet).
    await Promise.all([pollPlatform(t.app, accountId), pollPlatform(t.app, accountId)]);
    expect(fake.searches[0]).toMatchObject({ updatedAfter: before });
    const history = (await kit.lifecycle('depanneur', invoice.id)).history.map((s) => s.code);
    expect(history).toEqual(['200', '202']);
    const after = (await findPlatformSettings(t.database.db, accountId))?.cursor;
    expect(after! > before!).toBe(true);
    fake.searches.length = 0;
    await pollPlatform(t.app, accountId);
    expect(fake.searches[0]).toMatchObject({ updatedAfter: after });
  });

  it('refuses to send to an address the directory does not know, and sends nothing', async () => {
    const stranger = await kit.fixtures('depanneur');
    fake.unknownAddresses.add(stranger.customer.siren!);
    const count = fake.deposits.length;
    const invoice = await kit.issueInvoice('depanneur', stranger);
    await runDeposits(t.app, later(0));
    expect(await kit.lifecycle('depanneur', invoice.id)).toMatchObject({
      depositState: 'FAILED',
      depositError: expect.stringContaining('inconnue de l’annuaire'),
    });
    expect(fake.deposits).toHaveLength(count);
    fake.unknownAddresses.clear();
  });

  it('sends to the customer’s own electronic address (SIREN_SUFFIX), checked in the directory', async () => {
    const billed = await kit.fixtures('depanneur');
    const path = `/api/legalentities/${billed.customer.id}`;
    const patch = (eInvoicingAddress: string) =>
      kit.call('depanneur', 'PATCH', path, { eInvoicingAddress, version: billed.customer.version });
    expect((await patch('404833048_avec espace')).statusCode).toBe(400);
    const other = await patch('552100554_FACTURES');
    expect(other.statusCode, other.body).toBe(400);
    expect(other.body).toContain('L’adresse électronique doit commencer par le SIREN du client');
    expect((await patch('404833048_FACTURES')).statusCode).toBe(200);
    fake.unknownAddresses.add('404833048_FACTURES');
    const invoice = await kit.issueInvoice('depanneur', billed);
    await runDeposits(t.app, later(0));
    expect((await kit.lifecycle('depanneur', invoice.id)).depositError).toBe(
      'L’adresse de facturation électronique 404833048_FACTURES est inconnue de l’annuaire : la facture n’a pas été envoyée',
    );
    fake.unknownAddresses.clear();
  });

  it('answers 404 for another account’s invoice', async () => {
    const [mine] = (await kit.call('depanneur', 'GET', '/api/factures?limit=1')).json().rows;
    expect((await kit.call('dupont', 'GET', `/api/factures/${mine.id}/e-invoicing`)).statusCode).toBe(404);
  });
});
