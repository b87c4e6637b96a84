import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  FolderState,
  greatCircleMeters,
  MissionState,
  straightLineEstimate,
  type MissionSteps,
  type PublicTracking,
} from '@plateau/contracts';
import { accounts, folderEvents, folders, missions, trucks } from '../../db/schema/index.ts';
import { startFakeOsrm } from '../../demo/fakes/fake-osrm-server.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { trackingTokenFor } from './tracking-links.ts';

let t: TestContext;
let osrm: Awaited<ReturnType<typeof startFakeOsrm>>;
let depanneur: number;
let operatorName: string;
let truck: { id: number; name: string; licensePlate: string | null };
const TRUCK_AT = { latitude: 45.0511, longitude: 4.9012 };
// makeFolder's customer: Lucie Testeur, Valence (44.93, 4.89), vehicle GT-404-XY.
const MEETING_POINT = { latitude: 44.93, longitude: 4.89 };

beforeAll(async () => {
  osrm = await startFakeOsrm();
  // Long enough for a loaded machine to answer, short enough for the no-answer case to wait it out.
  t = await createTestApp({ routing: { url: osrm.url, timeoutMs: 2_000 } });
  depanneur = await accountIdOf(t, 'depanneur');
  const [account] = await t.database.db.select().from(accounts).where(eq(accounts.id, depanneur));
  operatorName = account!.name;
  truck = (await fleetOf(t, depanneur)).trucks[0]!;
  await t.database.db
    .update(trucks)
    .set({
      positionLatitude: TRUCK_AT.latitude,
      positionLongitude: TRUCK_AT.longitude,
      positionDateTime: new Date('2026-11-25T13:58:00Z'),
    })
    .where(eq(trucks.id, truck.id));
});
afterAll(async () => {
  await t.close();
  await osrm.close();
});
beforeEach(() => osrm.answer({ kind: 'route' }));

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
const step = (at: Date) => ({ dateTime: at.toISOString(), latitude: null, longitude: null });

async function trackedMission(
  options: { missionState?: MissionState; state?: FolderState; truck?: boolean; steps?: MissionSteps } = {},
) {
  const made = await makeFolder(t, depanneur, {
    state: options.state ?? FolderState.ACCEPTED,
    missionState: options.missionState ?? MissionState.MISSION_STARTED,
    truckId: options.truck === false ? undefined : truck.id,
  });
  if (options.steps) {
    await t.database.db.update(missions).set({ steps: options.steps }).where(eq(missions.id, made.missionId));
  }
  const token = await trackingTokenFor(t.database.db, { accountId: depanneur, missionId: made.missionId });
  return { ...made, token };
}

const track = (path: string) => t.app.inject({ method: 'GET', url: `/api/public/tracking/${path}` });
const INVALID = { error: 'not_found', error_description: "Ce lien de suivi n'est plus valide." };

describe('GET /api/public/tracking/{token}', () => {
  it('answers without sign-in what the customer may read of their own mission, with a road ETA', async () => {
    const { token } = await trackedMission({
      steps: { accepted: step(hoursAgo(0.5)), started: step(hoursAgo(0.2)) },
    });
    const before = Date.now();
    const response = await track(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<PublicTracking>();
    expect(body).toMatchObject({
      operatorName,
      stage: 'ON_THE_WAY',
      stageLabel: 'Dépanneur en route',
      truck: { ...TRUCK_AT, positionDateTime: '2026-11-25T13:58:00.000Z' },
      meetingPoint: MEETING_POINT,
      eta: { method: 'ROUTE' },
    });
    // The fake route is 1.2 × the straight line at 60 km/h: not the straight-line estimate.
    const road = greatCircleMeters(TRUCK_AT, MEETING_POINT) * 1.2;
    expect(Math.abs(body.eta!.distanceMeters - road)).toBeLessThanOrEqual(1);
    expect(Math.abs(body.eta!.durationSeconds - road / (60_000 / 3600))).toBeLessThanOrEqual(1);
    expect(body.eta!.distanceMeters).not.toBe(straightLineEstimate(TRUCK_AT, MEETING_POINT).distanceMeters);
    const arrival = new Date(body.eta!.arrivalDateTime).getTime();
    expect(arrival).toBeGreaterThanOrEqual(before + body.eta!.durationSeconds * 1000);
    expect(arrival).toBeLessThanOrEqual(Date.now() + body.eta!.durationSeconds * 1000);
    // OSRM's order is longitude first, and only the summary is asked for.
    const call = osrm.calls.at(-1)!;
    expect(call.pathname).toBe('/route/v1/driving/4.901200,45.051100;4.890000,44.930000');
    expect(call.searchParams.get('overview')).toBe('false');
  });

  it('leaks nothing else: no customer, vehicle, truck name, plate, phone, address nor id', async () => {
    const { token, folderId, missionId } = await trackedMission();
    await t.database.db
      .update(folders)
      .set({
        contactPhone: '0612345678',
        customerPlace: {
          contactFirstname: 'Lucie',
          contactName: 'Testeur',
          line1: '12 rue des Tilleuls',
          city: 'Valence',
          zipCode: '26000',
          contactPhone: '0698765432',
          contactEmail: 'lucie@example.fr',
          latitude: 44.930_44,
          longitude: 4.890_37,
        },
      })
      .where(eq(folders.id, folderId));
    await t.database.db
      .update(missions)
      .set({ contactInfo: 'Client au portail', contactPhone: '0611223344' })
      .where(eq(missions.id, missionId));
    const response = await track(token);
    expect(response.statusCode).toBe(200);
    const body = response.json<PublicTracking>();
    expect(Object.keys(body).sort()).toEqual(
      ['eta', 'generatedAt', 'meetingPoint', 'operatorName', 'stage', 'stageLabel', 'truck'].sort(),
    );
    expect(Object.keys(body.truck!).sort()).toEqual(['latitude', 'longitude', 'positionDateTime']);
    expect(Object.keys(body.meetingPoint!).sort()).toEqual(['latitude', 'longitude']);
    // The meeting point is rounded to about 100 m.
    expect(body.meetingPoint).toEqual({ latitude: 44.93, longitude: 4.89 });
    const text = response.body;
    for (const secret of [
      'Lucie',
      'Testeur',
      'Tilleuls',
      'Valence',
      '26000',
      '0612345678',
      '0698765432',
      '0611223344',
      'lucie@',
      'portail',
      'GT-404-XY',
      'Renault',
      truck.name,
      ...(truck.licensePlate ? [truck.licensePlate] : []),
      'OT',
      token,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(/"\w*[iI]d"\s*:/);
  });

  it('leads each token to its own mission only', async () => {
    const first = await trackedMission();
    const second = await trackedMission({ truck: false, missionState: MissionState.MISSION_NOT_YET_SEND });
    await t.database.db
      .update(folders)
      .set({ customerPlace: { latitude: 43.2965, longitude: 5.3698 } })
      .where(eq(folders.id, second.folderId));
    const a = (await track(first.token)).json<PublicTracking>();
    const b = (await track(second.token)).json<PublicTracking>();
    expect(a.meetingPoint).toEqual(MEETING_POINT);
    expect(b).toMatchObject({
      stage: 'REQUESTED',
      stageLabel: 'Demande enregistrée',
      truck: null,
      eta: null,
      meetingPoint: { latitude: 43.297, longitude: 5.37 },
    });
  });

  it('is a French 404 for an unknown, malformed, huge or encoded token, never anything else', async () => {
    const { token } = await trackedMission();
    const unknown = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    for (const path of [
      unknown,
      'A'.repeat(43),
      token.slice(0, 42),
      `${token}A`,
      `${token.slice(0, 42)}%00`,
      `${token}%00`,
      `%00${token}`,
      'A'.repeat(5000),
      `${token}/..`,
      `..%2F..%2Fapi%2Ffolders`,
      encodeURIComponent(`${token.slice(0, 40)}+/=`),
      `${token}%20`,
      `%27%20OR%201%3D1--`,
      '',
    ]) {
      const response = await track(path);
      expect(response.statusCode, path.slice(0, 60)).toBe(404);
      expect(response.json()).toEqual(INVALID);
    }
    // The same token percent-encoded is the same token: the router decodes it.
    const encoded = [...token].map((c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    expect((await track(encoded)).statusCode).toBe(200);
  });

  it('answers until 24 hours after the driver’s last step, then no more', async () => {
    const recent = await trackedMission({
      missionState: MissionState.MISSION_FINISH,
      steps: { arrivedAtDestination: step(hoursAgo(24)), finished: step(hoursAgo(23.9)) },
    });
    const done = (await track(recent.token)).json<PublicTracking>();
    expect(done).toMatchObject({
      stage: 'DONE',
      stageLabel: 'Intervention terminée',
      truck: null,
      eta: null,
    });
    expect(done.meetingPoint).toEqual(MEETING_POINT);

    const old = await trackedMission({
      missionState: MissionState.MISSION_FINISH,
      steps: { arrivedAtDestination: step(hoursAgo(26)), finished: step(hoursAgo(24.1)) },
    });
    expect((await track(old.token)).json()).toEqual(INVALID);
  });

  it('counts a withdrawn mission or a closed folder from when the workflow recorded it', async () => {
    const cancelled = await trackedMission({ missionState: MissionState.MISSION_DELETED });
    const event = (folderId: number, state: string, at: Date) =>
      t.database.db
        .insert(folderEvents)
        .values({ folderId, state, eventSource: 'MISSION_INTERVENTION', eventDateTime: at });
    await event(cancelled.folderId, MissionState.MISSION_DELETED, hoursAgo(2));
    expect((await track(cancelled.token)).json()).toMatchObject({
      stage: 'CANCELLED',
      stageLabel: 'Intervention annulée',
      truck: null,
      eta: null,
    });
    await event(cancelled.folderId, MissionState.MISSION_DELETED, hoursAgo(25));
    // The latest record counts (2 h ago): still answering.
    expect((await track(cancelled.token)).statusCode).toBe(200);

    const closed = await trackedMission({ state: FolderState.CLOSED });
    await event(closed.folderId, FolderState.CLOSED, hoursAgo(25));
    expect((await track(closed.token)).json()).toEqual(INVALID);

    // A final state with no record: the mission's latest known date (its creation, here now).
    const unrecorded = await trackedMission({ missionState: MissionState.MISSION_ABORDED });
    expect((await track(unrecorded.token)).statusCode).toBe(200);
    await t.database.db
      .update(missions)
      .set({ creationDateTime: hoursAgo(30), sentDateTime: hoursAgo(29) })
      .where(eq(missions.id, unrecorded.missionId));
    expect((await track(unrecorded.token)).json()).toEqual(INVALID);
  });

  it('falls back on the straight line when the route service fails, answers badly or too late', async () => {
    const { token } = await trackedMission();
    const straight = straightLineEstimate(TRUCK_AT, MEETING_POINT);
    for (const answer of [
      { kind: 'httpError', status: 500 },
      { kind: 'noRoute' },
      { kind: 'garbage' },
      { kind: 'hang' },
    ] as const) {
      osrm.answer(answer);
      const started = Date.now();
      const body = (await track(token)).json<PublicTracking>();
      expect(body.eta, answer.kind).toMatchObject({ ...straight, method: 'STRAIGHT_LINE' });
      expect(Date.now() - started).toBeLessThan(5000);
    }
  });

  it('estimates no arrival once the truck is there, and shows no truck before one holds the mission', async () => {
    const onSite = await trackedMission({ steps: { arrivedAtDestination: step(hoursAgo(0.1)) } });
    expect((await track(onSite.token)).json()).toMatchObject({
      stage: 'ON_SITE',
      truck: TRUCK_AT,
      eta: null,
    });
    const waiting = await trackedMission({ missionState: MissionState.MISSION_NOT_YET_SEND });
    expect((await track(waiting.token)).json()).toMatchObject({ stage: 'REQUESTED', truck: null, eta: null });
  });
});

describe('the tracking call without a route service, and its rate limit', () => {
  let u: TestContext;
  beforeAll(async () => {
    u = await createTestApp({ trackingRateLimit: 3, e2eFixtures: true });
  });
  afterAll(() => u.close());

  it('estimates by the straight line, and refuses a flood from one address (429, French)', async () => {
    const account = await accountIdOf(u, 'depanneur');
    const [truckRow] = (await fleetOf(u, account)).trucks;
    await u.database.db
      .update(trucks)
      .set({ positionLatitude: TRUCK_AT.latitude, positionLongitude: TRUCK_AT.longitude })
      .where(eq(trucks.id, truckRow!.id));
    const made = await makeFolder(u, account, {
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
      truckId: truckRow!.id,
    });
    const token = await trackingTokenFor(u.database.db, { accountId: account, missionId: made.missionId });
    const call = () =>
      u.app.inject({ method: 'GET', url: `/api/public/tracking/${token}`, remoteAddress: '203.0.113.7' });
    const first = await call();
    expect(first.json<PublicTracking>().eta).toMatchObject({
      ...straightLineEstimate(TRUCK_AT, MEETING_POINT),
      method: 'STRAIGHT_LINE',
    });
    await call();
    await call();
    const refused = await call();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_description).toMatch(
      /^Trop de demandes depuis votre adresse : réessayez dans \d+ secondes?$/,
    );
    // Another address is not held back by this one.
    const other = await u.app.inject({
      method: 'GET',
      url: `/api/public/tracking/${token}`,
      remoteAddress: '198.51.100.9',
    });
    expect(other.statusCode).toBe(200);
  });

  it('gives browser tests their mission’s link (E2E_FIXTURES only), for the caller’s own missions only', async () => {
    const account = await accountIdOf(u, 'depanneur');
    const own = await makeFolder(u, account, { state: FolderState.ACCEPTED });
    const other = await makeFolder(u, await accountIdOf(u, 'dupont'), { state: FolderState.ACCEPTED });
    const linkOf = async (missionId: number, login: string) =>
      u.app.inject({
        method: 'POST',
        url: `/api/testing/missions/${missionId}/trackingLink`,
        headers: await u.bearer(login),
      });
    const response = await linkOf(own.missionId, 'depanneur');
    expect(response.statusCode).toBe(200);
    const token = await trackingTokenFor(u.database.db, { accountId: account, missionId: own.missionId });
    expect(response.json()).toEqual({ url: `${u.config.publicUrl}/suivi/${token}` });
    expect((await linkOf(other.missionId, 'depanneur')).statusCode).toBe(404);
    expect((await linkOf(own.missionId, 'assisteur')).statusCode).toBe(403);
  });
});
