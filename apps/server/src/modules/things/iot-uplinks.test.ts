import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { iotIngestionKeys, things } from '../../db/schema/index.ts';
import { DEMO_INGESTION_KEYS } from '../../demo/seed/places-things.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, key: string | null = DEMO_INGESTION_KEYS.iot!, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/iot/uplinks',
    headers: key === null ? {} : { 'x-ingestion-key': key },
    payload: payload as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const thing = async (eui: string) =>
  (await t.database.db.select().from(things).where(eq(things.abeewayId, eui)))[0];
const REMORQUE = '20635F0106000A01';

describe('POST /api/iot/uplinks', () => {
  it('refuses a missing or wrong key with 401 in French, storing nothing', async () => {
    const uplink = { devEUI: REMORQUE, time: '2030-01-01T10:00:00Z', battery: 5 };
    const missing = await post(uplink, null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error_description).toBe("Clé d'ingestion manquante (en-tête X-Ingestion-Key)");
    const wrong = await post(uplink, 'pas-la-bonne-cle');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error_description).toBe("Clé d'ingestion inconnue");
    expect((await post(uplink, 'x'.repeat(5_000))).statusCode).toBe(401);
    expect((await thing(REMORQUE))?.batteryLevel).toBe(88);
  });

  it("writes a tracker's health and position", async () => {
    const response = await post({
      devEUI: REMORQUE.toLowerCase(),
      time: '2030-01-01T10:00:00Z',
      position: { latitude: 45.1, longitude: 4.2 },
      battery: 61,
      temperature: 7.25,
      rssi: -101,
      snr: 3.5,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: 1, written: 1, created: 0, ignored: 0, refused: [] });
    expect(await thing(REMORQUE)).toMatchObject({
      batteryLevel: 61,
      temperature: 7.25,
      rssi: -101,
      snr: 3.5,
      positionLatitude: 45.1,
      positionLongitude: 4.2,
      infoDateTime: new Date('2030-01-01T10:00:00Z'),
      locationDateTime: new Date('2030-01-01T10:00:00Z'),
    });
  });

  it('ignores an uplink older than what is stored; a newer one without position keeps the position', async () => {
    const late = await post({
      abeewayId: REMORQUE,
      time: '2030-01-01T09:00:00Z',
      battery: 99,
      position: { latitude: 1, longitude: 1 },
    });
    expect(late.json()).toEqual({ received: 1, written: 0, created: 0, ignored: 1, refused: [] });
    expect(await thing(REMORQUE)).toMatchObject({ batteryLevel: 61, positionLatitude: 45.1 });
    await post({ devEUI: REMORQUE, time: '2030-01-01T11:00:00Z', battery: 60 });
    expect(await thing(REMORQUE)).toMatchObject({
      batteryLevel: 60,
      temperature: 7.25,
      positionLatitude: 45.1,
      infoDateTime: new Date('2030-01-01T11:00:00Z'),
      locationDateTime: new Date('2030-01-01T10:00:00Z'),
    });
  });

  it('takes a batch, the newest uplink of each device winning whatever the order', async () => {
    const response = await post([
      {
        devEUI: REMORQUE,
        time: '2030-01-02T10:00:00Z',
        battery: 40,
        position: { latitude: 46, longitude: 5 },
      },
      { devEUI: REMORQUE, time: '2030-01-02T12:00:00Z', battery: 38 },
      {
        devEUI: REMORQUE,
        time: '2030-01-02T11:00:00Z',
        battery: 39,
        position: { latitude: 47, longitude: 6 },
      },
    ]);
    expect(response.json()).toEqual({ received: 3, written: 1, created: 0, ignored: 0, refused: [] });
    expect(await thing(REMORQUE)).toMatchObject({
      batteryLevel: 38,
      positionLatitude: 47,
      positionLongitude: 6,
    });
  });

  it("creates an unknown device for the key's account, unassigned for a supervisor's key", async () => {
    const own = await post({ devEUI: '70B3D5E75E00AA01', time: '2030-01-01T10:00:00Z', battery: 80 });
    expect(own.json()).toMatchObject({ written: 1, created: 1 });
    const iotAccount = (await t.app.inject({ url: '/api/account', headers: await t.bearer('iot') })).json()
      .id;
    expect(await thing('70B3D5E75E00AA01')).toMatchObject({
      accountId: iotAccount,
      name: 'Abeeway 70B3D5E75E00AA01',
      batteryLevel: 80,
    });
    await post(
      { devEUI: '70B3D5E75E00AA02', time: '2030-01-01T10:00:00Z' },
      DEMO_INGESTION_KEYS.superviseur!,
    );
    expect((await thing('70B3D5E75E00AA02'))?.accountId).toBeNull();
  });

  it("never writes another account's device", async () => {
    const response = await post({ devEUI: '20635F0106000B01', time: '2031-01-01T10:00:00Z', battery: 1 });
    expect(response.json()).toEqual({ received: 1, written: 0, created: 0, ignored: 1, refused: [] });
    expect((await thing('20635F0106000B01'))?.batteryLevel).toBe(72);
  });

  it('refuses bad uplinks in French with 400, writing nothing of the batch', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ time: '2030-01-01T10:00:00Z' }, /devEUI ou abeewayId/],
      [{ devEUI: 'XYZ', time: '2030-01-01T10:00:00Z' }, /16 chiffres hexadécimaux/],
      [{ devEUI: REMORQUE, time: 'hier' }, /./],
      [
        [
          { devEUI: REMORQUE, time: '2032-01-01T10:00:00Z', battery: 1 },
          { devEUI: REMORQUE, time: '2032-01-01T10:00:00Z', battery: 101 },
        ],
        /./,
      ],
      [[], /Le lot de messages est vide/],
      [
        Array.from({ length: 1_001 }, () => ({ devEUI: REMORQUE, time: '2032-01-01T10:00:00Z' })),
        /au plus 1000 messages/,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await post(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error_description).toMatch(message);
    }
    expect((await thing(REMORQUE))?.batteryLevel).toBe(38);
  });

  it('refuses an address past 20 wrong keys a minute with a French 429, even with the right key', async () => {
    const uplink = { devEUI: REMORQUE, time: '2030-01-01T10:00:00Z' };
    for (let i = 0; i < 20; i++)
      expect((await post(uplink, `faux-${i}`, '203.0.113.7')).statusCode).toBe(401);
    const refused = await post(uplink, 'faux-21', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_description).toMatch(/^Trop de requêtes avec une clé d'ingestion invalide/);
    expect((await post(uplink, DEMO_INGESTION_KEYS.iot!, '203.0.113.7')).statusCode).toBe(429);
    // Another address is not held back.
    expect((await post(uplink, 'faux', '203.0.113.8')).statusCode).toBe(401);
  });

  it('creates at most 50 unknown devices a request and names the others refused', async () => {
    const eui = (i: number) => `70B3D5E75E01${i.toString(16).toUpperCase().padStart(4, '0')}`;
    const batch = [
      { devEUI: REMORQUE, time: '2033-01-01T10:00:00Z', battery: 50 },
      ...Array.from({ length: 60 }, (_, i) => ({ devEUI: eui(i), time: '2030-01-01T10:00:00Z' })),
    ];
    const response = await post(batch);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      received: 61,
      written: 51,
      created: 50,
      ignored: 0,
      refused: Array.from({ length: 10 }, (_, i) => eui(50 + i)),
    });
    expect(await thing(eui(49))).toBeDefined();
    expect(await thing(eui(50))).toBeUndefined();
    expect((await thing(REMORQUE))?.batteryLevel).toBe(50);
  });

  it('refuses a body too large with a French 413', async () => {
    const batch = Array.from({ length: 8_000 }, (_, i) => ({
      devEUI: REMORQUE,
      time: '2030-01-01T10:00:00Z',
      rssi: -i,
    }));
    const response = await post(batch);
    expect(response.statusCode).toBe(413);
    expect(response.json().error_description).toMatch(/[Tt]rop|volumineu/);
  });
});

describe('POST /api/iot/ingestionKey', () => {
  it('makes a new key that works, and the old one stops working at once (even just used)', async () => {
    // Used right before: its owner is in this instance's key cache, which the renewal must forget.
    expect(
      (
        await post(
          { devEUI: '20635F0106000B01', time: '2030-12-31T10:00:00Z' },
          DEMO_INGESTION_KEYS.depanneur!,
        )
      ).statusCode,
    ).toBe(200);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/iot/ingestionKey',
      headers: await t.bearer('depanneur'),
    });
    expect(response.statusCode).toBe(200);
    const { key } = response.json();
    expect(key).toMatch(/^plk_[\w-]{43}$/);
    const stored = await t.database.db.select().from(iotIngestionKeys);
    expect(stored.some((row) => row.keyHash === key)).toBe(false);
    expect(
      (await post({ devEUI: '20635F0106000B01', time: '2031-01-01T10:00:00Z', battery: 2 }, key)).json()
        .written,
    ).toBe(1);
    expect(
      (
        await post(
          { devEUI: '20635F0106000B01', time: '2031-01-02T10:00:00Z' },
          DEMO_INGESTION_KEYS.depanneur!,
        )
      ).statusCode,
    ).toBe(401);
  });

  it('is refused to an assistance company', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/iot/ingestionKey',
      headers: await t.bearer('assisteur'),
    });
    expect(response.statusCode).toBe(403);
  });

  it('is refused (403) to an OPERATEUR of the account, whose key keeps working', async () => {
    const key = (
      await t.app.inject({
        method: 'POST',
        url: '/api/iot/ingestionKey',
        headers: await t.bearer('depanneur'),
      })
    ).json().key;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/iot/ingestionKey',
      headers: await t.bearer('operateur'),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error_description).toBe('Cette action est réservée aux administrateurs du compte');
    const still = await t.app.inject({
      method: 'POST',
      url: '/api/iot/uplinks',
      headers: { 'x-ingestion-key': key },
      payload: [],
    });
    expect(still.statusCode).not.toBe(401);
  });
});
