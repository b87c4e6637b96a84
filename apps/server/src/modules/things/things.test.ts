import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { things } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
let ids: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select({ id: things.id, name: things.name }).from(things);
  ids = Object.fromEntries(rows.map((row) => [row.name, row.id]));
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'PATCH' | 'DELETE', url: string, login: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: await t.bearer(login),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const names = async (query: string, login: string) =>
  (await call('GET', `/api/things${query}`, login)).json().rows.map((r: { name: string }) => r.name);
const accountIdOf = async (login: string) => (await call('GET', '/api/account', login)).json().id as number;

describe('GET /api/things', () => {
  it('shows an account its own things, by name, with health and position', async () => {
    const response = await call('GET', '/api/things', 'iot');
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(4);
    expect(rows.map((r: { name: string }) => r.name)).toEqual([
      'Caisse mobile 3',
      'Conteneur Port-Est',
      'Groupe froid 7',
      'Remorque 12',
    ]);
    expect(rows[3]).toMatchObject({
      abeewayId: '20635F0106000A01',
      batteryLevel: 88,
      temperature: 19.25,
      positionLatitude: 45.764,
      accountName: 'Rousseau Objets Connectés',
    });
    expect(rows[3].infoDateTime).toMatch(/Z$/);
    expect(await names('', 'depanneur')).toEqual(['Grue 05 - balise', 'Plateau 01 - balise']);
  });

  it('shows a supervisor its accounts’ things and the unassigned ones, filtered by account', async () => {
    const all = await names('?order=desc', 'superviseur');
    expect(all).toEqual([
      'Traceur en stock 2',
      'Traceur en stock 1',
      'Remorque porte-engins',
      'Porteur T1 - balise',
      'Plateau 01 - balise',
      'Grue 05 - balise',
    ]);
    expect(await names('?accountId=-1', 'superviseur')).toEqual(['Traceur en stock 1', 'Traceur en stock 2']);
    const depanneur = await accountIdOf('depanneur');
    expect(await names(`?accountId=${depanneur}`, 'superviseur')).toEqual([
      'Grue 05 - balise',
      'Plateau 01 - balise',
    ]);
    expect(await names('?text=STOCK%202', 'superviseur')).toEqual(['Traceur en stock 2']);
    expect(await names('?text=0C01', 'superviseur')).toEqual(['Traceur en stock 1']);
    expect(await names('?text=%25', 'superviseur')).toEqual([]);
  });

  it('pages with limit and page, the total counting every match', async () => {
    const page = (await call('GET', '/api/things?limit=1&page=2', 'iot')).json();
    expect(page.total).toBe(4);
    expect(page.rows.map((r: { name: string }) => r.name)).toEqual(['Conteneur Port-Est']);
  });

  it('answers 404 for an account the supervisor does not manage, 403 to a non-supervisor filtering', async () => {
    const iot = await accountIdOf('iot');
    expect((await call('GET', `/api/things?accountId=${iot}`, 'superviseur')).statusCode).toBe(404);
    const filtered = await call('GET', '/api/things?accountId=-1', 'iot');
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().error_description).toBe('Seul un superviseur peut filtrer les objets par compte');
  });

  it('refuses bad parameters in French and an assistance company', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'page=0',
      'order=up',
      'accountId=0',
      'accountId=-2',
      'accountId=2147483648',
      'x=1',
    ]) {
      const response = await call('GET', `/api/things?${query}`, 'superviseur');
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error).toBe('invalid_request');
    }
    expect((await call('GET', '/api/things', 'assisteur')).statusCode).toBe(403);
  });
});

describe('PATCH and DELETE /api/things/{id}', () => {
  it('renames a thing of the account; an empty patch changes nothing', async () => {
    const id = ids['Remorque 12']!;
    const renamed = await call('PATCH', `/api/things/${id}`, 'iot', { name: ' Remorque frigorifique 12 ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id, name: 'Remorque frigorifique 12' });
    const same = await call('PATCH', `/api/things/${id}`, 'iot', {});
    expect(same.json().name).toBe('Remorque frigorifique 12');
  });

  it('lets only a supervisor assign a thing, and only to an account it manages', async () => {
    const stock = ids['Traceur en stock 1']!;
    // A managed account without things of its own (the demo's Nantes operator).
    const nantes = await accountIdOf('atlantique');
    const assigned = await call('PATCH', `/api/things/${stock}`, 'superviseur', { accountId: nantes });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ accountId: nantes, accountName: 'Auto Secours Atlantique' });
    expect(await names('', 'atlantique')).toEqual(['Traceur en stock 1']);
    const iot = await accountIdOf('iot');
    const foreign = await call('PATCH', `/api/things/${stock}`, 'superviseur', { accountId: iot });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error_description).toBe("Ce compte n'existe pas");
    const byOperator = await call('PATCH', `/api/things/${stock}`, 'atlantique', { accountId: null });
    expect(byOperator.statusCode).toBe(403);
    expect(byOperator.json().error_description).toBe("Seul un superviseur peut changer le compte d'un objet");
    const unassigned = await call('PATCH', `/api/things/${stock}`, 'superviseur', { accountId: null });
    expect(unassigned.json().accountId).toBeNull();
  });

  it('refuses an empty name, an unknown field, a NUL in French', async () => {
    const id = ids['Groupe froid 7']!;
    for (const payload of [
      { name: '  ' },
      { name: 'a\u0000' },
      { abeewayId: 'X' },
      { accountId: 2147483648 },
    ]) {
      const response = await call('PATCH', `/api/things/${id}`, 'iot', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await call('PATCH', `/api/things/${id}`, 'iot', { name: '' })).json().error_description).toMatch(
      /Le nom est obligatoire/,
    );
    const [kept] = await t.database.db.select().from(things).where(eq(things.id, id));
    expect(kept?.name).toBe('Groupe froid 7');
  });

  it("answers 404 for another account's thing, to PATCH and DELETE, changing nothing", async () => {
    const other = ids['Grue 05 - balise']!;
    expect((await call('PATCH', `/api/things/${other}`, 'iot', { name: 'Volée' })).statusCode).toBe(404);
    const deleted = await call('DELETE', `/api/things/${other}`, 'iot');
    expect(deleted.statusCode).toBe(404);
    expect(deleted.json().error_description).toBe("Cet objet n'existe pas");
    expect(await names('', 'depanneur')).toContain('Grue 05 - balise');
    expect((await call('DELETE', `/api/things/${other}`, 'assisteur')).statusCode).toBe(403);
  });

  it('deletes a thing the account sees', async () => {
    const id = ids['Caisse mobile 3']!;
    expect((await call('DELETE', `/api/things/${id}`, 'iot')).statusCode).toBe(204);
    expect(await names('', 'iot')).not.toContain('Caisse mobile 3');
  });
});

describe('GET /api/things/accounts', () => {
  it('lists the accounts a supervisor manages, and is refused to others', async () => {
    const response = await call('GET', '/api/things/accounts', 'superviseur');
    expect(response.statusCode).toBe(200);
    expect(response.json().map((a: { name: string }) => a.name)).toContain('Dépannage Martin & Fils');
    expect(response.json()).toHaveLength(6);
    expect((await call('GET', '/api/things/accounts', 'iot')).statusCode).toBe(403);
  });
});
