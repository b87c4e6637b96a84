import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeApprovedPlatform,
  type FakeApprovedPlatform,
} from '../../demo/fakes/fake-approved-platform.ts';
import { eInvoicingKit } from '../../test/e-invoicing-kit.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { pollPlatform, runDeposits } from './index.ts';

/**
 * The platform's webhook (issue 30 §3) and the proofs (§6): a status announced by the webhook is
 * read back from the platform and stored once, whatever the replays and the poll; another account's
 * flow is ignored; the zip of proofs holds the deposited file and every CDAR; the journal says who.
 */
let t: TestContext;
let fake: FakeApprovedPlatform;
let kit: ReturnType<typeof eInvoicingKit>;
let accountId: number;
let invoice: { id: number; code: string };
let trackingId: string;

const webhook = (path: string, payload: object) => t.app.inject({ method: 'POST', url: path, payload });

beforeAll(async () => {
  fake = await startFakeApprovedPlatform();
  t = await createTestApp({ outbound: { allow: [`127.0.0.1:${new URL(fake.url).port}`] } });
  kit = eInvoicingKit(t, fake);
  accountId = await kit.connect('depanneur', 'jeton-webhook');
  await kit.connect('mission', 'jeton-mission');
  fake.outcomes.push({ statuses: [{ code: '200' }] });
  invoice = await kit.issueInvoice('depanneur', await kit.fixtures('depanneur'));
  await runDeposits(t.app, new Date(Date.now() + 60_000));
  await pollPlatform(t.app, accountId);
  trackingId = (await kit.lifecycle('depanneur', invoice.id)).trackingId!;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const renew = async (login: string) => {
  const response = await kit.call(login, 'PUT', '/api/e-invoicing/settings/webhook');
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { path: string }).path;
};
const codes = async () => (await kit.lifecycle('depanneur', invoice.id)).history.map((entry) => entry.code);

describe('the platform’s webhook', () => {
  it('takes a status at once, once, whatever the replays and the poll', async () => {
    const path = await renew('depanneur');
    expect(path).toMatch(/^\/api\/public\/e-invoicing\/webhook\/[\w-]{43}$/);
    const flowId = fake.emitStatus(trackingId, '205');
    expect((await webhook(path, { flowInfo: { flowId } })).json()).toEqual({ taken: true });
    expect(await codes()).toEqual(['200', '205']);
    await webhook(path, { flowInfo: { flowId } });
    await pollPlatform(t.app, accountId);
    expect(await codes()).toEqual(['200', '205']);
  });

  it('ignores another account’s flow, and refuses a wrong address or body', async () => {
    const missionPath = await renew('mission');
    const flowId = fake.emitStatus(trackingId, '207');
    expect((await webhook(missionPath, { flowInfo: { flowId } })).json()).toEqual({ taken: false });
    expect(await codes()).toEqual(['200', '205']);
    expect((await webhook(`${missionPath}x`, { flowInfo: { flowId } })).statusCode).toBe(404);
    const renewed = await renew('depanneur');
    expect((await webhook(renewed, { nothing: true })).statusCode).toBe(400);
    expect((await kit.call('operateur', 'PUT', '/api/e-invoicing/settings/webhook')).statusCode).toBe(403);
    await pollPlatform(t.app, accountId);
    expect(await codes()).toEqual(['200', '205', '207']);
  });
});

describe('the proofs', () => {
  it('zips the deposited Factur-X, the deposit and every CDAR; the journal names the job', async () => {
    const response = await kit.call('depanneur', 'GET', `/api/factures/${invoice.id}/e-invoicing/proof`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(response.rawPayload);
    const names = Object.keys(zip.files);
    expect(names.some((name) => name.endsWith('.pdf'))).toBe(true);
    const deposit = JSON.parse(await zip.file('depot.json')!.async('string'));
    expect(deposit).toMatchObject({ facture: invoice.code, trackingId, etat: 'DEPOSITED' });
    expect(deposit.flowId).toBeTruthy();
    const cdars = names.filter((name) => name.startsWith('statuts/') && name.endsWith('.xml'));
    expect(cdars.map((name) => name.split('-')[1])).toEqual(['200', '205', '207']);
    expect(await zip.file(cdars[1]!)!.async('string')).toContain('<ram:ProcessConditionCode>205<');
    expect(
      (await kit.call('mission', 'GET', `/api/factures/${invoice.id}/e-invoicing/proof`)).statusCode,
    ).toBe(404);

    const journal = (await kit.call('depanneur', 'GET', '/api/journal?pageSize=200')).json() as {
      entries: Array<{ act: string; userName: string | null; detail: string }>;
    };
    const mine = journal.entries.filter((entry) => entry.detail.includes(invoice.code));
    expect(mine.map((entry) => entry.act)).toEqual(
      expect.arrayContaining(['E_INVOICE_DEPOSIT', 'E_INVOICE_STATUS']),
    );
    expect(mine.find((entry) => entry.detail.includes('205 Approuvée'))).toMatchObject({ userName: null });
  });
});
