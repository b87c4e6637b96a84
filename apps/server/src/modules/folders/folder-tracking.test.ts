import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreationOrigine,
  FolderState,
  TRACKING_NO_PHONE_MESSAGE,
  TRACKING_SMS_TOO_SOON_MESSAGE,
  type FolderTracking,
} from '@plateau/contracts';
import { startFakeSmsServer, type FakeSmsServer } from '../../demo/fakes/fake-sms-server.ts';
import { accounts, folders, smsMessages } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, makeFolder } from '../../test/folder-fixtures.ts';

let t: TestContext;
let sms: FakeSmsServer;
let depanneur: number;
beforeAll(async () => {
  sms = await startFakeSmsServer();
  t = await createTestApp({ sms: { apiUrl: sms.url, apiToken: sms.token } });
  depanneur = await accountIdOf(t, 'depanneur');
  await t.database.db
    .update(accounts)
    .set({ smsSender: 'MARTIN', smsOpenHours: {} })
    .where(eq(accounts.id, depanneur));
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

const call = async (method: 'GET' | 'POST', folderId: number, login = 'depanneur') =>
  t.app.inject({
    method,
    url: `/api/folders/${folderId}/tracking${method === 'POST' ? '/sms' : ''}`,
    headers: await t.bearer(login),
  });

async function folderWithPhone(phone: string | null) {
  const made = await makeFolder(t, depanneur, {
    origin: CreationOrigine.BACKOFFICE,
    state: FolderState.CREATED,
  });
  await t.database.db
    .update(folders)
    .set({ customerPlace: { contactName: 'Testeur', contactPhone: phone, city: 'Valence' } })
    .where(eq(folders.id, made.folderId));
  return made;
}

describe("the folder's tracking link (issue 20 §4.13)", () => {
  it('answers the link of the mission and the phone, the same link every time', async () => {
    const { folderId } = await folderWithPhone('06 12 34 56 78');
    const first = await call('GET', folderId);
    expect(first.statusCode).toBe(200);
    const tracking = first.json<FolderTracking>();
    expect(tracking.url).toMatch(new RegExp(`^${t.config.publicUrl}/suivi/[\\w-]{40,}$`));
    expect(tracking.phone).toBe('+33612345678');
    expect(tracking.lastSms).toBeNull();
    expect((await call('GET', folderId)).json<FolderTracking>().url).toBe(tracking.url);
  });

  it('sends the link again by SMS, once a minute at most', async () => {
    const { folderId, missionId } = await folderWithPhone('0612345679');
    const response = await call('POST', folderId);
    expect(response.statusCode).toBe(200);
    const tracking = response.json<FolderTracking>();
    expect(tracking.lastSms).toMatchObject({ status: expect.stringMatching(/QUEUED|SENT/) });
    const received = await sms.waitFor((m) => m.to === '+33612345679');
    expect(received.text).toContain(tracking.url!);
    expect(received.text).toMatch(/suivez l'arrivée de votre dépanneur/);
    const rows = await t.database.db.select().from(smsMessages).where(eq(smsMessages.missionId, missionId));
    expect(rows.map((r) => r.kind)).toEqual(['LINK']);
    const again = await call('POST', folderId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error_description).toBe(TRACKING_SMS_TOO_SOON_MESSAGE);
  });

  it('refuses to send without a phone (409), an assisteur or a supervisor (403), another account (404)', async () => {
    const { folderId } = await folderWithPhone(null);
    const refused = await call('POST', folderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toBe(TRACKING_NO_PHONE_MESSAGE);
    expect((await call('GET', folderId, 'assisteur')).statusCode).toBe(403);
    expect((await call('POST', folderId, 'superviseur')).statusCode).toBe(403);
    const other = await makeFolder(t, await accountIdOf(t, 'mission'));
    expect((await call('GET', other.folderId)).statusCode).toBe(404);
    expect((await call('POST', other.folderId)).statusCode).toBe(404);
  });
});
