import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreationOrigine,
  FolderState,
  MissionState,
  MissionStepCode,
  type Folder,
  type MissionStepCode as Step,
} from '@plateau/contracts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import {
  accountIdOf,
  captureBus,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
  missionRow,
} from '../../test/folder-fixtures.ts';
import { recordMissionStep } from './mission-step.service.ts';

let t: TestContext;
let depanneur: number;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
});
afterAll(() => t.close());

const start = new Date('2026-05-04T08:00:00.000Z');
const minutes = (n: number) => new Date(start.getTime() + n * 60_000);

/** A sent mission of a folder waiting for the driver's answer (the back-office flow). */
const sentMission = (fixture: Parameters<typeof makeFolder>[2] = {}) =>
  makeFolder(t, depanneur, {
    truckId,
    state: FolderState.WAITING,
    missionState: MissionState.MISSION_STARTED,
    ...fixture,
  });

describe('recordMissionStep, the whole mission', () => {
  it('stores every step in order, ends the mission, fills the statistic, and the folder shows them', async () => {
    const { folderId, missionId } = await sentMission();
    const bus = captureBus(t);
    const at: Record<Step, Date> = {
      received: minutes(0),
      accepted: minutes(1),
      started: minutes(4),
      navigationStarted: minutes(5),
      arrivedAtDestination: minutes(41),
      departureFromDestination: minutes(68),
      finished: minutes(95),
    };
    let folder: Folder | undefined;
    for (const step of MissionStepCode) {
      folder = await recordMissionStep(t.database.db, missionId, step, {
        at: at[step],
        latitude: 45.7,
        longitude: 4.8,
      });
    }
    expect(folder!.missionIntervention!.missionState).toBe(MissionState.MISSION_FINISH);
    expect(folder!.folderState).toBe(FolderState.ACCEPTED);

    const response = await t.app.inject({
      method: 'GET',
      url: `/api/folders/${folderId}`,
      headers: await t.bearer('depanneur'),
    });
    const shown = response.json<Folder>().missionIntervention!;
    expect(shown.steps.arrivedAtDestination).toEqual({
      dateTime: at.arrivedAtDestination.toISOString(),
      latitude: 45.7,
      longitude: 4.8,
    });
    expect(Object.keys(shown.steps)).toEqual([...MissionStepCode]);
    expect(shown.statistic).toMatchObject({
      received: true,
      finished: true,
      approcheDelay: 37,
      delayOnPlace: 27,
    });
    expect(response.json<Folder>().missionState).toBe(MissionState.MISSION_FINISH);

    const texts = (await eventsOf(t, folderId)).map((e) => [e.eventSource, e.text, e.creationOrigine]);
    expect(texts).toEqual([
      ['MISSION_INTERVENTION', 'Mission reçue par le chauffeur', 'NOMAD'],
      ['MISSION_INTERVENTION', 'Mission acceptée par le chauffeur', 'NOMAD'],
      // Issue 28 §4: the acceptance is written once; the folder's row says what it did.
      ['FOLDER', 'Dossier accepté : le chauffeur a pris la mission', 'NOMAD'],
      ['MISSION_INTERVENTION', 'Départ du chauffeur', 'NOMAD'],
      ['MISSION_INTERVENTION', 'Navigation démarrée', 'NOMAD'],
      ['MISSION_INTERVENTION', 'Arrivée sur place', 'NOMAD'],
      ['MISSION_INTERVENTION', 'Départ des lieux', 'NOMAD'],
      ['MISSION_INTERVENTION', 'Mission terminée', 'NOMAD'],
    ]);
    const last = (await eventsOf(t, folderId)).at(-1)!;
    expect(last).toMatchObject({
      stateLabel: 'Terminée',
      positionText: '45.70000, 4.80000',
      // Dated when the driver reported it; recorded now.
      eventDateTime: at.finished,
    });
    await vi.waitFor(() =>
      expect(
        bus.seen.filter((m) => m.event.folderId === folderId && m.event.eventType === 'FOLDER_UPDATED'),
      ).toHaveLength(MissionStepCode.length),
    );
    bus.stop();
  });

  it("leaves the folder's version alone unless the step moves the folder", async () => {
    const { folderId, missionId } = await sentMission();
    const report = (step: Step, at: Date) => recordMissionStep(t.database.db, missionId, step, { at });
    const version = (await folderRow(t, folderId)).version;
    await report('received', minutes(0));
    expect((await folderRow(t, folderId)).version).toBe(version);
    await report('accepted', minutes(2));
    expect((await folderRow(t, folderId)).version).toBe(version + 1);
    await report('started', minutes(3));
    expect((await folderRow(t, folderId)).version).toBe(version + 1);
  });

  it('takes the acceptance of a folder the operator already accepted, without moving it', async () => {
    const { folderId, missionId } = await makeFolder(t, depanneur, {
      origin: CreationOrigine.NOMAD,
      truckId,
      state: FolderState.ACCEPTED_CONFIRMED,
      missionState: MissionState.MISSION_RESUMED,
    });
    const folder = await recordMissionStep(t.database.db, missionId, 'accepted', { at: minutes(1) });
    expect(folder.folderState).toBe(FolderState.ACCEPTED_CONFIRMED);
    expect(folder.missionIntervention!.steps.accepted).toEqual({
      dateTime: minutes(1).toISOString(),
      latitude: null,
      longitude: null,
    });
    expect((await eventsOf(t, folderId)).map((e) => e.eventSource)).toEqual(['MISSION_INTERVENTION']);
  });

  it("moves the truck to the step's place", async () => {
    const { missionId } = await sentMission();
    await recordMissionStep(t.database.db, missionId, 'started', {
      at: new Date(),
      latitude: 45.61,
      longitude: 4.97,
    });
    const { trucks } = await fleetOf(t, depanneur);
    expect(trucks[0]).toMatchObject({ positionLatitude: 45.61, positionLongitude: 4.97 });
  });
});

describe('recordMissionStep refuses', () => {
  async function expectNothingWritten(missionId: number, folderId: number, attempt: () => Promise<unknown>) {
    const before = { mission: await missionRow(t, missionId), events: (await eventsOf(t, folderId)).length };
    await attempt();
    expect(await missionRow(t, missionId)).toEqual(before.mission);
    expect(await eventsOf(t, folderId)).toHaveLength(before.events);
  }

  it('a step reported twice, or before the latest one, or dated before it (409)', async () => {
    const { folderId, missionId } = await sentMission();
    const db = t.database.db;
    await recordMissionStep(db, missionId, 'received', { at: minutes(0) });
    await recordMissionStep(db, missionId, 'started', { at: minutes(5) });
    await expectNothingWritten(missionId, folderId, async () => {
      await expect(recordMissionStep(db, missionId, 'started', { at: minutes(6) })).rejects.toThrow(
        new Conflict("L'étape « Départ du chauffeur » a déjà été signalée"),
      );
      const earlier = recordMissionStep(db, missionId, 'accepted', { at: minutes(6) });
      await expect(earlier).rejects.toBeInstanceOf(Conflict);
      await expect(earlier).rejects.toThrow(/ne peut plus être signalée/);
      await expect(recordMissionStep(db, missionId, 'navigationStarted', { at: minutes(4) })).rejects.toThrow(
        new Conflict(
          "L'étape « Navigation démarrée » ne peut pas être datée avant l'étape « Départ du chauffeur »",
        ),
      );
    });
  });

  it('an unknown mission (404)', async () => {
    await expect(recordMissionStep(t.database.db, 999_999, 'received', { at: minutes(0) })).rejects.toThrow(
      new NotFound("Cette mission n'existe pas"),
    );
  });

  it('a mission no truck holds, and a closed folder (409)', async () => {
    const db = t.database.db;
    const unsent = await makeFolder(t, depanneur, { truckId });
    await expect(recordMissionStep(db, unsent.missionId, 'received', { at: minutes(0) })).rejects.toThrow(
      new Conflict(
        "La mission n'est pas en cours (état : Non envoyée) : rien ne peut être signalé pour elle",
      ),
    );
    const closed = await sentMission({ state: FolderState.CLOSED });
    await expect(recordMissionStep(db, closed.missionId, 'received', { at: minutes(0) })).rejects.toThrow(
      new Conflict('Le dossier est clôturé : il ne peut plus être modifié.'),
    );
  });

  it('what a terminal cannot mean: an unknown step, a latitude out of range, half a position (400)', async () => {
    const { folderId, missionId } = await sentMission();
    const db = t.database.db;
    await expectNothingWritten(missionId, folderId, async () => {
      await expect(recordMissionStep(db, missionId, 'landed' as Step, { at: minutes(0) })).rejects.toThrow(
        new Invalid("Cette étape de mission n'existe pas"),
      );
      await expect(
        recordMissionStep(db, missionId, 'received', { at: minutes(0), latitude: 91, longitude: 4 }),
      ).rejects.toThrow(new Invalid('La latitude doit être comprise entre -90 et 90'));
      await expect(
        recordMissionStep(db, missionId, 'received', { at: minutes(0), latitude: 45 }),
      ).rejects.toThrow(new Invalid('La latitude et la longitude vont ensemble'));
      await expect(
        recordMissionStep(db, missionId, 'received', { at: new Date(Number.NaN) }),
      ).rejects.toThrow(new Invalid('La date du relevé est invalide'));
    });
  });
});
