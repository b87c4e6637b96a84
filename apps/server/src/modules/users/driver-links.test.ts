import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, trucks } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf } from '../../test/folder-fixtures.ts';

let t: TestContext;
let managed: number;
/** Managed too, but not the account whose users are linked: its agents and trucks are another's. */
let sibling: number;
let foreign: number;
let fleet: { agentId: number; truckId: number };
beforeAll(async () => {
  t = await createTestApp();
  managed = await accountIdOf(t, 'mission');
  sibling = await accountIdOf(t, 'depanneur');
  foreign = await accountIdOf(t, 'assisteur');
  const [agent] = await t.database.db
    .insert(agents)
    .values({ accountId: managed, name: 'Paul Garnier' })
    .returning();
  const [truck] = await t.database.db
    .insert(trucks)
    .values({ accountId: managed, name: 'Plateau 12' })
    .returning();
  fleet = { agentId: agent!.id, truckId: truck!.id };
});
afterAll(() => t.close());

const call = async (login: string, method: 'GET' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.bearer(login), ...(payload ? { payload } : {}) });
const hash = '$2a$10$' + 'a'.repeat(53);
const driverUser = (name: string, links: { agentId: number; truckId?: number | null }) => ({
  added: [{ name, email: null, role: 'CHAUFFEUR', passwordHash: hash, ...links }],
});

describe('a supervisor links the users of the accounts it manages to their agents and trucks', () => {
  it("offers the managed account's agents and trucks, and its drivers once linked", async () => {
    const links = await call('superviseur', 'GET', `/api/accounts/${managed}/driverLinks`);
    expect(links.statusCode).toBe(200);
    expect(links.json().agents).toContainEqual({ id: fleet.agentId, name: 'Paul Garnier' });
    expect(links.json().trucks).toContainEqual({ id: fleet.truckId, name: 'Plateau 12' });

    const saved = await call(
      'superviseur',
      'PATCH',
      `/api/accounts/${managed}/users`,
      driverUser('paul.garnier', fleet),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toContainEqual(
      expect.objectContaining({ name: 'paul.garnier', role: 'CHAUFFEUR', ...fleet }),
    );
    const after = (await call('superviseur', 'GET', `/api/accounts/${managed}/driverLinks`)).json();
    expect(after.drivers).toEqual([
      expect.objectContaining({
        login: 'paul.garnier',
        agentName: 'Paul Garnier',
        truckName: 'Plateau 12',
        signedIn: false,
        lastSeenAt: null,
      }),
    ]);
  });

  it("answers 404 for an account it does not manage, and for another account's agent or truck", async () => {
    expect((await call('superviseur', 'GET', `/api/accounts/${foreign}/driverLinks`)).statusCode).toBe(404);
    const other = await fleetOf(t, sibling);
    const notManaged = await call(
      'superviseur',
      'PATCH',
      `/api/accounts/${foreign}/users`,
      driverUser('intrus.un', { agentId: other.agents[0]!.id }),
    );
    expect(notManaged.statusCode).toBe(404);
    const foreignAgent = await call(
      'superviseur',
      'PATCH',
      `/api/accounts/${managed}/users`,
      driverUser('intrus.deux', { agentId: other.agents[0]!.id }),
    );
    expect(foreignAgent.statusCode).toBe(404);
    expect(foreignAgent.json().error_description).toBe("Cet intervenant n'existe pas");
    const foreignTruck = await call(
      'superviseur',
      'PATCH',
      `/api/accounts/${managed}/users`,
      driverUser('intrus.trois', { agentId: fleet.agentId, truckId: other.trucks[0]!.id }),
    );
    expect(foreignTruck.statusCode).toBe(404);
    expect(foreignTruck.json().error_description).toBe("Ce véhicule n'existe pas");
    const users = (await call('superviseur', 'GET', `/api/accounts/${managed}/users`)).json();
    expect(users.map((u: { name: string }) => u.name)).not.toContain('intrus.deux');
  });

  it('answers the account its own links, 404 for another, 400 for a bad id and 403 to non-administrators', async () => {
    const own = await call('depanneur', 'GET', `/api/accounts/${sibling}/driverLinks`);
    expect(own.statusCode).toBe(200);
    expect(own.json().drivers).toContainEqual(expect.objectContaining({ login: 'chauffeur' }));
    expect((await call('depanneur', 'GET', `/api/accounts/${managed}/driverLinks`)).statusCode).toBe(404);
    const bad = await call('depanneur', 'GET', '/api/accounts/abc/driverLinks');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_description).toMatch(/[a-zé]/);
    expect((await call('operateur', 'GET', `/api/accounts/${sibling}/driverLinks`)).statusCode).toBe(403);
    expect((await call('chauffeur', 'GET', `/api/accounts/${sibling}/driverLinks`)).statusCode).toBe(403);
  });
});
