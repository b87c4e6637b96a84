import { afterAll, beforeAll, expect, it } from 'vitest';
import { and, eq, gte, inArray } from 'drizzle-orm';
import {
  CreationOrigine,
  FolderState,
  MissionState,
  MissionStepCode,
  type Folder,
  type MissionSteps,
} from '@plateau/contracts';
import {
  accounts,
  folderDocuments,
  folderEvents,
  folders,
  missions,
  vehicleConditionReports,
} from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { accountIdOf, fleetOf, newFolderBody } from '../../test/folder-fixtures.ts';
import { simulatorRandom } from './random.ts';
import { tick } from './tick.ts';
import { emptyTickReport, type TickReport } from './tick-report.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The operator sends a mission to a truck, as 'Enregistrer et envoyer' does. */
async function sendFolder(truckId: number, street: { line1: string; latitude: number; longitude: number }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/folders?send=true',
    headers: await t.bearer('depanneur'),
    payload: {
      ...newFolderBody,
      customerPlace: { ...newFolderBody.customerPlace, ...street },
      missionIntervention: {
        ...newFolderBody.missionIntervention,
        missionDateTime: new Date().toISOString(),
        truckId,
        destinationPlace: { line1: '20 route de Vienne', city: 'Lyon', latitude: 45.736, longitude: 4.848 },
      },
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Folder>();
}

const inOrder = (steps: MissionSteps) => {
  const dates = MissionStepCode.flatMap((code) =>
    steps[code] ? [new Date(steps[code].dateTime).getTime()] : [],
  );
  return dates.every((date, i) => i === 0 || date >= dates[i - 1]!);
};

it('plays an hour and a half: folders arrive, sent missions are driven to the end, nothing fails', async () => {
  const db = t.database.db;
  const depanneur = await accountIdOf(t, 'depanneur');
  const { trucks } = await fleetOf(t, depanneur);
  const sent = [
    await sendFolder(trucks[0]!.id, { line1: '8 cours Gambetta', latitude: 45.7516, longitude: 4.8489 }),
    await sendFolder(trucks[2]!.id, {
      line1: '6 rue Francis de Pressensé',
      latitude: 45.769,
      longitude: 4.878,
    }),
  ];
  const start = Math.ceil(Date.now() / 60_000) * 60_000;
  const random = simulatorRandom(20_260_504);
  const total: TickReport = emptyTickReport();
  // The seed's photos (its PVs' among them) were there before the drivers set out.
  const jpegs = () => db.select().from(folderDocuments).where(eq(folderDocuments.contentType, 'image/jpeg'));
  const seeded = new Set((await jpegs()).map((d) => d.id));
  // A tick per simulated minute (the job ticks every few real seconds), long enough for a tow:
  // answer, leave, drive, half an hour on the spot, drive to the garage.
  for (let minute = 0; minute <= 90; minute++) {
    const report = await tick(db, new Date(start + minute * 60_000), random);
    for (const key of [
      'foldersReceived',
      'steps',
      'positions',
      'messages',
      'photos',
      'cancellationProposals',
    ] as const) {
      total[key] += report[key];
    }
    total.refusals.push(...report.refusals);
    total.failures.push(...report.failures);
  }
  expect(total.failures).toEqual([]);
  expect(total.refusals).toEqual([]);

  // The operator's two missions: accepted by the driver, driven there and to the garage, finished.
  for (const folder of sent) {
    const [mission] = await db.select().from(missions).where(eq(missions.id, folder.missionIntervention!.id));
    expect(mission!.missionState).toBe(MissionState.MISSION_FINISH);
    expect(Object.keys(mission!.steps).sort()).toEqual([...MissionStepCode].sort());
    expect(inOrder(mission!.steps)).toBe(true);
    expect(mission!.statistic).toMatchObject({ finished: true, accepted: true });
    expect(mission!.statistic!.approcheDelay).toBeGreaterThan(0);
    const [row] = await db.select().from(folders).where(eq(folders.id, folder.id));
    expect(row!.folderState).toBe(FolderState.ACCEPTED);
    // The driver filled the PV at pickup and the delivery check at the end (issue 33), marks kept by id.
    const pvs = await db
      .select()
      .from(vehicleConditionReports)
      .where(eq(vehicleConditionReports.missionId, mission!.id));
    expect(pvs.map((pv) => pv.stage).sort()).toEqual(['delivery', 'pickup']);
    const [pickup, delivery] = ['pickup', 'delivery'].map((s) => pvs.find((pv) => pv.stage === s)!);
    const pickupIds = pickup!.diagram.marks.map((m) => m.id);
    expect(delivery!.diagram.marks.map((m) => m.id).slice(0, pickupIds.length)).toEqual(pickupIds);
    expect(pickup!.signaturePng !== null || pickup!.details.customerAbsent).toBe(true);
    // Every 30 s on the road, in order, between the truck's base and the garage.
    expect(mission!.positions.length).toBeGreaterThan(10);
    const times = mission!.positions.map((p) => new Date(p.dateTime).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const p of mission!.positions) {
      expect(p.latitude).toBeGreaterThan(45.6);
      expect(p.latitude).toBeLessThan(45.8);
    }
  }

  // Every mission the simulator touched moved forward only.
  const driven = await db
    .select({ steps: missions.steps })
    .from(missions)
    .innerJoin(accounts, eq(accounts.id, missions.accountId))
    .where(eq(accounts.nomadActive, true));
  const withSteps = driven.filter((m) => Object.keys(m.steps).length > 0);
  expect(withSteps.length).toBeGreaterThan(sent.length);
  for (const m of withSteps) expect(inOrder(m.steps)).toBe(true);

  // New Nomad folders arrived, waiting for an answer, each with its workflow event.
  const arrived = await db
    .select({ id: folders.id, state: folders.folderState })
    .from(folders)
    .where(
      and(eq(folders.creationOrigine, CreationOrigine.NOMAD), gte(folders.creationDateTime, new Date(start))),
    );
  expect(arrived.length).toBe(total.foldersReceived);
  expect(arrived.length).toBeGreaterThanOrEqual(3);
  const received = await db
    .select({ text: folderEvents.text })
    .from(folderEvents)
    .where(
      inArray(
        folderEvents.folderId,
        arrived.map((f) => f.id),
      ),
    );
  expect(received.filter((e) => e.text === "Dossier reçu de l'assisteur")).toHaveLength(arrived.length);
  expect(total.positions).toBeGreaterThan(100);
  expect(total.messages).toBeGreaterThan(0);
  // The drivers' photos are the folders' documents, each with its thumbnail.
  const photos = (await jpegs()).filter((d) => !seeded.has(d.id));
  expect(total.photos).toBeGreaterThan(0);
  expect(photos).toHaveLength(total.photos);
  expect(photos.every((photo) => photo.thumbnail !== null && photo.userId === null)).toBe(true);
}, 60_000);
