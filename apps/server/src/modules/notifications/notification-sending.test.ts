import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { startFakeSmsServer, type FakeSmsServer } from '../../demo/fakes/fake-sms-server.ts';
import {
  accounts,
  eventRuleMatches,
  missions,
  notificationConfigurations,
  smsMessages,
  trucks,
} from '../../db/schema/index.ts';
import { removeDemoJournals } from '../../demo/seed/journals.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { recordVehicleEvent } from '../vehicle-events/vehicle-events.service.ts';
import { watchCustomerSms } from './customer-sms.watcher.ts';
import { evaluateVehicleEvent } from './event-rules.evaluator.ts';
import { releaseHeldSms } from './sms-journal.ts';

let t: TestContext;
let sms: FakeSmsServer;
let smtp: FakeSmtpServer;
let depanneur: number;
let truck: { id: number; name: string };
let serviceId: number;
const ENABLED_STAMPS = ['creationEnabledAt', 'startEnabledAt', 'approachingEnabledAt', 'lateEnabledAt'];
beforeAll(async () => {
  sms = await startFakeSmsServer();
  smtp = await startFakeSmtpServer();
  t = await createTestApp({
    sms: { apiUrl: sms.url, apiToken: sms.token },
    mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' },
  });
  depanneur = await accountIdOf(t, 'depanneur');
  // The demo's rules and journals out: this file counts the matches and SMS it makes.
  await removeDemoJournals(t.database.db);
  truck = (await fleetOf(t, depanneur)).trucks[0]!;
  await t.database.db
    .update(accounts)
    .set({ smsSender: 'MARTIN', toleranceArrivalMinute: 10, smsOpenHours: {} })
    .where(eq(accounts.id, depanneur));
  const headers = await t.bearer('depanneur');
  const url = `/api/accounts/${depanneur}/notificationConfigurations`;
  const [service] = (await t.app.inject({ url, headers })).json();
  const response = await t.app.inject({
    method: 'PATCH',
    url,
    headers,
    payload: {
      changed: [
        {
          id: service.id,
          notifyClientOnCreation: true,
          notifyClientOnStart: true,
          notifyClientOnApproaching: true,
          notifyClientOnLate: true,
          smsTextOnCreation: 'Demande enregistrée : #STATUS_URL',
          smsTextOnStart: 'Le camion #VEH_NAME part',
          smsTextOnApproaching: 'Arrivée dans #MINUTE min vers #ETA_HOUR',
          smsTextOnLate: 'Nous avons du retard',
          notifyMinuteBeforeArriving: 10,
        },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  // Switched on a day ago: the missions these tests make, and their delays, all come after.
  await t.database.db
    .update(notificationConfigurations)
    .set(Object.fromEntries(ENABLED_STAMPS.map((stamp) => [stamp, new Date(Date.now() - 86_400_000)])))
    .where(eq(notificationConfigurations.id, service.id));
  serviceId = service.id;
}, 60_000);
afterAll(async () => {
  await t.close();
  await sms.close();
  await smtp.close();
});

const db = () => t.database.db;
async function missionWithPhone(phone: string) {
  const { missionId } = await makeFolder(t, depanneur);
  await db().update(missions).set({ contactPhone: phone }).where(eq(missions.id, missionId));
  return missionId;
}
const journalOf = (missionId: number) =>
  db().select().from(smsMessages).where(eq(smsMessages.missionId, missionId));
async function waitForStatus(missionId: number, kind: string, status: string, timeoutMs = 30_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const row = (await journalOf(missionId)).find((r) => r.kind === kind);
    if (row?.status === status) return row;
    if (Date.now() > end) throw new Error(`${kind} toujours ${row?.status ?? 'absent'}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const receivedBy = (to: string) => sms.received.filter((m) => m.to === to);

describe('customer SMS', () => {
  it('texts creation, start, approaching and late, each exactly once, with placeholders filled', async () => {
    const to = '+33612340001';
    const missionId = await missionWithPhone('06 12 34 00 01');
    await watchCustomerSms(t.app);
    const creation = await sms.waitFor((m) => m.to === to && m.text.startsWith('Demande enregistrée'));
    expect(creation.text).toMatch(
      new RegExp(`^Demande enregistrée : ${t.config.publicUrl}/suivi/[\\w-]{20,}$`),
    );
    expect(creation.sender).toBe('MARTIN');

    // Sent to a truck far away: started, not approaching.
    await db()
      .update(trucks)
      .set({ positionLatitude: 45.76, positionLongitude: 4.83 })
      .where(eq(trucks.id, truck.id));
    await db()
      .update(missions)
      .set({ missionState: 'MISSION_STARTED', sentDateTime: new Date(), truckId: truck.id })
      .where(eq(missions.id, missionId));
    await watchCustomerSms(t.app);
    await sms.waitFor((m) => m.to === to && m.text === `Le camion ${truck.name} part`);
    expect(receivedBy(to).some((m) => m.text.startsWith('Arrivée'))).toBe(false);

    // The truck 1 km away from the customer (44.93, 4.89): about 2 minutes.
    await db()
      .update(trucks)
      .set({ positionLatitude: 44.939, positionLongitude: 4.89 })
      .where(eq(trucks.id, truck.id));
    await watchCustomerSms(t.app);
    const approaching = await sms.waitFor((m) => m.to === to && m.text.startsWith('Arrivée'));
    expect(approaching.text).toMatch(/^Arrivée dans [1-3] min vers \d{2}h\d{2}$/);

    // Past its date plus the 10 minutes of tolerance, not arrived.
    await db()
      .update(missions)
      .set({ missionDateTime: new Date(Date.now() - 15 * 60_000) })
      .where(eq(missions.id, missionId));
    await watchCustomerSms(t.app);
    await sms.waitFor((m) => m.to === to && m.text === 'Nous avons du retard');

    for (let i = 0; i < 3; i++) await watchCustomerSms(t.app);
    await waitForStatus(missionId, 'LATE', 'SENT');
    const journal = await journalOf(missionId);
    expect(journal.map((r) => r.kind).sort()).toEqual(['APPROACHING', 'CREATION', 'LATE', 'START']);
    expect(journal.every((r) => r.status === 'SENT' && r.attempts === 1)).toBe(true);
    expect(receivedBy(to)).toHaveLength(4);

    const list = await t.app.inject({
      url: `/api/accounts/${depanneur}/smsMessages`,
      headers: await t.bearer('depanneur'),
    });
    const row = list
      .json()
      .rows.find((r: { missionId: number; kind: string }) => r.missionId === missionId && r.kind === 'LATE');
    expect(row).toMatchObject({ phone: '06 •• •• •• 01', status: 'SENT' });
    expect(list.body).not.toContain('612340001');
  }, 60_000);

  it('is not late within the tolerance', async () => {
    const missionId = await missionWithPhone('06 12 34 00 02');
    await db()
      .update(missions)
      .set({ missionDateTime: new Date(Date.now() - 5 * 60_000) })
      .where(eq(missions.id, missionId));
    await watchCustomerSms(t.app);
    await waitForStatus(missionId, 'CREATION', 'SENT');
    expect((await journalOf(missionId)).map((r) => r.kind)).toEqual(['CREATION']);
  }, 30_000);

  it('holds an SMS outside the SMS hours, sends it when they open, drops it when stale', async () => {
    const closed = Object.fromEntries(
      ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => [
        `openHour${d}`,
        '',
      ]),
    );
    await db().update(accounts).set({ smsOpenHours: closed }).where(eq(accounts.id, depanneur));
    const held = await missionWithPhone('06 12 34 00 03');
    const stale = await missionWithPhone('06 12 34 00 04');
    await watchCustomerSms(t.app);
    await waitForStatus(held, 'CREATION', 'HELD');
    await waitForStatus(stale, 'CREATION', 'HELD');
    expect(receivedBy('+33612340003')).toHaveLength(0);

    await db()
      .update(smsMessages)
      .set({ createdAt: new Date(Date.now() - 3 * 3600_000) })
      .where(eq(smsMessages.missionId, stale));
    await db().update(accounts).set({ smsOpenHours: {} }).where(eq(accounts.id, depanneur));
    await releaseHeldSms(t.app);
    await waitForStatus(held, 'CREATION', 'SENT');
    await waitForStatus(stale, 'CREATION', 'DROPPED');
    expect(receivedBy('+33612340003')).toHaveLength(1);
    expect(receivedBy('+33612340004')).toHaveLength(0);
  }, 60_000);

  it('tries again after a provider failure', async () => {
    sms.failNext(1);
    const missionId = await missionWithPhone('06 12 34 00 05');
    await watchCustomerSms(t.app);
    const row = await waitForStatus(missionId, 'CREATION', 'SENT', 45_000);
    expect(row.attempts).toBe(2);
    expect(row.error).toBeNull();
    expect(receivedBy('+33612340005')).toHaveLength(1);
  }, 60_000);

  it('switched on, texts nothing about missions created, started or late before', async () => {
    const headers = await t.bearer('depanneur');
    const url = `/api/accounts/${depanneur}/notificationConfigurations`;
    const switchAll = async (on: boolean) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url,
        headers,
        payload: {
          changed: [
            {
              id: serviceId,
              notifyClientOnCreation: on,
              notifyClientOnStart: on,
              notifyClientOnApproaching: on,
              notifyClientOnLate: on,
            },
          ],
        },
      });
      expect(response.statusCode).toBe(200);
    };
    await switchAll(false);
    // Earlier missions: one just created, one on the road and near, one late.
    const created = await missionWithPhone('06 12 34 00 06');
    const onTheRoad = await missionWithPhone('06 12 34 00 07');
    const late = await missionWithPhone('06 12 34 00 08');
    await db()
      .update(trucks)
      .set({ positionLatitude: 44.939, positionLongitude: 4.89 })
      .where(eq(trucks.id, truck.id));
    await db()
      .update(missions)
      .set({ missionState: 'MISSION_STARTED', sentDateTime: new Date(), truckId: truck.id })
      .where(eq(missions.id, onTheRoad));
    await db()
      .update(missions)
      .set({ missionDateTime: new Date(Date.now() - 15 * 60_000) })
      .where(eq(missions.id, late));
    await new Promise((resolve) => setTimeout(resolve, 20));

    await switchAll(true);
    await watchCustomerSms(t.app);
    for (const missionId of [created, onTheRoad, late]) expect(await journalOf(missionId)).toEqual([]);

    // What happens afterwards is texted.
    const after = await missionWithPhone('06 12 34 00 09');
    await watchCustomerSms(t.app);
    expect((await journalOf(after)).map((r) => r.kind)).toEqual(['CREATION']);
    for (const missionId of [created, onTheRoad, late]) expect(await journalOf(missionId)).toEqual([]);
  }, 60_000);
});

describe('event rules', () => {
  it('fires on speeding above its speed (SMS and e-mail), not below, and lists the match', async () => {
    const headers = await t.bearer('depanneur');
    const url = `/api/accounts/${depanneur}/notificationConfigurations`;
    const added = await t.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: {
        added: [
          {
            name: 'Vitesse autoroute',
            type: 'ON_SPEED',
            speed: 120,
            destinationPhonesOnReportEvent: ['07 11 22 33 44'],
            destinationEmailsOnReportEvent: ['chef@depannage-martin.fr'],
            smsTextOnStart: 'Excès de vitesse : #VEH_NAME',
          },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    const event = (speed: number) => ({
      accountId: depanneur,
      truckId: truck.id,
      kind: 'SPEED' as const,
      source: 'WEBFLEET' as const,
      speed,
      occurredAt: new Date(),
    });

    const slow = await recordVehicleEvent(t.app, event(110));
    await evaluateVehicleEvent(t.app, slow);
    expect(await db().select().from(eventRuleMatches).where(eq(eventRuleMatches.eventId, slow))).toHaveLength(
      0,
    );

    const fast = await recordVehicleEvent(t.app, event(150));
    const text = await sms.waitFor((m) => m.to === '+33711223344');
    expect(text.text).toBe(`Excès de vitesse : ${truck.name}`);
    const mail = await smtp.waitFor((m) => m.to.includes('chef@depannage-martin.fr'));
    expect(mail.raw).toContain('150 km/h');
    const matches = await t.app.inject({ url: `/api/accounts/${depanneur}/eventRuleMatches`, headers });
    expect(matches.json().rows).toEqual([
      expect.objectContaining({
        ruleName: 'Vitesse autoroute',
        truckName: truck.name,
        detail: 'Excès de vitesse : 150 km/h',
      }),
    ]);
    // Evaluated again (a retried job): no second match, no second SMS.
    await evaluateVehicleEvent(t.app, fast);
    const journal = await db()
      .select()
      .from(smsMessages)
      .where(and(eq(smsMessages.accountId, depanneur), eq(smsMessages.kind, 'RULE')));
    expect(journal).toHaveLength(1);
  }, 60_000);

  it('fires for nothing that happened before the rule was made', async () => {
    const headers = await t.bearer('depanneur');
    const added = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${depanneur}/notificationConfigurations`,
      headers,
      payload: {
        added: [
          {
            name: 'Vitesse ville',
            type: 'ON_SPEED',
            speed: 60,
            destinationPhonesOnReportEvent: ['07 11 22 33 55'],
          },
        ],
      },
    });
    expect(added.statusCode).toBe(200);
    const earlier = await recordVehicleEvent(t.app, {
      accountId: depanneur,
      truckId: truck.id,
      kind: 'SPEED',
      source: 'WEBFLEET',
      speed: 160,
      occurredAt: new Date(Date.now() - 10 * 60_000),
    });
    await evaluateVehicleEvent(t.app, earlier);
    expect(
      await db().select().from(eventRuleMatches).where(eq(eventRuleMatches.eventId, earlier)),
    ).toHaveLength(0);
    const later = await recordVehicleEvent(t.app, {
      accountId: depanneur,
      truckId: truck.id,
      kind: 'SPEED',
      source: 'WEBFLEET',
      speed: 90,
      occurredAt: new Date(),
    });
    await evaluateVehicleEvent(t.app, later);
    const matches = await db().select().from(eventRuleMatches).where(eq(eventRuleMatches.eventId, later));
    expect(matches.map((m) => m.ruleName)).toEqual(['Vitesse ville']);
  }, 60_000);
});
