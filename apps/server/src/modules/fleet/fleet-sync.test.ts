import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { trucks } from '../../db/schema/index.ts';
import { startFakeWebfleet } from '../../demo/fakes/fake-webfleet-server.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf } from '../../test/folder-fixtures.ts';

/** The real Webfleet client, through the API, against WEBFLEET.connect played on loopback. */
let t: TestContext;
let webfleet: Awaited<ReturnType<typeof startFakeWebfleet>>;
let depanneur: number;

beforeAll(async () => {
  webfleet = await startFakeWebfleet();
  t = await createTestApp({
    webfleet: {
      url: webfleet.url,
      account: 'martin',
      username: 'api',
      password: 's3cret',
      apiKey: 'k',
      timeoutMs: 1_500,
    },
  });
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(async () => {
  await t.close();
  await webfleet.close();
});

const fleet = () =>
  t.database.db
    .select({ name: trucks.name, plate: trucks.licensePlate, ttwId: trucks.ttwId, active: trucks.active })
    .from(trucks)
    .where(eq(trucks.accountId, depanneur))
    .orderBy(asc(trucks.id));
const synchronize = async (login = 'depanneur') =>
  t.app.inject({ method: 'POST', url: '/api/trucks/synchronize', headers: await t.bearer(login) });
/** Webfleet's lines for the account's fleet as it stands, the way showObjectReportExtern writes them. */
const linesOf = (rows: Awaited<ReturnType<typeof fleet>>) =>
  rows.map((row) => ({
    objectno: row.ttwId,
    objectname: row.name,
    licenseplatenumber: row.plate,
    latitude_mdeg: 45e6,
  }));

let before: Awaited<ReturnType<typeof fleet>>;
beforeEach(async () => {
  before = await fleet();
});

describe('POST /api/trucks/synchronize', () => {
  it('adds new vehicles, copies changes, deactivates vanished ones, in one answer with the count', async () => {
    const [kept, renamed, vanished, ...rest] = linesOf(before);
    webfleet.answer({
      kind: 'objects',
      lines: [
        kept!,
        { ...renamed!, objectname: 'Plateau 02 - Iveco Daily (neuf)', licenseplatenumber: 'GG-123-HH' },
        ...rest,
        { objectno: 'WF-777', objectname: 'Grue 06 - Scania', licenseplatenumber: 'JK-606-LM' },
        { objectno: 'WF-778', objectname: 'Supprimé', deleted: true },
      ],
    });
    const response = await synchronize();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ count: 3, added: 1, updated: 1, deactivated: 1 });
    const call = webfleet.calls.at(-1)!;
    expect(Object.fromEntries(call)).toMatchObject({
      action: 'showObjectReportExtern',
      outputformat: 'json',
      account: 'martin',
      username: 'api',
      password: 's3cret',
      apikey: 'k',
    });
    const after = await fleet();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((row) => row.ttwId === vanished!.objectno)).toMatchObject({ active: false });
    expect(after.find((row) => row.ttwId === renamed!.objectno)).toMatchObject({
      name: 'Plateau 02 - Iveco Daily (neuf)',
      plate: 'GG-123-HH',
    });
    expect(after.at(-1)).toEqual({
      name: 'Grue 06 - Scania',
      plate: 'JK-606-LM',
      ttwId: 'WF-777',
      active: true,
    });
  });

  it('answers 0 and changes nothing when Webfleet lists the fleet as it is', async () => {
    webfleet.answer({ kind: 'objects', lines: linesOf(before.filter((row) => row.active)) });
    const response = await synchronize();
    expect(response.json()).toEqual({ count: 0, added: 0, updated: 0, deactivated: 0 });
    expect(await fleet()).toEqual(before);
  });

  it("answers 502 with Webfleet's reason when it refuses, changing nothing", async () => {
    webfleet.answer({ kind: 'error', errorCode: 8015, errorMsg: 'request quota reached' });
    const response = await synchronize();
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'upstream_error',
      error_description: 'Webfleet a refusé la liste des véhicules : request quota reached (code 8015)',
    });
    expect(await fleet()).toEqual(before);
  });

  it('answers 502 in French when Webfleet does not answer in time, changing nothing', async () => {
    webfleet.answer({ kind: 'hang' });
    const response = await synchronize();
    expect(response.statusCode).toBe(502);
    expect(response.json().error_description).toBe(
      "Webfleet n'a pas répondu à temps : la liste des véhicules n'a pas été mise à jour",
    );
    expect(await fleet()).toEqual(before);
  });

  it('answers 502 when the answer is not a list of vehicles', async () => {
    webfleet.answer({ kind: 'objects', lines: [{ objectname: 'sans numéro' }] });
    const response = await synchronize();
    expect(response.statusCode).toBe(502);
    expect(response.json().error_description).toMatch(/réponse illisible/);
    expect(await fleet()).toEqual(before);
  });

  it('is refused to assisteurs, supervisors, IoT accounts and OPERATEUR users (403), without calling Webfleet', async () => {
    const calls = webfleet.calls.length;
    for (const login of ['assisteur', 'superviseur', 'iot', 'operateur']) {
      const response = await synchronize(login);
      expect(response.statusCode, login).toBe(403);
      expect(response.json().error_description).toMatch(/[a-z]/);
    }
    expect(webfleet.calls.length).toBe(calls);
  });

  it('takes no parameter and needs a token', async () => {
    const withQuery = await t.app.inject({
      method: 'POST',
      url: '/api/trucks/synchronize?force=1',
      headers: await t.bearer('depanneur'),
    });
    expect(withQuery.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/trucks/synchronize' })).statusCode).toBe(401);
  });
});
