import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startFakeSmtpServer, type FakeSmtpServer } from '../../demo/fakes/fake-smtp-server.ts';
import { reportConfigurations } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { statsScenario } from '../../test/stats-fixtures.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';
import { readWorkbook, xlsxAttachment } from '../../test/report-test-kit.ts';

const SFTP_PASSWORD = 'mot-de-passe-très-secret';
let t: TestContext;
let smtp: FakeSmtpServer;
let depanneur: number;
let other: number;
const bodies: string[] = [];

beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  t = await createTestApp({ mail: { smtpUrl: smtp.url, from: 'Plateau <noreply@plateau.local>' } });
  ({ depanneur, other } = await statsScenario(t));
});
afterAll(async () => {
  // Whatever was answered, the SFTP password never left the server.
  for (const body of bodies) expect(body).not.toContain(SFTP_PASSWORD);
  await t.close();
  await smtp.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(login: string, method: Method, url: string, payload?: object) {
  const response = await t.app.inject({ method, url, payload, headers: await t.bearer(login) });
  bodies.push(response.body);
  return response;
}
const base = (accountId: number) => `/api/accounts/${accountId}/reportConfigurations`;
const weekly = { name: 'Hebdo', type: 'WEEKLY', frequency: 'WEEKLY' };
const create = async (body: object = weekly, accountId = depanneur, login = 'depanneur') =>
  call(login, 'POST', base(accountId), body);
const WEEK = 'startDate=2030-03-04&endDate=2030-03-10';

describe('report configurations: CRUD', () => {
  it('creates, lists, changes and deletes; the SFTP password is sealed and never sent back', async () => {
    const created = await create({
      ...weekly,
      sendBySftp: true,
      sftpServer: 'sftp.example.fr',
      sftpPort: 2222,
      sftpLogin: 'depot',
      sftpPassword: SFTP_PASSWORD,
      sftpRemoteDirectory: '/in',
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({
      name: 'Hebdo',
      sftpPasswordSet: true,
      sftpPort: 2222,
      lastRunStatus: null,
    });
    expect(created.json()).not.toHaveProperty('sftpPassword');
    const [row] = await t.database.db
      .select()
      .from(reportConfigurations)
      .where(eq(reportConfigurations.id, id));
    expect(row!.sftpPasswordSealed).not.toContain(SFTP_PASSWORD);
    expect(t.app.secretBox.open(row!.sftpPasswordSealed!)).toBe(SFTP_PASSWORD);

    const patched = await call('depanneur', 'PATCH', `${base(depanneur)}/${id}`, {
      name: 'Semaine',
      sftpPassword: '',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ name: 'Semaine', sftpPasswordSet: true });
    const [kept] = await t.database.db
      .select()
      .from(reportConfigurations)
      .where(eq(reportConfigurations.id, id));
    expect(kept!.sftpPasswordSealed).toBe(row!.sftpPasswordSealed);

    const list = await call('depanneur', 'GET', base(depanneur));
    expect(list.json().map((c: { name: string }) => c.name)).toContain('Semaine');

    expect((await call('depanneur', 'DELETE', `${base(depanneur)}/${id}`)).statusCode).toBe(204);
    expect((await call('depanneur', 'DELETE', `${base(depanneur)}/${id}`)).statusCode).toBe(404);
  });

  it('answers 400 in French for what cannot be saved, and saves nothing', async () => {
    const before = (await call('depanneur', 'GET', base(depanneur))).json().length;
    const noFrequency = await create({ name: 'X', type: 'DAILY' });
    expect(noFrequency.statusCode).toBe(400);
    const noEmail = await create({ ...weekly, sendByEmail: true });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error_description).toContain("L'e-mail est obligatoire");
    expect((await create({ ...weekly, type: 'YEARLY' })).statusCode).toBe(400);
    const id = (await create()).json().id;
    const patch = await call('depanneur', 'PATCH', `${base(depanneur)}/${id}`, { sendBySftp: true });
    expect(patch.statusCode).toBe(400);
    expect(patch.json().error_description).toContain('SFTP');
    expect((await call('depanneur', 'GET', base(depanneur))).json()).toHaveLength(before + 1);
  });

  it('is for administrators: 403 for an operator, 404 for another account and its configurations', async () => {
    const id = (await create()).json().id;
    expect((await call('operateur', 'GET', base(depanneur))).statusCode).toBe(403);
    expect((await create(weekly, depanneur, 'operateur')).statusCode).toBe(403);
    expect((await call('operateur', 'GET', `${base(depanneur)}/${id}/generate?${WEEK}`)).statusCode).toBe(
      403,
    );
    expect((await call('depanneur', 'GET', base(other))).statusCode).toBe(404);
    const foreign = (await create(weekly, other, 'mission')).json().id;
    expect(
      (await call('depanneur', 'PATCH', `${base(depanneur)}/${foreign}`, { name: 'X' })).statusCode,
    ).toBe(404);
    expect(
      (await call('depanneur', 'GET', `${base(depanneur)}/${foreign}/generate?${WEEK}`)).statusCode,
    ).toBe(404);
    expect((await call('depanneur', 'DELETE', `${base(depanneur)}/${foreign}`)).statusCode).toBe(404);
    // A supervisor acts on the accounts it manages.
    expect((await call('superviseur', 'GET', base(other))).statusCode).toBe(200);
    expect((await call('superviseur', 'GET', base(await accountIdOf(t, 'assisteur')))).statusCode).toBe(404);
  });
});

describe('report generation', () => {
  it("downloads the period's missions (Paris days, both included) and a summary", async () => {
    const id = (await create({ ...weekly, name: 'Rapport été' })).json().id;
    const name = await call('depanneur', 'GET', `${base(depanneur)}/${id}/filename?${WEEK}`);
    expect(name.json()).toEqual({ filename: 'Rapport été du 04-03-2030 au 10-03-2030.xlsx' });

    const response = await t.app.inject({
      method: 'GET',
      url: `${base(depanneur)}/${id}/generate?${WEEK}`,
      headers: await t.bearer('depanneur'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Rapport ete du 04-03-2030 au 10-03-2030.xlsx"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9%20du%2004-03-2030%20au%2010-03-2030.xlsx`,
    );
    const sheets = await readWorkbook(response.rawPayload);
    const [header, ...rows] = sheets['Missions']!;
    expect(header).toContain('Chauffeur');
    expect(header).toContain('Arrivée sur place');
    // M1–M4 of the scenario; not M5 (00:00 on the 11th in Paris), nor the mission with no truck, nor another account's.
    expect(rows).toHaveLength(4);
    // A folder number typed as a formula comes out as text with the leading apostrophe.
    expect(rows[0]![0]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows.map((r) => r[6])).toEqual([
      '04/03/2030 09:00',
      '04/03/2030 09:00',
      '06/03/2030 15:30',
      '10/03/2030 23:00',
    ]);
    expect(rows.find((r) => r[6] === '06/03/2030 15:30')!.at(-1)).toBe('Remorquage');
    const summary = Object.fromEntries(sheets['Synthèse']!.map(([k, v]) => [k, v]));
    expect(summary['Missions']).toBe('4');
    expect(summary['Période']).toBe('du 04/03/2030 au 10/03/2030');
    expect(summary['Remorquages']).toBe('1');
    // The dashboard's average over M1 (20 min) and M3 (40 min).
    expect(summary["Délai d'approche moyen (min)"]).toBe('30');
  });

  it('writes a report named as a formula with a leading apostrophe; figures stay numbers', async () => {
    const id = (await create({ ...weekly, name: '=HYPERLINK("http://x")' })).json().id;
    const response = await call('depanneur', 'GET', `${base(depanneur)}/${id}/generate?${WEEK}`);
    expect(response.statusCode).toBe(200);
    const sheets = await readWorkbook(response.rawPayload);
    const summary = Object.fromEntries(sheets['Synthèse']!.map(([k, v]) => [k, v]));
    expect(summary['Rapport']).toBe(`'=HYPERLINK("http://x")`);
    expect(summary['Missions']).toBe('4');
  });

  it('answers 400 for a reversed period, one over a year, or a malformed date', async () => {
    const id = (await create()).json().id;
    const generate = (q: string) => call('depanneur', 'GET', `${base(depanneur)}/${id}/generate?${q}`);
    const reversed = await generate('startDate=2030-03-10&endDate=2030-03-04');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error_description).toContain('date de fin');
    expect((await generate('startDate=2029-01-01&endDate=2030-03-04')).statusCode).toBe(400);
    expect((await generate('startDate=04/03/2030&endDate=2030-03-04')).statusCode).toBe(400);
    expect((await generate('startDate=2030-03-04')).statusCode).toBe(400);
  });

  it('e-mails the report of the period to the address given, as a job', async () => {
    const id = (await create({ ...weekly, name: 'Envoi' })).json().id;
    const response = await call(
      'depanneur',
      'POST',
      `${base(depanneur)}/${id}/email?${WEEK}&email=${encodeURIComponent('flotte@client.fr')}`,
    );
    expect(response.statusCode).toBe(202);
    const mail = await smtp.waitFor((m) => m.to.includes('flotte@client.fr'), 20_000);
    const attachment = xlsxAttachment(mail);
    expect(attachment.filename).toContain('Envoi du 04-03-2030 au 10-03-2030.xlsx');
    const sheets = await readWorkbook(attachment.content);
    expect(sheets['Missions']).toHaveLength(5);
    const bad = await call('depanneur', 'POST', `${base(depanneur)}/${id}/email?${WEEK}&email=pas-un-mail`);
    expect(bad.statusCode).toBe(400);
  });
});
