import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASH_ASSISTEUR_MESSAGE, FolderState, MissionState } from '@plateau/contracts';
import {
  driverPayments,
  folders,
  idempotencyKeys,
  invoices,
  missions,
  payments,
  users,
} from '../../db/schema/index.ts';
import { startFakeSmsServer, type FakeSmsServer } from '../../demo/fakes/fake-sms-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { operatorPricedValorisation } from '../../demo/seed/valorisation-template.ts';
import { accountIdOf, folderRow, makeFolder } from '../../test/folder-fixtures.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let sms: FakeSmsServer;
let smtp: FakeSmtpServer;
let depanneur: number;
let driver: { agentId: number; truckId: number };
let png: string;
let keys = 0;

beforeAll(async () => {
  sms = await startFakeSmsServer();
  smtp = await startFakeSmtpServer();
  t = await createTestApp({
    sms: { apiUrl: sms.url, apiToken: sms.token },
    mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' },
  });
  depanneur = await accountIdOf(t, 'depanneur');
  const [row] = await t.database.db.select().from(users).where(eq(users.login, 'chauffeur'));
  driver = { agentId: row!.agentId!, truckId: row!.truckId! };
  const image = await sharp({ create: { width: 300, height: 120, channels: 4, background: '#fff' } })
    .png()
    .toBuffer();
  png = `data:image/png;base64,${image.toString('base64')}`;
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await smtp.close();
});

const db = () => t.database.db;

/**
 * A mission of the chauffeur on a folder its customer pays, priced by the operator: 100 € towing and 10 km at
 * 1.50 €, HT 115 €, 138 € TTC (the excess line left out).
 */
async function cashMission(options: { assistanceProvider?: 'IMA'; customerPlace?: object } = {}) {
  const made = await makeFolder(t, depanneur, {
    truckId: driver.truckId,
    state: FolderState.ACCEPTED,
    missionState: MissionState.MISSION_STARTED,
    ...(options.assistanceProvider ? { assistanceProvider: options.assistanceProvider } : {}),
  });
  await db().update(missions).set({ agentId: driver.agentId }).where(eq(missions.id, made.missionId));
  const valorisation = operatorPricedValorisation();
  await db()
    .update(folders)
    .set({
      valorisation,
      ...(options.customerPlace ? { customerPlace: options.customerPlace as never } : {}),
    })
    .where(eq(folders.id, made.folderId));
  return made;
}

const cashBody = (over: object = {}) => ({
  amount: 138,
  method: 'CASH',
  signerName: 'Lucie Testeur',
  signedAt: new Date().toISOString(),
  signaturePng: png,
  ...over,
});
const collect = async (
  missionId: number,
  body: object,
  key: string | null = `cash-${process.pid}-${++keys}`,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/driver/missions/${missionId}/cash`,
    headers: { ...(await t.bearer('chauffeur')), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
const missionOf = async (missionId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/driver/missions/${missionId}`,
      headers: await t.bearer('chauffeur'),
    })
  ).json();
const folderInvoice = async (folderId: number) =>
  (await db().select().from(invoices).where(eq(invoices.folderId, folderId)))[0] ?? null;
const paymentsOf = (invoiceId: number) =>
  db().select().from(payments).where(eq(payments.invoiceId, invoiceId));

describe('« Encaisser » in the driver app (issue 29 §2)', () => {
  it('records a cash payment on the invoice issued then for the folder, with the signature, and texts the receipt', async () => {
    const { folderId, missionId } = await cashMission();
    expect((await missionOf(missionId)).cash).toEqual({ amountDue: 138, invoiceCode: null, refusal: null });
    const answer = await collect(missionId, cashBody({ receipt: { channel: 'SMS', to: '06 12 34 56 78' } }));
    expect(answer.statusCode, answer.body).toBe(200);
    const invoice = await folderInvoice(folderId);
    expect(invoice).toMatchObject({ state: 'ISSUED', kind: 'INVOICE', totalTTC: '138.00' });
    expect(answer.json().cash).toMatchObject({ amountDue: 0, invoiceCode: invoice!.code });
    expect(answer.json().cash.refusal).toContain('est réglée');
    expect((await folderRow(t, folderId)).numeroFacture).toBe(invoice!.code);
    const [payment] = await paymentsOf(invoice!.id);
    expect(payment).toMatchObject({ amount: '138.00', method: 'CASH', source: 'DRIVER', cancelledAt: null });
    const [kept] = await db().select().from(driverPayments).where(eq(driverPayments.paymentId, payment!.id));
    expect(kept).toMatchObject({ missionId, signerName: 'Lucie Testeur', receiptChannel: 'SMS' });
    expect((await sharp(kept!.signaturePng).metadata()).format).toBe('png');
    const text = await sms.waitFor((m) => m.to === '+33612345678' && m.text.includes(invoice!.code!));
    expect(text.text.replace(/[\u202f\u00a0]/g, ' ')).toContain('nous avons bien reçu 138,00 € (espèces)');
  });

  it('records a payment once however often the queue sends it, even after the idempotency store forgot its key', async () => {
    const { folderId, missionId } = await cashMission();
    const body = cashBody({ amount: 100, method: 'CARD', reference: 'TPE-004512' });
    const key = `cash-replay-${process.pid}`;
    expect((await collect(missionId, body, key)).statusCode).toBe(200);
    expect((await collect(missionId, body, key)).statusCode).toBe(200);
    await db().delete(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const late = await collect(missionId, body, key);
    expect(late.statusCode, late.body).toBe(200);
    const invoice = await folderInvoice(folderId);
    const recorded = await paymentsOf(invoice!.id);
    expect(recorded.map((p) => [p.amount, p.method, p.reference])).toEqual([
      ['100.00', 'CARD', 'TPE-004512'],
    ]);
    expect(late.json().cash).toEqual({ amountDue: 38, invoiceCode: invoice!.code, refusal: null });
    // Without a key, nothing is recorded: a retry could not be told from a second payment.
    const keyless = await collect(missionId, cashBody({ amount: 10 }), null);
    expect(keyless.statusCode).toBe(400);
    expect(keyless.json().error_description).toContain('Idempotency-Key');
  });

  it('refuses more than what remains, on the invoice already issued', async () => {
    const { folderId, missionId } = await cashMission();
    const cheque = cashBody({ amount: 100, method: 'CHEQUE', reference: '1234567' });
    expect((await collect(missionId, cheque)).statusCode).toBe(200);
    const over = await collect(missionId, cashBody({ amount: 50 }));
    expect(over.statusCode).toBe(400);
    expect(over.json().error_description).toContain('reste à payer');
    const invoice = await folderInvoice(folderId);
    expect(await paymentsOf(invoice!.id)).toHaveLength(1);
    const noNumber = await collect(missionId, cashBody({ amount: 38, method: 'CHEQUE' }));
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().error_description).toContain('numéro du chèque');
  });

  it("answers 404 for another driver's mission, and refuses an assisteur's folder", async () => {
    const other = await makeFolder(t, depanneur, {
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
    });
    expect((await collect(other.missionId, cashBody())).statusCode).toBe(404);
    const assisteur = await cashMission({ assistanceProvider: 'IMA' });
    const refused = await collect(assisteur.missionId, cashBody());
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe(CASH_ASSISTEUR_MESSAGE);
    expect(await folderInvoice(assisteur.folderId)).toBeNull();
  });

  it("refuses in French when the invoice cannot be issued (no buyer's address), and keeps nothing", async () => {
    const { folderId, missionId } = await cashMission({
      customerPlace: { contactFirstname: 'Lucie', contactName: 'Testeur' },
    });
    const refused = await collect(missionId, cashBody());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_description).toContain("l'adresse du client");
    expect(await folderInvoice(folderId)).toBeNull();
    expect((await folderRow(t, folderId)).numeroFacture).toBeNull();
    const kept = await db()
      .select()
      .from(driverPayments)
      .where(and(eq(driverPayments.accountId, depanneur), eq(driverPayments.missionId, missionId)));
    expect(kept).toEqual([]);
  });

  it('mails the receipt with the invoice PDF when the customer gives an e-mail', async () => {
    const { folderId, missionId } = await cashMission();
    const to = `client-${process.pid}@exemple.fr`;
    const answer = await collect(missionId, cashBody({ receipt: { channel: 'EMAIL', to } }));
    expect(answer.statusCode, answer.body).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    const invoice = await folderInvoice(folderId);
    expect(mail.raw).toContain(invoice!.code!);
    expect(mail.raw).toContain('application/pdf');
  });
});
