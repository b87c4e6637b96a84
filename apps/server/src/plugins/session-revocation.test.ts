import bcrypt from 'bcryptjs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_REVOKED_MESSAGE, WS_CLOSE_SESSION_REVOKED } from '@plateau/contracts';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/client.ts';
import { agents } from '../db/schema/index.ts';
import { SESSION_TTL_MS } from '../db/sessions/session-cache.ts';
import { BASIC_CLIENT, createTestApp, onPostgres, type TestContext } from '../test/harness.ts';

let t: TestContext;
let hash: string;
beforeAll(async () => {
  t = await createTestApp();
  hash = await bcrypt.hash('mot-de-passe', 10);
});
afterAll(() => t.close());

const REVOKED = { error: 'session_revoked', error_description: SESSION_REVOKED_MESSAGE };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const as = (token: string, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const token = async (login: string) => (await t.signIn(login)).access_token;
const signInWith = async (username: string, password: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ access_token: string; refresh_token: string }>();
};
const accountIdOf = async (login: string): Promise<number> =>
  (await as(await token(login), 'GET', '/api/account')).json().id;
type User = { id: number; name: string; role: string };
const usersOf = async (adminToken: string, accountId: number): Promise<User[]> =>
  (await as(adminToken, 'GET', `/api/accounts/${accountId}/users`)).json();

/** Adds a user (password 'mot-de-passe') to the account through its administrator; answers the user and a token. */
async function addUser(adminToken: string, accountId: number, login: string, role: 'ADMIN' | 'OPERATEUR') {
  const added = await as(adminToken, 'PATCH', `/api/accounts/${accountId}/users`, {
    added: [{ name: login, email: null, role, passwordHash: hash }],
  });
  expect(added.statusCode, added.body).toBe(200);
  const user = (added.json() as User[]).find((u) => u.name === login)!;
  return { user, ...(await signInWith(login, 'mot-de-passe')) };
}

/** A client account of the supervisor, created for the test. */
async function managedAccount(supervisorToken: string, name: string): Promise<number> {
  const created = await as(supervisorToken, 'POST', '/api/accounts/', { name, businessNature: 'DEPANNEUR' });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().id;
}

/** A change made in SQL reaches this instance through its NOTIFY: a few milliseconds, never the cache's 10 s. */
async function eventually(check: () => Promise<void>, timeoutMs = 3000) {
  const start = Date.now();
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() - start > timeoutMs) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('an access token ends when its session is taken away', () => {
  it('a removed user is refused at once (401, French message), even to read', async () => {
    const admin = await token('mission');
    const id = await accountIdOf('mission');
    const removed = await addUser(admin, id, 'parti', 'OPERATEUR');
    expect((await as(removed.access_token, 'GET', '/api/account')).statusCode).toBe(200);

    expect(
      (await as(admin, 'PATCH', `/api/accounts/${id}/users`, { removed: [removed.user.id] })).statusCode,
    ).toBe(200);
    const refused = await as(removed.access_token, 'GET', '/api/account');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(REVOKED);
    expect((await as(removed.access_token, 'GET', '/api/folders')).json()).toEqual(REVOKED);
  });

  it('a removed ADMIN cannot add a new ADMIN with the token they still hold', async () => {
    const admin = await token('mission');
    const id = await accountIdOf('mission');
    const former = await addUser(admin, id, 'ancien.admin', 'ADMIN');
    expect(
      (await as(admin, 'PATCH', `/api/accounts/${id}/users`, { removed: [former.user.id] })).statusCode,
    ).toBe(200);
    const before = await usersOf(admin, id);

    const comeback = await as(former.access_token, 'PATCH', `/api/accounts/${id}/users`, {
      added: [{ name: 'porte.derobee', email: null, role: 'ADMIN', passwordHash: hash }],
    });
    expect(comeback.statusCode).toBe(401);
    expect(comeback.json()).toEqual(REVOKED);
    expect(await usersOf(admin, id)).toEqual(before);
    // Nor can the session be renewed.
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { authorization: BASIC_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: former.refresh_token,
      }).toString(),
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('a demoted ADMIN is refused the users (403: the current role, not the token’s), and a promoted one let in', async () => {
    const admin = await token('mission');
    const id = await accountIdOf('mission');
    const chief = await addUser(admin, id, 'chef.demote', 'ADMIN');
    const operator = await addUser(admin, id, 'operateur.promu', 'OPERATEUR');
    expect((await as(chief.access_token, 'GET', `/api/accounts/${id}/users`)).statusCode).toBe(200);
    expect((await as(operator.access_token, 'GET', `/api/accounts/${id}/users`)).statusCode).toBe(403);

    const swapped = await as(admin, 'PATCH', `/api/accounts/${id}/users`, {
      changed: [
        { id: chief.user.id, role: 'OPERATEUR' },
        { id: operator.user.id, role: 'ADMIN' },
      ],
    });
    expect(swapped.statusCode).toBe(200);

    const demoted = await as(chief.access_token, 'PATCH', `/api/accounts/${id}/users`, {
      added: [{ name: 'nouvel.admin', email: null, role: 'ADMIN', passwordHash: hash }],
    });
    expect(demoted.statusCode).toBe(403);
    expect(demoted.json().error_description).toBe('Cette action est réservée aux administrateurs du compte');
    expect((await as(chief.access_token, 'GET', '/api/account')).json().role).toBe('OPERATEUR');
    expect((await as(operator.access_token, 'GET', `/api/accounts/${id}/users`)).statusCode).toBe(200);
    expect((await as(operator.access_token, 'GET', '/api/account')).json().role).toBe('ADMIN');
  });

  it('a changed password refuses the tokens issued before; the new password signs in', async () => {
    const admin = await token('mission');
    const id = await accountIdOf('mission');
    const user = await addUser(admin, id, 'change.mdp', 'OPERATEUR');
    const newHash = await bcrypt.hash('nouveau-secret', 10);
    expect(
      (
        await as(admin, 'PATCH', `/api/accounts/${id}/users`, {
          changed: [{ id: user.user.id, passwordHash: newHash }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(user.access_token, 'GET', '/api/account')).json()).toEqual(REVOKED);
    const fresh = await signInWith('change.mdp', 'nouveau-secret');
    expect((await as(fresh.access_token, 'GET', '/api/account')).statusCode).toBe(200);
    // A change of e-mail or login is no password change: the fresh session goes on.
    expect(
      (
        await as(admin, 'PATCH', `/api/accounts/${id}/users`, {
          changed: [{ id: user.user.id, email: 'nouveau@transports-lefevre.fr' }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await as(fresh.access_token, 'GET', '/api/account')).statusCode).toBe(200);
  });

  it('a deactivated account refuses its users and the supervisor acting on it; the supervisor keeps their own', async () => {
    const supervisor = await token('superviseur');
    const id = await managedAccount(supervisor, 'Dépannage Éphémère');
    const user = await addUser(supervisor, id, 'ephemere', 'ADMIN');
    const onBehalf = await as(supervisor, 'POST', `/api/accounts/${id}/token`);
    expect(onBehalf.statusCode).toBe(200);
    const onBehalfToken = onBehalf.json().access_token as string;
    expect((await as(user.access_token, 'GET', '/api/account')).statusCode).toBe(200);
    expect((await as(onBehalfToken, 'GET', '/api/account')).json().id).toBe(id);

    expect((await as(supervisor, 'DELETE', `/api/accounts/${id}`)).statusCode).toBe(204);
    expect((await as(user.access_token, 'GET', '/api/account')).json()).toEqual(REVOKED);
    expect((await as(onBehalfToken, 'GET', '/api/account')).json()).toEqual(REVOKED);
    expect((await as(supervisor, 'GET', '/api/account')).statusCode).toBe(200);
  });

  it('a user of a deactivated account is refused, whoever deactivated it (here, in SQL)', async () => {
    const depanneur = await token('depanneur');
    const operator = await token('operateur');
    const id = await accountIdOf('depanneur');
    expect((await as(operator, 'GET', '/api/account')).statusCode).toBe(200);
    await t.database.db.execute(sql`update accounts set active = false where id = ${id}`);
    try {
      await eventually(async () => {
        expect((await as(depanneur, 'GET', '/api/account')).json()).toEqual(REVOKED);
        expect((await as(operator, 'GET', '/api/account')).json()).toEqual(REVOKED);
      });
    } finally {
      await t.database.db.execute(sql`update accounts set active = true where id = ${id}`);
    }
  });

  it('an on-behalf token ends with the supervision it went through', async () => {
    const supervisor = await token('superviseur');
    const id = await managedAccount(supervisor, 'Dépannage Cédé');
    const onBehalf = (await as(supervisor, 'POST', `/api/accounts/${id}/token`)).json()
      .access_token as string;
    expect((await as(onBehalf, 'GET', '/api/account')).statusCode).toBe(200);

    // No screen ends a supervision: whatever does (SQL here), the trigger tells the instances.
    await t.database.db.execute(sql`delete from account_supervisions where account_id = ${id}`);
    await eventually(async () => expect((await as(onBehalf, 'GET', '/api/account')).json()).toEqual(REVOKED));
    expect((await as(supervisor, 'GET', '/api/account')).statusCode).toBe(200);
  });
});

describe('the WebSocket of a user whose session is taken away', () => {
  it('is closed (4003) at once, and the token opens no new one; other users’ stay open', async () => {
    const admin = await token('mission');
    const id = await accountIdOf('mission');
    const leaving = await addUser(admin, id, 'ws.parti', 'OPERATEUR');
    const staying = await addUser(admin, id, 'ws.reste', 'OPERATEUR');
    const leavingSocket = await t.app.injectWS(`/api/webSocket?access_token=${leaving.access_token}`);
    const stayingSocket = await t.app.injectWS(`/api/webSocket?access_token=${staying.access_token}`);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      leavingSocket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    let stayingClosed = false;
    stayingSocket.on('close', () => (stayingClosed = true));

    expect(
      (await as(admin, 'PATCH', `/api/accounts/${id}/users`, { removed: [leaving.user.id] })).statusCode,
    ).toBe(200);
    expect(await closed).toEqual({ code: WS_CLOSE_SESSION_REVOKED, reason: 'Session révoquée' });
    await expect(t.app.injectWS(`/api/webSocket?access_token=${leaving.access_token}`)).rejects.toThrow();

    const subscribed = new Promise((resolve) => stayingSocket.once('message', resolve));
    stayingSocket.send(JSON.stringify({ type: 'subscribe', topic: '/accounts/events' }));
    await subscribed;
    expect(stayingClosed).toBe(false);
    stayingSocket.terminate();
  });

  it('is closed (4003) when its user becomes a CHAUFFEUR: the driver app has no back-office events', async () => {
    const admin = await token('depanneur');
    const id = await accountIdOf('depanneur');
    const user = await addUser(admin, id, 'ws.chauffeur', 'OPERATEUR');
    const socket = await t.app.injectWS(`/api/webSocket?access_token=${user.access_token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    const [agent] = await t.database.db.select().from(agents).where(eq(agents.accountId, id)).limit(1);
    const changed = await as(admin, 'PATCH', `/api/accounts/${id}/users`, {
      changed: [{ id: user.user.id, role: 'CHAUFFEUR', agentId: agent!.id }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await closed).toBe(WS_CLOSE_SESSION_REVOKED);
  });

  it('is closed when the password changes', async () => {
    const admin = await token('mission');
    const id = await accountIdOf('mission');
    const user = await addUser(admin, id, 'ws.mdp', 'OPERATEUR');
    const socket = await t.app.injectWS(`/api/webSocket?access_token=${user.access_token}`);
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    await as(admin, 'PATCH', `/api/accounts/${id}/users`, {
      changed: [{ id: user.user.id, passwordHash: await bcrypt.hash('autre-secret', 10) }],
    });
    expect(await closed).toBe(WS_CLOSE_SESSION_REVOKED);
  });
});

// Two server instances share a database only on PostgreSQL (an embedded PGlite belongs to one process).
if (onPostgres)
  describe('two server instances on one database', () => {
    it('a change made through one ends the session on the other at once: its requests and its WebSocket', async () => {
      if (t.database.kind !== 'postgres') throw new Error('PostgreSQL expected');
      const other = await openDatabase({ databaseUrl: t.database.url, dataDir: '' });
      const second = await buildApp({ config: t.config, database: other, logger: false });
      await second.ready();
      try {
        const admin = await token('mission');
        const id = await accountIdOf('mission');
        const user = await addUser(admin, id, 'deux.instances', 'ADMIN');
        const onSecond = (method: Method, url: string) =>
          second.inject({ method, url, headers: { authorization: `Bearer ${user.access_token}` } });
        // The second instance reads the session state now, and would keep it SESSION_TTL_MS.
        expect((await onSecond('GET', `/api/accounts/${id}/users`)).statusCode).toBe(200);
        const socket = await second.injectWS(`/api/webSocket?access_token=${user.access_token}`);
        const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
        const start = Date.now();

        await as(admin, 'PATCH', `/api/accounts/${id}/users`, {
          changed: [{ id: user.user.id, role: 'OPERATEUR' }],
        });
        await eventually(async () =>
          expect((await onSecond('GET', `/api/accounts/${id}/users`)).statusCode).toBe(403),
        );
        expect((await onSecond('GET', '/api/account')).statusCode).toBe(200);

        await as(admin, 'PATCH', `/api/accounts/${id}/users`, { removed: [user.user.id] });
        await eventually(async () => expect((await onSecond('GET', '/api/account')).json()).toEqual(REVOKED));
        expect(await closed).toBe(WS_CLOSE_SESSION_REVOKED);
        // Told by the NOTIFY, not by the cache's expiry.
        expect(Date.now() - start).toBeLessThan(SESSION_TTL_MS);
      } finally {
        await second.close();
        await other.close();
      }
    });
  });
