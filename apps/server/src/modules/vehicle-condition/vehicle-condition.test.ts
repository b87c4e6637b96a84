import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AssistanceProvider } from '@plateau/contracts';
import { vehicleConditionReports } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { conditionKit, testJpeg, testMark } from '../../test/condition-fixtures.ts';

let t: TestContext;
let kit: Awaited<ReturnType<typeof conditionKit>>;
let jpeg: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  kit = await conditionKit(t);
  jpeg = await testJpeg(40, 30);
});
afterAll(() => t.close());

const sent = (assistanceProvider: AssistanceProvider | null = null) => kit.sent(assistanceProvider);
const call = (...args: Parameters<typeof kit.call>) => kit.call(...args);
const mark = testMark;
const pv = (overrides: Record<string, unknown> = {}) => kit.pv(overrides);
const step = (missionId: number, name: string, key: string) =>
  call(
    'chauffeur',
    'POST',
    `/api/driver/missions/${missionId}/steps`,
    { step: name, at: new Date().toISOString() },
    key,
  );
const photo = (missionId: number, slot: string, stage = 'pickup') =>
  kit.photo(missionId, `stage=${stage}&slot=${slot}`, jpeg);

describe('the pickup PV', () => {
  it('is stored once per mission whatever the replays, with its shape, photos by slot and signature', async () => {
    const { missionId, folderId } = await sent();
    for (const slot of ['avant_gauche', 'plaque'])
      expect((await photo(missionId, slot)).statusCode).toBe(200);
    const first = await call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/condition/pickup`,
      pv(),
      'pv-1',
    );
    expect(first.statusCode, first.body).toBe(200);
    const replay = await call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/condition/pickup`,
      pv(),
      'pv-1',
    );
    expect(replay.json()).toEqual(first.json());
    await call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/condition/pickup`, pv(), 'pv-2');
    const rows = await t.database.db
      .select()
      .from(vehicleConditionReports)
      .where(eq(vehicleConditionReports.missionId, missionId));
    expect(rows).toHaveLength(1);
    const body = first.json();
    expect(body.requiredPhotos).toEqual([
      'avant_gauche',
      'avant_droit',
      'arriere_gauche',
      'arriere_droit',
      'compteur',
      'plaque',
    ]);
    expect(body.photos.pickup.map((p: { slot: string }) => p.slot)).toEqual(['avant_gauche', 'plaque']);
    expect(body.pickup).toMatchObject({
      plate: 'GT-404-XY',
      mileage: 84210,
      fuelLevel: 3,
      customerAbsent: false,
      signerName: 'Lucie Testeur',
    });
    expect(body.pickup.diagram.marks).toHaveLength(3);
    expect(body.pickup.signatureDataUrl).toMatch(/^data:image\/png;base64,/);
    const operator = await call('depanneur', 'GET', `/api/folders/${folderId}/vehicleCondition`);
    expect(operator.json()[0].pickup.plate).toBe('GT-404-XY');
  });

  it('refuses a signature-less PV unless the customer is absent, and bad marks, in French', async () => {
    const { missionId } = await sent();
    const unsigned = await call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/condition/pickup`,
      pv({ signaturePng: null }),
    );
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json().error_description).toContain('signature');
    const badMark = pv({ diagram: { generalState: 'bon_etat', marks: [{ ...mark('x'), x: 1200 }] } });
    expect(
      (await call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/condition/pickup`, badMark))
        .statusCode,
    ).toBe(400);
    const absent = await call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/condition/pickup`,
      pv({ signaturePng: null, customerAbsent: true }),
    );
    expect(absent.json().pickup).toMatchObject({
      customerAbsent: true,
      signatureDataUrl: null,
      signerName: null,
    });
  });
});

describe('the required photos', () => {
  it('hold « Départ des lieux » until taken, or until the driver says why; the operator reads the reason', async () => {
    const { missionId, folderId } = await sent();
    await step(missionId, 'arrivedAtDestination', 'arr-1');
    const refused = await step(missionId, 'departureFromDestination', 'dep-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toContain('Avant gauche');
    await call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/condition/pickup`,
      pv({ photosSkippedReason: 'Nuit, pas de lumière' }),
    );
    expect((await step(missionId, 'departureFromDestination', 'dep-2')).statusCode).toBe(200);
    const operator = (await call('depanneur', 'GET', `/api/folders/${folderId}/vehicleCondition`)).json();
    expect(operator[0].pickup.photosSkippedReason).toBe('Nuit, pas de lumière');
  });

  it("are the account's list plus the assisteur's additions", async () => {
    const settings = { account: ['plaque'], byAssisteur: { AXA_ASSISTANCE: ['vin'] } };
    const put = await call('depanneur', 'PUT', '/api/vehicleCondition/requiredPhotos', settings, 'req-1');
    expect(put.json()).toEqual(settings);
    const own = await sent();
    const axa = await sent('AXA_ASSISTANCE');
    const required = async (id: number) =>
      (await call('chauffeur', 'GET', `/api/driver/missions/${id}/condition`)).json().requiredPhotos;
    expect(await required(own.missionId)).toEqual(['plaque']);
    expect(await required(axa.missionId)).toEqual(['plaque', 'vin']);
    await photo(own.missionId, 'plaque');
    await step(own.missionId, 'arrivedAtDestination', 'own-arr');
    expect((await step(own.missionId, 'departureFromDestination', 'own-dep')).statusCode).toBe(200);
    await photo(axa.missionId, 'plaque');
    await step(axa.missionId, 'arrivedAtDestination', 'axa-arr');
    expect(
      (await step(axa.missionId, 'departureFromDestination', 'axa-dep')).json().error_description,
    ).toContain('VIN');
    const unknown = await call('depanneur', 'PUT', '/api/vehicleCondition/requiredPhotos', {
      account: ['roue'],
      byAssisteur: {},
    });
    expect(unknown.statusCode).toBe(400);
    await call('depanneur', 'PUT', '/api/vehicleCondition/requiredPhotos', {
      account: ['avant_gauche', 'avant_droit', 'arriere_gauche', 'arriere_droit', 'compteur', 'plaque'],
      byAssisteur: {},
    });
  });
});
