import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EventOrigine,
  eventOrigineLabels,
  FolderState,
  MissionState,
  MissionStepCode,
} from '@plateau/contracts';
import { driverReports, folderDocuments, missions, trucks, users } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { registeredRoutes } from '../../test/routes.ts';
import {
  accountIdOf,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
  missionRow,
} from '../../test/folder-fixtures.ts';
import { PDFDocument } from 'pdf-lib';
import { reportPdfData } from '../reports/report-pdf-data.ts';
import { simulatorRandom } from '../../demo/simulator/random.ts';
import { tick } from '../../demo/simulator/tick.ts';

let t: TestContext;
let depanneur: number;
let driver: { agentId: number; truckId: number };
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  const [row] = await t.database.db.select().from(users).where(eq(users.login, 'chauffeur'));
  driver = { agentId: row!.agentId!, truckId: row!.truckId! };
});
afterAll(() => t.close());

/** A mission sent to the chauffeur's truck, naming their agent. */
const sent = async (state: FolderState = FolderState.ACCEPTED) => {
  const made = await makeFolder(t, depanneur, {
    truckId: driver.truckId,
    state,
    missionState: MissionState.MISSION_STARTED,
  });
  await t.database.db
    .update(missions)
    .set({ agentId: driver.agentId })
    .where(eq(missions.id, made.missionId));
  return made;
};
const call = async (login: string, method: string, url: string, payload?: unknown) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: await t.bearer(login),
    ...(payload ? { payload } : {}),
  });

describe('the CHAUFFEUR role', () => {
  it('is refused on every back-office route, and the back-office roles on every driver route', async () => {
    const routes = registeredRoutes(t.app).filter((r) => !r.public);
    expect(routes.filter((r) => r.driverApp).length).toBeGreaterThanOrEqual(9);
    const token = (await t.bearer('chauffeur')).authorization.slice('Bearer '.length);
    const wrong: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x');
      const byDriver = await t.app.inject({
        method: route.method as 'GET',
        url: route.tokenInQuery ? `${url}?access_token=${token}` : url,
        headers: { authorization: `Bearer ${token}` },
      });
      if (!route.driverApp && byDriver.statusCode !== 403)
        wrong.push(`chauffeur ${route.method} ${url} → ${byDriver.statusCode}`);
      if (route.driverApp) {
        const byAdmin = await call('depanneur', route.method, url);
        if (byAdmin.statusCode !== 403)
          wrong.push(`depanneur ${route.method} ${url} → ${byAdmin.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(routes.filter((r) => !r.driverApp).length).toBeGreaterThan(100);
  });

  it('answers the driver, agent and truck; the operator sees the driver signed in and when last seen', async () => {
    const me = await call('chauffeur', 'GET', '/api/driver/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      login: 'chauffeur',
      agent: { id: driver.agentId },
      truck: { id: driver.truckId },
    });
    const presence = await call('operateur', 'GET', '/api/driverApp/drivers');
    expect(presence.json()).toEqual([
      expect.objectContaining({ login: 'chauffeur', signedIn: true, lastSeenAt: expect.any(String) }),
    ]);
  });

  it('needs an agent of the account when the users screen creates one', async () => {
    const hash = '$2a$10$' + 'a'.repeat(53);
    const patch = (added: unknown) =>
      call('depanneur', 'PATCH', `/api/accounts/${depanneur}/users`, { added: [added] });
    const missing = await patch({ name: 'sans.agent', email: null, role: 'CHAUFFEUR', passwordHash: hash });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_description).toBe('Un chauffeur doit être lié à un intervenant');
    const ok = await patch({
      name: 'chauffeur2',
      email: null,
      role: 'CHAUFFEUR',
      passwordHash: hash,
      agentId: driver.agentId,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toContainEqual(
      expect.objectContaining({ name: 'chauffeur2', role: 'CHAUFFEUR', agentId: driver.agentId }),
    );
  });
});

describe('a mission driven from the app', () => {
  it('is « Envoyée » until acknowledged, then « Reçue », and goes through its steps in order', async () => {
    const { folderId, missionId } = await sent();
    const other = await makeFolder(t, depanneur, {
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
    });
    const list = (await call('chauffeur', 'GET', '/api/driver/missions')).json<
      Array<{ id: number; missionStateLabel: string }>
    >();
    expect(list.find((m) => m.id === missionId)?.missionStateLabel).toBe('Envoyée');
    expect(list.some((m) => m.id === other.missionId)).toBe(false);
    expect((await call('chauffeur', 'GET', `/api/driver/missions/${other.missionId}`)).statusCode).toBe(404);
    const folder = await call('depanneur', 'GET', `/api/folders/${folderId}`);
    expect(folder.json().missionIntervention.missionStateLabel).toBe('Envoyée');

    const at = (minute: number) => new Date(Date.now() - (60 - minute) * 60_000).toISOString();
    const step = (s: string, minute: number) =>
      call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps`, {
        step: s,
        at: at(minute),
        latitude: 45.7,
        longitude: 4.8,
      });
    expect((await step('received', 0)).json().missionStateLabel).toBe('Reçue');
    expect(
      (await call('depanneur', 'GET', `/api/folders/${folderId}`)).json().missionIntervention
        .missionStateLabel,
    ).toBe('Reçue');

    // A late step out of order is refused, clearly.
    expect((await step('started', 10)).statusCode).toBe(200);
    const late = await step('accepted', 5);
    expect(late.statusCode).toBe(409);
    expect(late.json().error_description).toContain('ne peut plus être signalée');
    // A step dated in the phone's future is refused.
    const future = await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps`, {
      step: 'navigationStarted',
      at: new Date(Date.now() + 3_600_000).toISOString(),
      latitude: null,
      longitude: null,
    });
    expect(future.statusCode).toBe(400);

    // Undo within 2 minutes: the latest step only.
    expect(
      (await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps/undo`, { step: 'received' }))
        .statusCode,
    ).toBe(409);
    const undone = await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps/undo`, {
      step: 'started',
    });
    expect(undone.statusCode).toBe(200);
    expect(undone.json().steps.started).toBeUndefined();
    await t.database.db
      .update(missions)
      .set({ stepRecordedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(missions.id, missionId));
    expect(
      (
        await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps/undo`, { step: 'received' })
      ).json().error_description,
    ).toContain('plus de 2 minutes');

    // « Départ des lieux » needs the pickup PV's photos, or why they are missing (issue 33).
    await call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/condition/pickup`, {
      diagram: { generalState: 'bon_etat', marks: [] },
      customerAbsent: true,
      signedAt: at(21),
      photosSkippedReason: 'Client absent',
    });
    for (const [i, s] of MissionStepCode.slice(1).entries())
      expect((await step(s, 20 + i)).statusCode).toBe(200);
    const row = await missionRow(t, missionId);
    expect(row!.missionState).toBe(MissionState.MISSION_FINISH);
    expect(Object.keys(row!.steps)).toHaveLength(7);
    const texts = (await eventsOf(t, folderId)).map((e) => e.text);
    expect(texts).toContain('Arrivée sur place');
    expect(texts).toContain('Étape annulée par le chauffeur : Départ du chauffeur');
    // The operator's events tab tells the driver app from a Nomad terminal.
    const events = (await call('depanneur', 'GET', `/api/folders/${folderId}/events?limit=50&page=1`)).json<{
      rows: Array<{ text: string | null; creationOrigine: string | null }>;
    }>().rows;
    expect(events.find((e) => e.text === 'Arrivée sur place')?.creationOrigine).toBe(EventOrigine.CHAUFFEUR);
    expect(eventOrigineLabels.CHAUFFEUR).toBe('Application chauffeur');
  });

  it('records batched positions once, even when a batch is sent again', async () => {
    const { missionId } = await sent();
    const base = Date.now() - 10 * 60_000;
    const positions = [0, 1, 2].map((i) => ({
      at: new Date(base + i * 30_000).toISOString(),
      latitude: 45.7 + i / 1000,
      longitude: 4.8,
    }));
    const first = await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/positions`, {
      positions,
    });
    expect(first.json()).toEqual({ recorded: 3, ignored: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/driver/missions/${missionId}/positions`,
      headers: { ...(await t.bearer('chauffeur')), 'idempotency-key': 'k-positions-1' },
      payload: {
        positions: [
          ...positions,
          { at: new Date(base + 90_000).toISOString(), latitude: 45.71, longitude: 4.8 },
        ],
      },
    });
    expect(again.json()).toEqual({ recorded: 1, ignored: 3 });
    expect((await missionRow(t, missionId))!.positions).toHaveLength(4);
    const bad = await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/positions`, {
      positions: [{ at: new Date().toISOString(), latitude: 91, longitude: 4 }],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('writes to the dispatcher, stores photos with their step once, and the signed report', async () => {
    const { folderId, missionId } = await sent();
    const written = await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/messages`, {
      text: 'Je suis en route',
    });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toContainEqual(expect.objectContaining({ message: 'Je suis en route' }));
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const upload = () =>
      t.app
        .inject({
          method: 'POST',
          url: `/api/driver/missions/${missionId}/photos?step=arrivedAtDestination&takenAt=2026-05-04T12:05:00.000Z`,
          headers: { ...sharpHeaders, 'idempotency-key': 'photo-1' },
          payload: jpeg,
        })
        .then((r) => r);
    const sharpHeaders = { ...(await t.bearer('chauffeur')), 'content-type': 'image/jpeg' };
    expect((await upload()).statusCode).toBe(200);
    expect((await upload()).headers['idempotent-replayed']).toBe('true');
    const docs = await t.database.db
      .select()
      .from(folderDocuments)
      .where(eq(folderDocuments.folderId, folderId));
    expect(docs.map((d) => d.filename)).toEqual(['Photo – Arrivée sur place – 14h05.jpg']);
    expect(docs[0]!.thumbnail).not.toBeNull();
    const origins = new Map((await eventsOf(t, folderId)).map((e) => [e.text, e.creationOrigine]));
    expect(origins.get('Message reçu du chauffeur')).toBe(EventOrigine.CHAUFFEUR);
    expect(origins.get('Photo reçue du chauffeur')).toBe(EventOrigine.CHAUFFEUR);

    const { orderNo } = (await folderRow(t, folderId))!;
    const imagesIn = async () => {
      const pdf = await call('depanneur', 'GET', `/api/reports/${orderNo}/pdf`);
      expect(pdf.statusCode).toBe(200);
      const document = await PDFDocument.load(pdf.rawPayload);
      return document.context
        .enumerateIndirectObjects()
        .filter(([, object]) => String((object as { dict?: unknown }).dict ?? '').includes('/Subtype /Image'))
        .length;
    };
    const before = await imagesIn();
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#000' } })
      .png()
      .toBuffer();
    const report = await call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/report`, {
      km: 42,
      remarks: 'RAS',
      signerName: 'Lucie Testeur',
      signedAt: new Date().toISOString(),
      signaturePng: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().report).toMatchObject({ km: 42, signerName: 'Lucie Testeur' });
    // The signature is drawn on the report PDF (with the signer's name and time).
    expect(await imagesIn()).toBeGreaterThan(before);
  });

  it('leaves the missions of a driver using the app to them, and the simulator drives the others', async () => {
    const mine = await sent();
    const otherTruck = (await fleetOf(t, depanneur)).trucks.find((truck) => truck.id !== driver.truckId)!.id;
    const theirs = await makeFolder(t, depanneur, {
      truckId: otherTruck,
      state: FolderState.ACCEPTED,
      missionState: MissionState.MISSION_STARTED,
    });
    await t.database.db
      .update(users)
      .set({ driverAppSeenAt: new Date() })
      .where(eq(users.login, 'chauffeur'));
    await t.database.db
      .update(missions)
      .set({ sentDateTime: new Date() })
      .where(inArray(missions.id, [mine.missionId, theirs.missionId]));
    await tick(t.database.db, new Date(Date.now() + 2 * 3_600_000), simulatorRandom(1));
    expect((await missionRow(t, mine.missionId))!.steps).toEqual({});
    expect((await missionRow(t, theirs.missionId))!.steps.received).toBeDefined();
  });
});

/** A PNG of `width` × `height` pixels as a data URL (sharp makes small ones; a big one is its header only). */
const signature = async (width: number, height: number) => {
  if (width * height <= 4_000_000) {
    const png = await sharp({ create: { width, height, channels: 4, background: '#fff' } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  }
  const header = Buffer.alloc(64);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(header);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  return `data:image/png;base64,${header.toString('base64')}`;
};
const reportBody = async (width = 300, height = 120) => ({
  km: 12,
  remarks: null,
  signerName: 'Lucie Testeur',
  signedAt: new Date().toISOString(),
  signaturePng: await signature(width, height),
});

describe("the driver's day (issue 28 §4 and §6)", () => {
  it('takes the signed report of a mission already finished, and shows it on the folder and its PDF', async () => {
    const { folderId, missionId } = await sent();
    const step = (s: string) =>
      call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps`, {
        step: s,
        at: new Date().toISOString(),
      });
    expect((await step('received')).statusCode).toBe(200);
    expect((await step('finished')).statusCode).toBe(200);
    expect((await missionRow(t, missionId))!.missionState).toBe(MissionState.MISSION_FINISH);
    const report = await call(
      'chauffeur',
      'PUT',
      `/api/driver/missions/${missionId}/report`,
      await reportBody(),
    );
    expect(report.statusCode).toBe(200);
    expect(report.json().report).toMatchObject({ signerName: 'Lucie Testeur', km: 12 });
    // The operator reads it on the folder, with its signature.
    const shown = await call('depanneur', 'GET', `/api/folders/${folderId}/driverReports`);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toEqual([
      expect.objectContaining({
        missionId,
        signerName: 'Lucie Testeur',
        km: 12,
        signatureDataUrl: expect.stringMatching(/^data:image\/png;base64,/),
      }),
    ]);
    expect(
      (await call('operateur', 'GET', `/api/folders/${folderId + 100_000}/driverReports`)).statusCode,
    ).toBe(404);
    // The report PDF prints the finish the driver recorded, as the Rapport tab shows it.
    const pdf = await reportPdfData(t.database.db, (await folderRow(t, folderId))!);
    expect(pdf.steps.some((s) => s.date !== null)).toBe(true);
    expect(pdf.signatures).toEqual([
      expect.objectContaining({ signerName: 'Lucie Testeur', png: expect.anything() }),
    ]);
  });

  it('writes « Mission acceptée par le chauffeur » once when the acceptance accepts the folder', async () => {
    const { folderId, missionId } = await sent(FolderState.WAITING);
    const accepted = await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps`, {
      step: 'accepted',
      at: new Date().toISOString(),
    });
    expect(accepted.statusCode).toBe(200);
    expect((await folderRow(t, folderId))!.folderState).toBe(FolderState.ACCEPTED);
    const texts = (await eventsOf(t, folderId)).map((e) => e.text);
    expect(texts.filter((text) => text === 'Mission acceptée par le chauffeur')).toHaveLength(1);
    expect(texts).toContain('Dossier accepté : le chauffeur a pris la mission');
  });

  it("names the mission's real state in the app, the folder, its list, the workflow log and the calendar", async () => {
    const { folderId, missionId } = await sent();
    await t.database.db
      .update(missions)
      .set({ missionDateTime: new Date() })
      .where(eq(missions.id, missionId));
    const labels = async () => {
      const app = (await call('chauffeur', 'GET', `/api/driver/missions/${missionId}`)).json()
        .missionStateLabel;
      const folder = (await call('depanneur', 'GET', `/api/folders/${folderId}`)).json().missionIntervention
        .missionStateLabel;
      return [app, folder];
    };
    expect(await labels()).toEqual(['Envoyée', 'Envoyée']);
    const minute = (m: number) => new Date(Date.now() - (30 - m) * 60_000).toISOString();
    for (const [s, m, label] of [
      ['received', 0, 'Reçue'],
      ['accepted', 1, 'Acceptée'],
      ['started', 2, 'En route'],
      ['arrivedAtDestination', 10, 'Sur place'],
    ] as const) {
      await call('chauffeur', 'POST', `/api/driver/missions/${missionId}/steps`, { step: s, at: minute(m) });
      expect(await labels()).toEqual([label, label]);
    }
    const day = 86_400_000;
    const week = new URLSearchParams({
      start: new Date(Date.now() - day).toISOString(),
      end: new Date(Date.now() + day).toISOString(),
    });
    const calendar = (await call('depanneur', 'GET', `/api/calendar?${week}`)).json<{
      missions: Array<{ id: number; missionStateLabel: string }>;
      unplanned: Array<{ id: number; missionStateLabel: string }>;
    }>();
    const block = [...calendar.missions, ...calendar.unplanned].find((m) => m.id === missionId);
    expect(block?.missionStateLabel).toBe('Sur place');
    const listed = (await call('depanneur', 'GET', '/api/folders?limit=100')).json<{
      rows: Array<{ id: number; missionStateLabel: string | null }>;
    }>().rows;
    expect(listed.find((row) => row.id === folderId)?.missionStateLabel).toBe('Sur place');
    const stateLabels = (await eventsOf(t, folderId)).map((e) => e.stateLabel);
    expect(stateLabels).toEqual(expect.arrayContaining(['Reçue', 'Acceptée', 'En route', 'Sur place']));
    expect(stateLabels).not.toContain('Démarrée');
  });

  it('refuses a signature image too large in pixels or bytes before storing it, and stores one small', async () => {
    const { missionId } = await sent();
    const put = async (body: unknown) =>
      call('chauffeur', 'PUT', `/api/driver/missions/${missionId}/report`, body);
    const huge = await put(await reportBody(12_000, 12_000));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error_description).toBe(
      'La signature est trop grande (12000 × 12000 pixels) : au plus 2000 × 1000 pixels',
    );
    const notPng = await put({ ...(await reportBody()), signaturePng: 'data:image/png;base64,AAAA' });
    expect(notPng.statusCode).toBe(400);
    expect(notPng.json().error_description).toBe("La signature n'est pas une image PNG lisible");
    expect(
      await t.database.db.select().from(driverReports).where(eq(driverReports.missionId, missionId)),
    ).toEqual([]);
    expect((await put(await reportBody(2000, 1000))).statusCode).toBe(200);
    const [stored] = await t.database.db
      .select()
      .from(driverReports)
      .where(eq(driverReports.missionId, missionId));
    const size = await sharp(stored!.signaturePng).metadata();
    expect([size.width, size.height]).toEqual([800, 400]);
  });

  it('bounds positions in the future like steps, and a far-future position stored before holds nothing back', async () => {
    const { missionId } = await sent();
    const post = (at: Date) =>
      call('chauffeur', 'POST', `/api/driver/missions/${missionId}/positions`, {
        positions: [{ at: at.toISOString(), latitude: 45.7, longitude: 4.8 }],
      });
    expect((await post(new Date('2099-01-01T00:00:00Z'))).json()).toEqual({ recorded: 0, ignored: 1 });
    // One stored before the bound (and the truck moved there) blocks no later position.
    await t.database.db
      .update(missions)
      .set({ positions: [{ latitude: 45, longitude: 4, dateTime: '2099-01-01T00:00:00.000Z' }] })
      .where(eq(missions.id, missionId));
    await t.database.db
      .update(trucks)
      .set({ positionDateTime: new Date('2099-01-01T00:00:00Z') })
      .where(eq(trucks.id, driver.truckId));
    // A clock 2 minutes ahead is taken as of now, so another source's position right after still counts.
    expect((await post(new Date(Date.now() + 2 * 60_000))).json()).toEqual({ recorded: 1, ignored: 0 });
    expect((await post(new Date(Date.now() + 1000))).json()).toEqual({ recorded: 1, ignored: 0 });
    const positions = (await missionRow(t, missionId))!.positions;
    expect(positions).toHaveLength(3);
    expect(new Date(positions.at(-1)!.dateTime).getTime()).toBeLessThanOrEqual(Date.now());
    const [truck] = await t.database.db.select().from(trucks).where(eq(trucks.id, driver.truckId));
    expect(truck!.positionDateTime!.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
