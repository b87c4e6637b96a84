import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { favouritePlaces } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: unknown, login = 'depanneur') =>
  t.app.inject({
    method,
    url,
    headers: await t.bearer(login),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const labels = async (login = 'depanneur') =>
  (await call('GET', '/api/places', undefined, login)).json().rows.map((r: { label: string }) => r.label);
const storedCount = async () => (await t.database.db.select().from(favouritePlaces)).length;

const garage = {
  label: '  Garage Citroën Part-Dieu ',
  companyName: 'Citroën',
  line1: '10 rue Garibaldi',
  zipCode: '69003',
  city: 'Lyon',
  country: 'France',
  latitude: 45.76,
  longitude: 4.85,
  gpsValide: true,
  contactName: 'Roux',
  contactPhone: '04 78 12 34 56',
};

describe('GET /api/places', () => {
  it("lists the account's favourite places by label, with their address", async () => {
    const response = await call('GET', '/api/places');
    expect(response.statusCode).toBe(200);
    const { rows, total } = response.json();
    expect(total).toBe(3);
    expect(rows.map((r: { label: string }) => r.label)).toEqual([
      'Casse auto Bron',
      'Dépôt Martin',
      'Garage Peugeot Vénissieux',
    ]);
    expect(rows[2]).toMatchObject({
      name: 'Garage Peugeot Vénissieux',
      companyName: 'Peugeot Vénissieux',
      line1: '45 boulevard Ambroise Croizat',
      zipCode: '69200',
      city: 'Vénissieux',
      readOnly: false,
      contactFirstname: 'Claire',
    });
    expect(await labels('mission')).toEqual(['Entrepôt Lefèvre']);
  });

  it('is for operators only: 403 to a supervisor, an assistance company, an IoT account', async () => {
    for (const login of ['superviseur', 'assisteur', 'iot']) {
      const response = await call('GET', '/api/places', undefined, login);
      expect(response.statusCode, login).toBe(403);
      expect(response.json().error_description).toBe("Vous n'avez pas le droit d'effectuer cette action");
    }
  });
});

describe('POST, PUT and DELETE /api/places', () => {
  it('creates, rewrites and deletes a place of the account', async () => {
    const created = await call('POST', '/api/places', garage);
    expect(created.statusCode).toBe(200);
    const place = created.json();
    expect(place).toMatchObject({
      label: 'Garage Citroën Part-Dieu',
      city: 'Lyon',
      readOnly: false,
      line2: null,
    });
    const put = await call('PUT', `/api/places/${place.id}`, {
      ...garage,
      label: 'Citroën Lyon 3e',
      city: 'Lyon 3e',
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: place.id, label: 'Citroën Lyon 3e', city: 'Lyon 3e' });
    expect(await labels()).toContain('Citroën Lyon 3e');
    const deleted = await call('DELETE', `/api/places/${place.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await labels()).not.toContain('Citroën Lyon 3e');
  });

  it('refuses a missing label, a bad phone, an unknown field or a NUL in French, storing nothing', async () => {
    const before = await storedCount();
    const cases: Array<[unknown, RegExp]> = [
      [{ ...garage, label: '   ' }, /Le libellé est obligatoire/],
      [{ city: 'Lyon' }, /Le libellé est obligatoire/],
      [{ ...garage, contactPhone: '12' }, /Numéro non valide/],
      [{ ...garage, latitude: 123 }, /./],
      [{ ...garage, secret: 1 }, /./],
      [{ ...garage, label: 'a\u0000b' }, /caractère non autorisé/],
    ];
    for (const [payload, message] of cases) {
      const response = await call('POST', '/api/places', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error).toBe('invalid_request');
      expect(response.json().error_description).toMatch(message);
    }
    expect(await storedCount()).toBe(before);
  });

  it("answers 404 for another account's place, an unknown one, and 400 for an id past 2^31", async () => {
    const [other] = (await call('GET', '/api/places', undefined, 'mission')).json().rows;
    for (const id of [other.id, 999_999]) {
      expect((await call('PUT', `/api/places/${id}`, garage)).statusCode).toBe(404);
      const deleted = await call('DELETE', `/api/places/${id}`);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().error_description).toBe("Ce lieu n'existe pas");
    }
    expect(await labels('mission')).toEqual(['Entrepôt Lefèvre']);
    expect((await call('DELETE', '/api/places/2147483648')).statusCode).toBe(400);
  });

  it('refuses writes to an assistance company (403)', async () => {
    expect((await call('POST', '/api/places', garage, 'assisteur')).statusCode).toBe(403);
  });

  it('answers 409 in French to an edit or a delete of a read-only (Nomad) place', async () => {
    const [row] = await t.database.db
      .insert(favouritePlaces)
      .values({
        accountId: (await accountId('depanneur'))!,
        label: 'Nomad figé',
        place: {} as never,
        readOnly: true,
        externalId: 'X1',
      })
      .returning();
    for (const response of [
      await call('PUT', `/api/places/${row!.id}`, garage),
      await call('DELETE', `/api/places/${row!.id}`),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error_description).toBe(
        'Ce lieu vient de Nomad : il ne peut être ni modifié ni supprimé ici',
      );
    }
    const [kept] = await t.database.db.select().from(favouritePlaces).where(eq(favouritePlaces.id, row!.id));
    expect(kept?.label).toBe('Nomad figé');
    await t.database.db.delete(favouritePlaces).where(eq(favouritePlaces.id, row!.id));
  });
});

async function accountId(login: string): Promise<number | undefined> {
  return (await call('GET', '/api/account', undefined, login)).json().id;
}
