import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSftpServer, type FakeSftpServer } from '../../demo/fakes/fake-sftp-server.ts';
import { reportConfigurations } from '../../db/schema/index.ts';
import type { Resolver } from '../../lib/outbound/outbound-guard.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { forbiddenHosts, startCountingTcp, type CountingServer } from '../../test/outbound-fakes.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';
import { runDueReports } from './report-delivery.service.ts';

let t: TestContext;
/** On loopback and NOT in the allow list: no report configuration may make the server reach it. */
let victim: CountingServer;
let sftp: FakeSftpServer;
let depanneur: number;

const resolve: Resolver = async (name) => {
  if (name === 'intranet.example') return [{ address: '192.168.0.10', family: 4 }];
  throw Object.assign(new Error('not found'), { code: 'ENOTFOUND' });
};

beforeAll(async () => {
  victim = await startCountingTcp();
  sftp = await startFakeSftpServer({ username: 'depot', password: 'sftp-secret' });
  // The fake, and a closed port next to it for a change of port only.
  t = await createTestApp({
    outbound: { allow: [`${sftp.host}:${sftp.port}`, `${sftp.host}:2222`], resolve },
  });
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(async () => {
  await t.close();
  await Promise.all([victim.close(), sftp.close()]);
});

const base = () => `/api/accounts/${depanneur}/reportConfigurations`;
const call = async (method: 'POST' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, payload, headers: await t.bearer('depanneur') });
const daily = (name: string, sftpServer: string, sftpPort: number, sftpPassword = 'sftp-secret') => ({
  name,
  type: 'DAILY',
  frequency: 'DAILY',
  sendBySftp: true,
  sftpServer,
  sftpPort,
  sftpLogin: 'depot',
  sftpPassword,
});

/** The contract's host pattern takes names, dotted numbers and bracketed IPv6 without dots. */
const sftpSpellings = forbiddenHosts.filter((host) => !(host.startsWith('[') && host.includes('.')));

describe('the SFTP server of a report configuration, a setting of the tenant', () => {
  it.each([...sftpSpellings, 'intranet.example'])('refuses %s on creation and change', async (host) => {
    const created = await call('POST', base(), daily('Refusé', host, victim.port));
    expect(created.statusCode).toBe(400);
    expect(created.json().error_description).toBe('Adresse non autorisée');
    expect(victim.connections()).toBe(0);
  });

  it('refuses a change to a forbidden server, and lets in the allowed one', async () => {
    const created = await call('POST', base(), daily('Permis', sftp.host, sftp.port));
    expect(created.statusCode).toBe(201);
    const url = `${base()}/${created.json().id}`;
    const moved = await call('PATCH', url, { sftpServer: 'localhost', sftpPort: victim.port });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error_description).toBe('Adresse non autorisée');
    // Only the port changes, towards the victim: refused too.
    expect((await call('PATCH', url, { sftpPort: victim.port })).statusCode).toBe(400);
  });

  it('a scheduled run to a server stored before the guard connects nowhere and says why', async () => {
    const [row] = await t.database.db
      .insert(reportConfigurations)
      .values({
        accountId: depanneur,
        name: 'Ancien',
        type: 'DAILY',
        frequency: 'DAILY',
        sendBySftp: true,
        sftpServer: '127.0.0.1',
        sftpPort: victim.port,
        sftpLogin: 'depot',
        createdAt: new Date('2030-01-01T00:00:00Z'),
      })
      .returning();
    await runDueReports(t.app, new Date('2030-03-07T05:30:00Z'));
    const ran = (await t.database.db.select().from(reportConfigurations)).find((r) => r.id === row!.id);
    expect(ran).toMatchObject({ lastRunStatus: 'ERROR' });
    expect(ran!.lastRunError).toContain('Adresse non autorisée');
    expect(victim.connections()).toBe(0);
  });
});

describe('the SFTP password is bound to its server', () => {
  it('is cleared when the server or its port changes without it, kept otherwise', async () => {
    const created = await call('POST', base(), daily('Lié', sftp.host, sftp.port));
    const url = `${base()}/${created.json().id}`;
    expect(created.json().sftpPasswordSet).toBe(true);
    expect((await call('PATCH', url, { name: 'Lié 2', sftpServer: sftp.host })).json().sftpPasswordSet).toBe(
      true,
    );
    expect((await call('PATCH', url, { sftpServer: 'sftp.example.org' })).json().sftpPasswordSet).toBe(false);
    const back = await call('PATCH', url, { sftpServer: sftp.host, sftpPassword: 'sftp-secret' });
    expect(back.json().sftpPasswordSet).toBe(true);
    expect((await call('PATCH', url, { sftpPort: 2222 })).json().sftpPasswordSet).toBe(false);
    const typed = await call('PATCH', url, { sftpPort: sftp.port, sftpPassword: 'sftp-secret' });
    expect(typed.json()).toMatchObject({ sftpPort: sftp.port, sftpPasswordSet: true });
  });
});
