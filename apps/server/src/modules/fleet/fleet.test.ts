import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { accounts, truckMessages, trucks, users } from '../../db/schema/index.ts';
import { FakeTruckTerminal } from '../../adapters/truck-terminal/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let depanneurTruckIds: number[];
let missionTruckId: number;
let terminal: FakeTruckTerminal;

const accountTruckIds = async (name: string) => {
  const rows = await t.database.db
    .select({ id: trucks.id })
    .from(trucks)
    .innerJoin(accounts, eq(accounts.id, trucks.accountId))
    .where(eq(accounts.name, name))
    .orderBy(trucks.id);
  return rows.map((r) => r.id);
};

beforeAll(async () => {
  t = await createTestApp();
  depanneurTruckIds = await accountTruckIds('Dépannage Martin & Fils');
  [missionTruckId] = (await accountTruckIds('Transports Lefèvre')) as [number];
  if (!(t.app.truckTerminal instanceof FakeTruckTerminal)) throw new Error('tests expect the fake terminal');
  terminal = t.app.truckTerminal;
});
afterAll(() => t.close());

const get = async (url: string, login = 'depanneur') => t.app.inject({ url, headers: await t.bearer(login) });
const sendMessage = async (truckId: number | string, payload: string | undefined, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/trucks/${truckId}/sendMessage`,
    headers: { ...(await t.bearer(login)), 'content-type': 'text/plain; charset=utf-8' },
    payload,
  });
const storedMessages = (truckId: number) =>
  t.database.db.select().from(truckMessages).where(eq(truckMessages.truckId, truckId));

describe('GET /api/trucks', () => {
  it("lists the account's trucks only, by name, with their position", async () => {
    const response = await get('/api/trucks');
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(5);
    expect(rows.map((r: { id: number }) => r.id).sort()).toEqual([...depanneurTruckIds].sort());
    expect(rows[0]).toMatchObject({
      name: 'Dépanneuse 03 - MAN TGL',
      licensePlate: 'EK-903-ZP',
      active: true,
      positionText: 'Vénissieux',
      positionLatitude: 45.6973,
      position: { latitude: 45.6973, longitude: 4.8854, text: 'Vénissieux' },
    });
  });

  it('pages with offset and limit, the total counting every truck', async () => {
    const all = (await get('/api/trucks')).json().rows;
    const page = (await get('/api/trucks?offset=1&limit=2')).json();
    expect(page.total).toBe(5);
    expect(page.rows).toEqual(all.slice(1, 3));
  });

  it('keeps to trucks with a known position when withPosition=true', async () => {
    const [hidden] = depanneurTruckIds as [number];
    await t.database.db
      .update(trucks)
      .set({ positionLatitude: null, positionLongitude: null })
      .where(and(eq(trucks.id, hidden)));
    const positioned = (await get('/api/trucks?withPosition=true')).json();
    expect(positioned.total).toBe(4);
    expect(positioned.rows.map((r: { id: number }) => r.id)).not.toContain(hidden);
    const everyTruck = (await get('/api/trucks?withPosition=false')).json();
    expect(everyTruck.total).toBe(5);
    expect(everyTruck.rows.find((r: { id: number }) => r.id === hidden).position).toBeNull();
  });

  it('gives each truck its usual driver: the agent of the driver whose default truck it is (issue 28 §5)', async () => {
    const [driver] = await t.database.db.select().from(users).where(eq(users.login, 'chauffeur'));
    const usual = (rows: Array<{ id: number; usualAgentId: number | null }>) =>
      Object.fromEntries(rows.map((row) => [row.id, row.usualAgentId]));
    const rows = (await get('/api/trucks')).json().rows;
    expect(usual(rows)).toEqual(
      Object.fromEntries(
        depanneurTruckIds.map((id) => [id, id === driver!.truckId ? driver!.agentId : null]),
      ),
    );
    expect(driver!.agentId).not.toBeNull();
    // The map's list says it too.
    const mapRow = (await get('/api/trucks?withPosition=true'))
      .json()
      .rows.find((row: { id: number }) => row.id === driver!.truckId);
    if (mapRow) expect(mapRow.usualAgentId).toBe(driver!.agentId);
  });

  it('answers an empty list to an account without trucks', async () => {
    expect((await get('/api/trucks', 'assisteur')).json()).toEqual({ rows: [], total: 0 });
  });

  it('refuses bad paging and unknown parameters in French', async () => {
    for (const query of ['limit=0', 'offset=-1', 'limit=abc', 'withPosition=peut-etre', 'page=2']) {
      const response = await get(`/api/trucks?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
    expect((await get('/api/trucks?page=2')).json().error_description).toBe('paramètre inconnu : page');
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ url: '/api/trucks' })).statusCode).toBe(401);
  });
});

describe('GET /api/agents', () => {
  it("lists the account's agents by name", async () => {
    const response = await get('/api/agents');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { name: string }) => a.name)).toEqual([
      'Antoine Faure',
      'Hugo Lambert',
      'Lucas Girard',
      'Nathalie Roux',
    ]);
    expect((await get('/api/agents', 'mission')).json().map((a: { name: string }) => a.name)).toEqual([
      'Pierre Durand',
      'Sarah Mercier',
    ]);
  });

  it('takes no parameter', async () => {
    expect((await get('/api/agents?limit=2')).statusCode).toBe(400);
  });
});

describe('POST /api/trucks/{id}/sendMessage', () => {
  it('hands the plain text to the truck terminal and keeps it', async () => {
    const truckId = depanneurTruckIds[1]!;
    const response = await sendMessage(truckId, '  Client au PK 112, voie de droite.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      truckId,
      text: 'Client au PK 112, voie de droite.',
      status: 'SENT',
    });
    expect(terminal.delivered.at(-1)).toMatchObject({ truckId, text: 'Client au PK 112, voie de droite.' });
    const stored = await storedMessages(truckId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ status: 'SENT', text: 'Client au PK 112, voie de droite.' });
  });

  it('refuses an empty, blank, missing or too long message in French, storing nothing', async () => {
    const truckId = depanneurTruckIds[2]!;
    for (const payload of ['', '   \n ', undefined]) {
      const response = await sendMessage(truckId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error_description).toMatch(/Le message est vide/);
    }
    const tooLong = await sendMessage(truckId, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error_description).toMatch(/ne doit pas dépasser 500 caractères/);
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/trucks/${truckId}/sendMessage`,
      headers: { ...(await t.bearer('depanneur')), 'content-type': 'application/json' },
      payload: { text: 'Bonjour' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error_description).toMatch(/texte brut/);
    expect(await storedMessages(truckId)).toHaveLength(0);
  });

  it("answers 404 for another account's truck or an unknown one, sending nothing", async () => {
    const before = terminal.delivered.length;
    for (const truckId of [missionTruckId, 999_999]) {
      const response = await sendMessage(truckId, 'Bonjour');
      expect(response.statusCode).toBe(404);
      expect(response.json().error_description).toBe("Ce véhicule n'existe pas");
    }
    expect(terminal.delivered.length).toBe(before);
    expect(await storedMessages(missionTruckId)).toHaveLength(0);
  });

  it('refuses a non-numeric id with 400', async () => {
    expect((await sendMessage('abc', 'Bonjour')).statusCode).toBe(400);
  });

  it('refuses an assisteur with 403', async () => {
    const response = await sendMessage(depanneurTruckIds[0]!, 'Bonjour', 'assisteur');
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Un compte assisteur ne peut que consulter');
  });

  it("answers 502 with the terminal's reason when it refuses, and keeps the message as FAILED", async () => {
    const truckId = depanneurTruckIds[3]!;
    terminal.failNextSend('Webfleet a refusé le message : objet inconnu (code 8011)');
    const response = await sendMessage(truckId, 'Rappelez le client');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'upstream_error',
      error_description: 'Webfleet a refusé le message : objet inconnu (code 8011)',
    });
    expect((await storedMessages(truckId)).map((m) => m.status)).toEqual(['FAILED']);
  });
});

describe('POST /api/trucks/synchronize with the demo Webfleet (in memory)', () => {
  const synchronize = async (login: string) =>
    t.app.inject({ method: 'POST', url: '/api/trucks/synchronize', headers: await t.bearer(login) });

  it("adds the vehicle Webfleet has that Plateau lacks, then finds the list up to date; others' fleets untouched", async () => {
    const missionFleet = await t.database.db.select().from(trucks).where(eq(trucks.id, missionTruckId));
    const first = await synchronize('depanneur');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ count: 1, added: 1 });
    const names = (await get('/api/trucks')).json().rows.map((r: { name: string }) => r.name);
    expect(names).toContain('Plateau neuf - Renault Master');
    expect((await synchronize('depanneur')).json()).toEqual({
      count: 0,
      added: 0,
      updated: 0,
      deactivated: 0,
    });
    expect(await t.database.db.select().from(trucks).where(eq(trucks.id, missionTruckId))).toEqual(
      missionFleet,
    );
  });

  it('answers 502 in French when the fake Webfleet refuses, adding nothing', async () => {
    const before = (await get('/api/trucks', 'mission')).json();
    terminal.failNextList("Webfleet ne répond pas : la liste des véhicules n'a pas été mise à jour");
    const response = await synchronize('mission');
    expect(response.statusCode).toBe(502);
    expect(response.json().error_description).toMatch(/^Webfleet ne répond pas/);
    expect((await get('/api/trucks', 'mission')).json()).toEqual(before);
  });
});
