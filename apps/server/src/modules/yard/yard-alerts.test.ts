import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alarm } from '@plateau/contracts';
import type { Mailer, MailMessage } from '../../adapters/mail/index.ts';
import { accounts } from '../../db/schema/index.ts';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountOfLogin } from '../../test/invoice-fixtures.ts';
import { carEntry, yardCaller } from '../../test/yard-fixtures.ts';
import { runYardDeadlineAlerts } from './yard-deadline-alerts.ts';

let smtp: FakeSmtpServer;
let t: TestContext;
let call: ReturnType<typeof yardCaller>;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' } });
  call = yardCaller(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const runOn = (iso: string) =>
  runYardDeadlineAlerts({ db: t.database.db, mailer: t.app.mailer, log: t.app.log }, { now: new Date(iso) });
const mailsAbout = (plate: string) => smtp.received.filter((mail) => mail.raw.includes(plate));
/** The bell's yard lines about our vehicle (the demo's yard rings too). */
const yardAlarmsOf = async (login: string, plate = 'AL-001-RT') =>
  (await t.app.inject({ url: '/api/alarms', headers: await t.bearer(login) }))
    .json<Alarm[]>()
    .filter((alarm) => alarm.type === 'YARD_DEADLINE' && alarm.externalNumber === plate);

describe('the deadline alerts', () => {
  it('mail the administrators the day before and on the day, once each, and ring the bell', async () => {
    const id = (
      await call(
        'POST',
        '/entries',
        'operateur',
        carEntry({ vehicle: { plate: 'AL-001-RT', category: 'VP' } }),
      )
    ).json().id;
    const notice = await call('PUT', `/entries/${id}/notice`, 'operateur', {
      sentOn: '2026-12-10',
      sentBy: 'Julien Martin',
      lowValue: false,
    });
    expect(notice.json().abandonmentDay).toBe('2026-12-28');

    await runOn('2026-12-26T10:00:00Z');
    expect(mailsAbout('AL-001-RT')).toHaveLength(0);
    expect(await yardAlarmsOf('depanneur')).toEqual([]);

    await runOn('2026-12-27T06:00:00Z');
    await runOn('2026-12-27T18:00:00Z');
    expect(mailsAbout('AL-001-RT')).toHaveLength(1);
    expect(mailsAbout('AL-001-RT')[0]!.to).toEqual(['julien.martin@depannage-martin.fr']);
    expect(await yardAlarmsOf('depanneur')).toEqual([
      {
        folderId: null,
        yardEntryId: id,
        type: 'YARD_DEADLINE',
        externalNumber: 'AL-001-RT',
        description: 'Fourrière : le véhicule AL-001-RT sera réputé abandonné demain (28/12/2026)',
      },
    ]);
    expect(await yardAlarmsOf('mission')).toEqual([]);

    await Promise.all([runOn('2026-12-28T07:00:00Z'), runOn('2026-12-28T07:00:00Z')]);
    await runOn('2026-12-29T07:00:00Z');
    expect(mailsAbout('AL-001-RT')).toHaveLength(2);
    expect((await yardAlarmsOf('depanneur'))[0]!.description).toBe(
      'Fourrière : le véhicule AL-001-RT est réputé abandonné depuis le 28/12/2026 : à remettre aux Domaines ou pour destruction',
    );
  });

  it('sends a failed e-mail again at the next run, and once only when it goes through', async () => {
    const id = (
      await call(
        'POST',
        '/entries',
        'operateur',
        carEntry({ vehicle: { plate: 'AL-002-RT', category: 'VP' } }),
      )
    ).json().id;
    await call('PUT', `/entries/${id}/notice`, 'operateur', {
      sentOn: '2026-12-10',
      sentBy: 'Julien Martin',
      lowValue: false,
    });
    const sent: MailMessage[] = [];
    let down = true;
    const flaky: Mailer = {
      send: async (message) => {
        if (down) throw new Error('SMTP indisponible');
        sent.push(message);
      },
    };
    const errors: unknown[] = [];
    const runWith = (iso: string) =>
      runYardDeadlineAlerts(
        { db: t.database.db, mailer: flaky, log: { error: (...args: unknown[]) => errors.push(args) } },
        { now: new Date(iso) },
      );
    const about = () => sent.filter((mail) => mail.subject.includes('AL-002-RT'));

    await runWith('2026-12-27T06:00:00Z');
    expect(about()).toHaveLength(0);
    expect(errors.length).toBeGreaterThan(0);
    // The bell rang all the same.
    expect((await yardAlarmsOf('depanneur', 'AL-002-RT')).map((alarm) => alarm.yardEntryId)).toEqual([id]);
    down = false;
    await Promise.all([runWith('2026-12-27T07:00:00Z'), runWith('2026-12-27T07:00:00Z')]);
    await runWith('2026-12-27T08:00:00Z');
    expect(about().map((mail) => mail.subject)).toEqual([
      'Fourrière : le véhicule AL-002-RT sera réputé abandonné demain (28/12/2026)',
    ]);
  });

  it('counts Alsace-Moselle’s holidays for an account whose head office is there', async () => {
    const accountId = await accountOfLogin(t.database.db, 'mission');
    const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, accountId));
    const place = account!.legalEntity!.headQuarterPlace!;
    await t.database.db
      .update(accounts)
      .set({ legalEntity: { ...account!.legalEntity!, headQuarterPlace: { ...place, zipCode: '67000' } } })
      .where(eq(accounts.id, accountId));
    const id = (await call('POST', '/entries', 'mission', carEntry())).json().id;
    const notice = await call('PUT', `/entries/${id}/notice`, 'mission', {
      sentOn: '2026-03-23',
      sentBy: 'Camille Lefèvre',
      lowValue: true,
    });
    // Mainland France: Friday 3 April; in Alsace-Moselle Good Friday is off, then Easter Monday.
    expect(notice.json().abandonmentDay).toBe('2026-04-07');
  });
});
