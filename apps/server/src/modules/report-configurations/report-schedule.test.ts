import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { startFakeSftpServer, type FakeSftpServer } from '../../demo/fakes/fake-sftp-server.ts';
import { reportConfigurations } from '../../db/schema/index.ts';
import { removeDemoJournals } from '../../demo/seed/journals.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { statsScenario } from '../../test/stats-fixtures.ts';
import { REPORT_MAX_ATTEMPTS, runDueReports } from './report-delivery.service.ts';
import { readWorkbook, xlsxAttachment } from '../../test/report-test-kit.ts';

let t: TestContext;
let smtp: FakeSmtpServer;
let sftp: FakeSftpServer;
let depanneur: number;

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  sftp = await startFakeSftpServer({ username: 'depot', password: 'secret-sftp' });
  t = await createTestApp({
    mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' },
    // The fake SFTP server and the closed port 1 are on loopback: let in as OUTBOUND_ALLOW would.
    outbound: { allow: ['127.0.0.1:*'] },
  });
  ({ depanneur } = await statsScenario(t));
  // The demo's scheduled reports out: this file counts the runs of its own.
  await removeDemoJournals(t.database.db);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await sftp.close();
});

const base = () => `/api/accounts/${depanneur}/reportConfigurations`;
const call = async (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: await t.bearer('depanneur') });
const listed = async (name: string) =>
  (await call('GET', base())).json().find((c: { name: string }) => c.name === name);

/** Monday 11 March 2030, 07:00 in Paris: the weekly run (06:00) is due, for the week 4–10 March. */
const MONDAY_RUN = new Date('2030-03-11T06:00:00Z');

describe('scheduled reports', () => {
  it('sends the weekly report of the week before by e-mail and SFTP once, and shows the run', async () => {
    const created = await call('POST', base(), {
      name: 'Semaine',
      type: 'WEEKLY',
      frequency: 'WEEKLY',
      sendByEmail: true,
      email: 'direction@client.fr',
      ccEmail: 'copie@client.fr',
      sendBySftp: true,
      sftpServer: sftp.host,
      sftpPort: sftp.port,
      sftpLogin: 'depot',
      sftpPassword: 'secret-sftp',
      sftpRemoteDirectory: '/rapports',
    });
    expect(created.statusCode).toBe(201);
    // Created on Tuesday 5 March: nothing owed on Sunday evening, the first run is Monday's.
    await t.database.db
      .update(reportConfigurations)
      .set({ createdAt: new Date('2030-03-05T10:00:00Z') })
      .where(eq(reportConfigurations.id, created.json().id));
    expect(await runDueReports(t.app, new Date('2030-03-10T20:00:00Z'))).toBe(0);

    expect(await runDueReports(t.app, MONDAY_RUN)).toBe(1);
    const file = sftp.files.get('/rapports/Semaine du 04-03-2030 au 10-03-2030.xlsx');
    expect(file?.username).toBe('depot');
    const sheets = await readWorkbook(file!.content);
    expect(sheets['Missions']).toHaveLength(5);
    const mail = await smtp.waitFor((m) => m.to.includes('direction@client.fr'));
    expect(mail.to).toContain('copie@client.fr');
    expect(xlsxAttachment(mail).filename).toContain('Semaine du 04-03-2030 au 10-03-2030.xlsx');
    expect(await listed('Semaine')).toMatchObject({
      lastRunStatus: 'OK',
      lastRunError: null,
      lastRunAt: MONDAY_RUN.toISOString(),
    });

    // Once per scheduled day.
    expect(await runDueReports(t.app, new Date('2030-03-11T10:00:00Z'))).toBe(0);
  });

  it('a daily report sends the day before; a failure is shown, retried later, then given up for that day', async () => {
    const created = await call('POST', base(), {
      name: 'Jour',
      type: 'DAILY',
      frequency: 'DAILY',
      sendBySftp: true,
      sftpServer: sftp.host,
      sftpPort: sftp.port,
      sftpLogin: 'depot',
      sftpPassword: 'pas-le-bon',
    });
    expect(created.statusCode).toBe(201);
    const thursday = new Date('2030-03-07T05:30:00Z');
    await runDueReports(t.app, thursday);
    const failed = await listed('Jour');
    expect(failed.lastRunStatus).toBe('ERROR');
    expect(failed.lastRunError).toContain('SFTP');
    // Not again at once: the retry waits.
    expect(await runDueReports(t.app, new Date(thursday.getTime() + 60_000))).toBe(0);

    // The right password, then the retry delivers Wednesday's report.
    await call('PATCH', `${base()}/${created.json().id}`, { sftpPassword: 'secret-sftp' });
    const later = new Date(thursday.getTime() + 11 * 60_000);
    expect(await runDueReports(t.app, later)).toBe(1);
    const sheets = await readWorkbook(sftp.files.get('Jour du 06-03-2030.xlsx')!.content);
    expect(sheets['Missions']!.slice(1).map((r) => r[6])).toEqual(['06/03/2030 15:30']);
    expect(await listed('Jour')).toMatchObject({ lastRunStatus: 'OK' });
  });

  it(`gives up a day after ${REPORT_MAX_ATTEMPTS} failures, and tries the next day`, async () => {
    await call('POST', base(), {
      name: 'Injoignable',
      type: 'DAILY',
      frequency: 'DAILY',
      sendBySftp: true,
      sftpServer: '127.0.0.1',
      sftpPort: 1,
      sftpLogin: 'x',
    });
    let now = new Date('2030-04-02T05:00:00Z');
    for (let i = 0; i < REPORT_MAX_ATTEMPTS; i++) {
      await runDueReports(t.app, now);
      now = new Date(now.getTime() + 60 * 60_000);
    }
    expect(await listed('Injoignable')).toMatchObject({ lastRunStatus: 'ERROR' });
    const before = await listed('Injoignable');
    await runDueReports(t.app, now);
    expect((await listed('Injoignable')).lastRunAt).toBe(before.lastRunAt);
    // The next morning it runs again.
    await runDueReports(t.app, new Date('2030-04-03T05:00:00Z'));
    expect((await listed('Injoignable')).lastRunAt).toBe('2030-04-03T05:00:00.000Z');
  });
});
