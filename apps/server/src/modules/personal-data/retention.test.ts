import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { FolderState, MissionState } from '@plateau/contracts';
import {
  droppedPositions,
  folderDocuments,
  folders,
  missions,
  smsMessages,
  trackingLinks,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { recordDriverPosition } from '../driver/driver-position.service.ts';
import { fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { sendQueuedSms } from '../notifications/sms-journal.ts';
import { startFakeSmsServer } from '../../demo/fakes/fake-sms-server.ts';
import { applyRetention } from './retention.service.ts';
import { inboundSmsKey, SMS_OPTED_OUT_MESSAGE } from './sms-opt-out.service.ts';

let t: TestContext;
let admin: { authorization: string };
let accountId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.bearer('depanneur');
  accountId = await accountOfLogin(t.database.db, 'depanneur');
});
afterAll(() => t.close());

const monthsAgo = (months: number) => new Date(Date.now() - months * 31 * 86_400_000);

describe('retention settings (issue 23 §4)', () => {
  it('answers the lawful defaults, saves a change and journals it', async () => {
    const read = await t.app.inject({ method: 'GET', url: '/api/personal-data/retention', headers: admin });
    expect(read.json()).toEqual({ closedFolderMonths: 36, positionMonths: 2, smsNumberMonths: 12 });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/personal-data/retention',
      headers: admin,
      payload: { closedFolderMonths: 24, positionMonths: 2, smsNumberMonths: 12 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const again = await t.app.inject({ method: 'GET', url: '/api/personal-data/retention', headers: admin });
    expect(again.json().closedFolderMonths).toBe(24);
    const journal = await t.app.inject({
      method: 'GET',
      url: '/api/journal?act=RETENTION_SETTINGS',
      headers: admin,
    });
    expect(journal.json().entries[0].detail).toContain('Dossiers clos : 24 mois');
  });

  it('refuses 0 months (400) and an operator (403)', async () => {
    const zero = await t.app.inject({
      method: 'PUT',
      url: '/api/personal-data/retention',
      headers: admin,
      payload: { closedFolderMonths: 0, positionMonths: 2, smsNumberMonths: 12 },
    });
    expect(zero.statusCode).toBe(400);
    const operator = await t.app.inject({
      method: 'GET',
      url: '/api/personal-data/retention',
      headers: await t.bearer('operateur'),
    });
    expect(operator.statusCode).toBe(403);
  });
});

describe('the retention job (issue 23 §4)', () => {
  it('anonymises aged closed folders, deletes their documents, positions, SMS numbers and expired links', async () => {
    const db = t.database.db;
    const old = await makeFolder(t, accountId, { state: FolderState.CLOSED });
    const recent = await makeFolder(t, accountId, { state: FolderState.CLOSED });
    await db
      .update(folders)
      .set({ updatedAt: monthsAgo(30) })
      .where(eq(folders.id, old.folderId));
    await db
      .update(folders)
      .set({ updatedAt: monthsAgo(1) })
      .where(eq(folders.id, recent.folderId));
    await db.insert(folderDocuments).values({
      accountId,
      folderId: old.folderId,
      filename: 'signature.png',
      contentType: 'image/png',
      size: 1,
      content: Buffer.from([1]),
    });
    const track = [
      { latitude: 45, longitude: 4.8, dateTime: '2026-01-01T10:00:00.000Z' },
      { latitude: 45.1, longitude: 4.8, dateTime: '2026-01-01T10:10:00.000Z' },
    ];
    await db
      .update(missions)
      .set({ positions: track, missionDateTime: monthsAgo(3), missionState: MissionState.MISSION_FINISH })
      .where(eq(missions.id, old.missionId));
    await db
      .update(missions)
      .set({ positions: track, missionDateTime: new Date() })
      .where(eq(missions.id, recent.missionId));
    await db.insert(trackingLinks).values({ accountId, missionId: old.missionId, token: 'a'.repeat(43) });
    // The recent folder was closed a month ago: its tracking link expired long since.
    await db.insert(trackingLinks).values({ accountId, missionId: recent.missionId, token: 'b'.repeat(43) });
    const [oldSms] = await db
      .insert(smsMessages)
      .values({
        accountId,
        kind: 'CREATION',
        dedupKey: 'retention:old',
        phone: '+33611223344',
        text: 'Bonjour',
        createdAt: monthsAgo(13),
      })
      .returning();
    const [newSms] = await db
      .insert(smsMessages)
      .values({
        accountId,
        kind: 'CREATION',
        dedupKey: 'retention:new',
        phone: '+33611223355',
        text: 'Bonjour',
      })
      .returning();

    const report = await applyRetention(db, accountId);
    expect(report).toEqual({
      folders: 1,
      documents: 1,
      positions: 1,
      smsNumbers: 1,
      trackingLinks: 1,
      yardEntries: 0,
    });

    const [oldFolder] = await db.select().from(folders).where(eq(folders.id, old.folderId));
    expect(oldFolder!.anonymisedAt).not.toBeNull();
    expect(oldFolder!.customerPlace).toEqual({
      contactFirstname: 'Anonymisé',
      contactName: 'Anonymisé',
      city: 'Valence',
    });
    expect(oldFolder!.folderState).toBe('CLOSED');
    const [recentFolder] = await db.select().from(folders).where(eq(folders.id, recent.folderId));
    expect(recentFolder!.anonymisedAt).toBeNull();
    expect(await db.select().from(folderDocuments).where(eq(folderDocuments.folderId, old.folderId))).toEqual(
      [],
    );
    const [oldMission] = await db.select().from(missions).where(eq(missions.id, old.missionId));
    expect(oldMission!.positions).toEqual([]);
    expect(oldMission!.positionsKm).toBeCloseTo(11.1, 1);
    const [recentMission] = await db.select().from(missions).where(eq(missions.id, recent.missionId));
    expect(recentMission!.positions).toHaveLength(2);
    expect(await db.select().from(trackingLinks).where(eq(trackingLinks.missionId, old.missionId))).toEqual(
      [],
    );
    expect(
      await db.select().from(trackingLinks).where(eq(trackingLinks.missionId, recent.missionId)),
    ).toEqual([]);
    const sms = await db
      .select()
      .from(smsMessages)
      .where(sql`${smsMessages.id} in (${oldSms!.id}, ${newSms!.id})`)
      .orderBy(smsMessages.id);
    expect(sms.map((s) => s.phone)).toEqual(['+•••••••••44', '+33611223355']);

    const journal = await t.app.inject({
      method: 'GET',
      url: '/api/journal?act=RETENTION_RUN',
      headers: admin,
    });
    expect(journal.json().entries[0]).toMatchObject({ userName: null });
    expect(journal.json().entries[0].detail).toContain('1 dossier(s) anonymisé(s)');
    // A second run finds nothing more to do and journals nothing.
    expect(await applyRetention(db, accountId)).toEqual({
      folders: 0,
      documents: 0,
      positions: 0,
      smsNumbers: 0,
      trackingLinks: 0,
      yardEntries: 0,
    });
  });
});

describe('SMS opt-out (issue 23 §6)', () => {
  const queued = async (phone: string, key: string) => {
    const [row] = await t.database.db
      .insert(smsMessages)
      .values({ accountId, kind: 'CREATION', dedupKey: key, phone, text: 'Votre dépanneur arrive' })
      .returning();
    return row!.id;
  };
  const statusOf = async (id: number) =>
    (await t.database.db.select().from(smsMessages).where(eq(smsMessages.id, id)))[0]!;

  it('honours a STOP the provider posts to its callback, over HTTP from the loopback fake', async () => {
    await queued('+33677665544', 'stop:fake');
    const provider = await startFakeSmsServer();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const callback = `${address}/api/public/sms/inbound?key=${inboundSmsKey(t.config.tokenSecret)}`;
      expect(await provider.reply(callback, '+33677665544', 'STOP')).toBe(200);
    } finally {
      await provider.close();
    }
    const next = await queued('+33677665544', 'stop:fake-next');
    await sendQueuedSms(t.app, next);
    expect((await statusOf(next)).status).toBe('DROPPED');
  });

  it('honours a STOP received by the provider callback: no more customer SMS, the journal says why', async () => {
    await queued('+33699887766', 'stop:first');
    const wrongKey = await t.app.inject({
      method: 'POST',
      url: '/api/public/sms/inbound?key=faux',
      payload: { from: '33699887766', message: 'STOP' },
    });
    expect(wrongKey.statusCode).toBe(401);
    const stop = await t.app.inject({
      method: 'POST',
      url: `/api/public/sms/inbound?key=${inboundSmsKey(t.config.tokenSecret)}`,
      payload: { from: '33699887766', message: 'Stop' },
    });
    expect(stop.statusCode, stop.body).toBe(200);
    expect(stop.json()).toEqual({ optedOutAccounts: 1 });
    const next = await queued('+33699887766', 'stop:second');
    await sendQueuedSms(t.app, next);
    expect(await statusOf(next)).toMatchObject({ status: 'DROPPED', error: SMS_OPTED_OUT_MESSAGE });
    // Another number still goes to the provider (none is configured here: it fails there).
    const other = await queued('+33699887700', 'stop:other');
    await expect(sendQueuedSms(t.app, other)).rejects.toThrow();
    expect((await statusOf(other)).status).toBe('FAILED');
  });

  it('honours an operator marking a number « ne plus envoyer de SMS »', async () => {
    const marked = await t.app.inject({
      method: 'POST',
      url: '/api/sms-opt-outs',
      headers: { ...(await t.bearer('operateur')), 'idempotency-key': 'optout-1' },
      payload: { phone: '06 12 00 00 01' },
    });
    expect(marked.statusCode, marked.body).toBe(204);
    const id = await queued('+33612000001', 'stop:operator');
    await sendQueuedSms(t.app, id);
    expect((await statusOf(id)).status).toBe('DROPPED');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/sms-opt-outs',
      headers: { ...admin, 'idempotency-key': 'optout-2' },
      payload: { phone: '12' },
    });
    expect(bad.statusCode).toBe(400);
    const journal = await t.app.inject({
      method: 'GET',
      url: '/api/journal?act=SMS_OPT_OUT',
      headers: admin,
    });
    expect(journal.json().entries.map((e: { detail: string }) => e.detail)).toEqual([
      'Numéro +3***01 marqué « ne plus envoyer de SMS »',
      'STOP reçu du +3***66 : plus aucun SMS client vers ce numéro',
      'STOP reçu du +3***44 : plus aucun SMS client vers ce numéro',
    ]);
  });
});

describe('drivers’ positions only at work (issue 23 §7)', () => {
  it('stores a position of a running mission, drops and counts one outside', async () => {
    const db = t.database.db;
    const truckId = (await fleetOf(t, accountId)).trucks[0]!.id;
    const running = await makeFolder(t, accountId, {
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
      truckId,
    });
    const waiting = await makeFolder(t, accountId, { state: FolderState.CREATED });
    const at = new Date();
    await recordDriverPosition(db, running.missionId, { at, latitude: 45, longitude: 4.8 });
    await expect(
      recordDriverPosition(db, waiting.missionId, { at, latitude: 45, longitude: 4.8 }),
    ).rejects.toThrow();
    const [stored] = await db.select().from(missions).where(eq(missions.id, waiting.missionId));
    expect(stored!.positions).toEqual([]);
    const [counted] = await db
      .select()
      .from(droppedPositions)
      .where(eq(droppedPositions.accountId, accountId));
    expect(counted).toMatchObject({ day: at.toISOString().slice(0, 10), count: 1 });
    const [kept] = await db.select().from(missions).where(eq(missions.id, running.missionId));
    expect(kept!.positions).toHaveLength(1);
  });
});
