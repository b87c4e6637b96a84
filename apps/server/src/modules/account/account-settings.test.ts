import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (path: string, login: string) =>
  t.app.inject({ url: `/api/account/${path}`, headers: await t.bearer(login) });

describe('GET /api/account/interventionAverage…Minute', () => {
  it("answers the account's own averages in minutes", async () => {
    expect((await get('interventionAverageArrivalMinute', 'depanneur')).json()).toBe(40);
    expect((await get('interventionAverageOnPlaceMinute', 'depanneur')).json()).toBe(35);
    expect((await get('interventionAverageArrivalMinute', 'mission')).json()).toBe(50);
    expect((await get('interventionAverageOnPlaceMinute', 'mission')).json()).toBe(30);
  });

  it('answers 0 when the account has not set them', async () => {
    const arrival = await get('interventionAverageArrivalMinute', 'assisteur');
    expect(arrival.statusCode).toBe(200);
    expect(arrival.json()).toBe(0);
    expect((await get('interventionAverageOnPlaceMinute', 'assisteur')).json()).toBe(0);
  });

  it('takes no parameter', async () => {
    const response = await t.app.inject({
      url: '/api/account/interventionAverageArrivalMinute?accountId=1',
      headers: await t.bearer('depanneur'),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toBe('paramètre inconnu : accountId');
  });

  it('needs a bearer token', async () => {
    expect((await t.app.inject({ url: '/api/account/interventionAverageOnPlaceMinute' })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /api/account/headQuarterPlace', () => {
  it("answers the account's address", async () => {
    const response = await get('headQuarterPlace', 'mission');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      line1: '8 avenue Jean Jaurès',
      zipCode: '31000',
      city: 'Toulouse',
      country: 'France',
      latitude: 43.6057,
      longitude: 1.4492,
    });
  });

  it('answers null when the account has no address', async () => {
    await t.database.db
      .update(accounts)
      .set({ place: null })
      .where(eq(accounts.name, 'Rousseau Objets Connectés'));
    const response = await get('headQuarterPlace', 'iot');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBeNull();
  });
});
