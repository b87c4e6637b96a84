import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AssistanceProvider, CreationOrigine, FolderState, MissionState } from '@plateau/contracts';
import type { FakeAssistanceCompany } from '../../adapters/assistance-company/index.ts';
import { startFakeSmsServer, type FakeSmsServer } from '../../demo/fakes/fake-sms-server.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import {
  accounts,
  folderDocuments,
  folders,
  missions,
  smsMessages,
  users,
  vehicleConditionLinks,
  vehicleConditionReports,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let sms: FakeSmsServer;
let smtp: FakeSmtpServer;
let depanneur: number;
let driver: { agentId: number; truckId: number };
let signaturePng: string;
beforeAll(async () => {
  sms = await startFakeSmsServer();
  smtp = await startFakeSmtpServer();
  t = await createTestApp({
    sms: { apiUrl: sms.url, apiToken: sms.token },
    mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' },
  });
  depanneur = await accountIdOf(t, 'depanneur');
  // The customer's copy is not held for the SMS hours in this test, whatever the time it runs.
  await t.database.db.update(accounts).set({ smsOpenHours: {} }).where(eq(accounts.id, depanneur));
  const [row] = await t.database.db.select().from(users).where(eq(users.login, 'chauffeur'));
  driver = { agentId: row!.agentId!, truckId: row!.truckId! };
  const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#000' } })
    .png()
    .toBuffer();
  signaturePng = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(async () => {
  await t.close();
  await sms.close();
  await smtp.close();
});

/** A mission of the chauffeur's whose customer left a phone and an e-mail. */
async function customerMission(email: string, extra: Parameters<typeof makeFolder>[2] = {}) {
  const made = await makeFolder(t, depanneur, {
    truckId: driver.truckId,
    state: FolderState.ACCEPTED,
    missionState: MissionState.MISSION_STARTED,
    ...extra,
  });
  const db = t.database.db;
  await db.update(missions).set({ agentId: driver.agentId }).where(eq(missions.id, made.missionId));
  const [folder] = await db.select().from(folders).where(eq(folders.id, made.folderId));
  await db
    .update(folders)
    .set({ customerPlace: { ...folder!.customerPlace, contactPhone: '06 11 22 33 44', contactEmail: email } })
    .where(eq(folders.id, made.folderId));
  return made;
}
const pv = (marks: unknown[]) => ({
  plate: 'GT-404-XY',
  diagram: { generalState: 'bon_etat', marks },
  signerName: 'Lucie Testeur',
  signaturePng,
  signedAt: '2026-11-20T10:00:00.000Z',
});
const mark = (id: string, view: string) => ({
  id,
  view,
  x: 500,
  y: 500,
  kind: 'rayure',
  note: null,
  photoId: null,
});
const putPv = async (missionId: number, stage: string, body: unknown, key: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/driver/missions/${missionId}/condition/${stage}`,
    headers: { ...(await t.bearer('chauffeur')), 'idempotency-key': key },
    payload: body as object,
  });
const eventually = async <T>(read: () => Promise<T | undefined | null>): Promise<T> => {
  for (let i = 0; i < 150; i++) {
    const value = await read();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('never came');
};
const pdfText = (bytes: Buffer | Uint8Array) => {
  const file = join(mkdtempSync(join(tmpdir(), 'pv-copy-')), 'pv.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', [file, '-']).toString();
};
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!;
const openLink = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });

describe("the PV's copies", () => {
  it('become a folder document and reach the customer by SMS and e-mail, once, through hashed links', async () => {
    const email = `pv-${process.pid}@exemple.fr`;
    const { missionId, folderId } = await customerMission(email);
    expect((await putPv(missionId, 'pickup', pv([mark('p1', 'top')]), 'copy-p1')).statusCode).toBe(200);
    const text = await sms.waitFor((m) => m.text.includes('procès-verbal de prise en charge'));
    expect(text.text).toContain('GT-404-XY');
    const smsUrl = text.text.match(/https?:\/\/\S+/)![0];
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.raw.replace(/=\r?\n/g, '')).toContain('/api/public/conditionReports/');

    // Only hashes are stored: neither token is in the table, each hash is.
    const links = await t.database.db
      .select()
      .from(vehicleConditionLinks)
      .where(eq(vehicleConditionLinks.missionId, missionId));
    expect(links.map((l) => l.channel).sort()).toEqual(['EMAIL', 'SMS']);
    const hash = createHash('sha256').update(tokenOf(smsUrl)).digest('hex');
    expect(links.map((l) => l.tokenHash)).toContain(hash);
    expect(JSON.stringify(links)).not.toContain(tokenOf(smsUrl));
    const opened = await openLink(smsUrl);
    expect(opened.statusCode).toBe(200);
    expect(pdfText(opened.rawPayload)).toContain('GT-404-XY');

    // The pickup's PDF is a document of the folder, in the operator's list.
    const docs = await eventually(async () => {
      const folder = await t.app.inject({
        method: 'GET',
        url: `/api/folders/${folderId}`,
        headers: await t.bearer('depanneur'),
      });
      const rows = folder.json().documents as Array<{ id: number; filename: string }>;
      return rows.some((d) => d.filename.startsWith('PV-prise-en-charge')) ? rows : null;
    });
    const pickupDoc = docs.find((d) => d.filename.startsWith('PV-prise-en-charge'))!;
    expect(pickupDoc.filename).toMatch(/\.pdf$/);

    // Sent again (offline replay with another key): the document is replaced, the customer not texted twice.
    await putPv(missionId, 'pickup', pv([mark('p1', 'top')]), 'copy-p2');
    await putPv(missionId, 'delivery', pv([mark('p1', 'top'), mark('d1', 'right')]), 'copy-d1');
    await sms.waitFor((m) => m.text.includes('procès-verbal de livraison'));
    const stored = await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(folderDocuments)
        .where(
          and(eq(folderDocuments.folderId, folderId), eq(folderDocuments.contentType, 'application/pdf')),
        );
      return rows.length === 2 && rows.some((d) => d.filename.startsWith('PV-livraison')) ? rows : null;
    });
    const delivery = stored.find((d) => d.filename.startsWith('PV-livraison'))!;
    const deliveryText = pdfText(delivery.content);
    expect(deliveryText).toContain('Prise en charge');
    expect(deliveryText).toContain('(nouveau)');
    const texts = await t.database.db
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.missionId, missionId), eq(smsMessages.kind, 'CONDITION_REPORT')));
    expect(texts).toHaveLength(2);
    await eventually(async () => {
      const reports = await t.database.db
        .select()
        .from(vehicleConditionReports)
        .where(eq(vehicleConditionReports.missionId, missionId));
      return reports.every((r) => r.copySentAt !== null && r.pdfDocumentId !== null);
    });
  });

  it('go to the assisteur with the report when the folder came from one', async () => {
    const company = t.app.assistanceCompany as FakeAssistanceCompany;
    const { missionId, folderId } = await customerMission(`axa-${process.pid}@exemple.fr`, {
      origin: CreationOrigine.NOMAD,
      assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
      externalNumber: '5016494289*01',
    });
    await t.database.db
      .update(folders)
      .set({ interventionDepannage: { nature: 'REMORQUAGE', faitGenerateur: 'N3.1.1' } })
      .where(eq(folders.id, folderId));
    const { version } = (
      await t.app.inject({
        method: 'GET',
        url: `/api/folders/${folderId}`,
        headers: await t.bearer('depanneur'),
      })
    ).json();
    const report = {
      interventionReport: { startedPlace: { date: '2026-11-20T08:00:00.000Z', city: 'Lyon' } },
    };
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/folders/${folderId}`,
      headers: await t.bearer('depanneur'),
      payload: { version, reportDepannage: report },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    await putPv(missionId, 'pickup', pv([]), 'axa-p1');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/folders/${folderId}/sendReport`,
      headers: await t.bearer('depanneur'),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const outgoing = company.received.at(-1)!;
    expect(outgoing.vehicleCondition).toMatchObject({ damageReported: false });
    const opened = await openLink(outgoing.vehicleCondition!.url);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    const [link] = await t.database.db
      .select()
      .from(vehicleConditionLinks)
      .where(
        and(eq(vehicleConditionLinks.missionId, missionId), eq(vehicleConditionLinks.channel, 'ASSISTEUR')),
      );
    expect(link).toMatchObject({ recipient: 'AXA_ASSISTANCE' });
  });
});
