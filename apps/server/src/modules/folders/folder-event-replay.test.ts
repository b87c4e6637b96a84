import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AssistanceProvider,
  CreationOrigine,
  EVENT_ALREADY_APPLIED_MESSAGE,
  EVENT_INTERNAL_MESSAGE,
  EVENT_REPLAYED_MESSAGE,
  FolderState,
  MissionState,
} from '@plateau/contracts';
import { folderEvents, folderMessages, folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { recordDriverPosition } from '../driver/driver-position.service.ts';
import { recordMissionStep } from '../driver/mission-step.service.ts';
import { insertFolderEvent } from '../folder-core/index.ts';
import { receiveDriverMessage } from './folder-messages.service.ts';
import { proposeCancellationByAssisteur } from './folder-outside-moves.service.ts';
import {
  accountIdOf,
  eventsOf,
  fleetOf,
  folderRow,
  makeFolder,
  missionRow,
} from '../../test/folder-fixtures.ts';

let t: TestContext;
let depanneur: number;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
});
afterAll(() => t.close());

const replay = async (folderId: number | string, eventId: number | string, login = 'depanneur') =>
  t.app.inject({
    method: 'POST',
    url: `/api/folders/${folderId}/events/${eventId}`,
    headers: await t.bearer(login),
  });

/** An accepted Nomad folder whose mission a truck holds. */
const onTheRoad = () =>
  makeFolder(t, depanneur, {
    origin: CreationOrigine.NOMAD,
    state: FolderState.ACCEPTED,
    missionState: MissionState.MISSION_STARTED,
    truckId,
    assistanceProvider: AssistanceProvider.AXA_ASSISTANCE,
  });

const lastEventId = async (folderId: number) => (await eventsOf(t, folderId)).at(-1)!.id;

describe('POST /api/folders/{folderId}/events/{eventId}', () => {
  it("replays a driver's message once it was lost, and changes nothing while it is there", async () => {
    const { folderId } = await onTheRoad();
    await receiveDriverMessage(
      t.database.db,
      { folderId },
      'Je suis devant le portail',
      new Date('2026-05-04T08:10:00Z'),
    );
    const eventId = await lastEventId(folderId);
    const before = (await eventsOf(t, folderId)).length;

    const again = await replay(folderId, eventId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ replayed: false, message: EVENT_ALREADY_APPLIED_MESSAGE });
    expect(await eventsOf(t, folderId)).toHaveLength(before);

    await t.database.db.delete(folderMessages).where(eq(folderMessages.folderId, folderId));
    const replayed = await replay(folderId, eventId);
    expect(replayed.json()).toEqual({ replayed: true, message: EVENT_REPLAYED_MESSAGE });
    const messages = await t.database.db
      .select()
      .from(folderMessages)
      .where(eq(folderMessages.folderId, folderId));
    expect(messages.map((m) => [m.message, m.creationDateTime.toISOString()])).toEqual([
      ['Je suis devant le portail', '2026-05-04T08:10:00.000Z'],
    ]);
    expect((await replay(folderId, eventId)).json().replayed).toBe(false);
    expect(
      await t.database.db.select().from(folderMessages).where(eq(folderMessages.folderId, folderId)),
    ).toHaveLength(1);
  });

  it("replays the assistance company's move only when the folder is no longer where it led", async () => {
    const { folderId } = await onTheRoad();
    await proposeCancellationByAssisteur(t.database.db, folderId, { message: { motif: 'Client dépanné' } });
    const eventId = await lastEventId(folderId);
    const version = (await folderRow(t, folderId)).version;

    expect((await replay(folderId, eventId)).json().replayed).toBe(false);
    expect((await folderRow(t, folderId)).version).toBe(version);

    await t.database.db
      .update(folders)
      .set({ folderState: FolderState.ACCEPTED })
      .where(eq(folders.id, folderId));
    expect((await replay(folderId, eventId)).json()).toEqual({
      replayed: true,
      message: EVENT_REPLAYED_MESSAGE,
    });
    const after = await folderRow(t, folderId);
    expect(after.folderState).toBe(FolderState.CANCEL_PROPOSAL);
    const [latest] = await t.database.db
      .select()
      .from(folderEvents)
      .where(eq(folderEvents.folderId, folderId))
      .orderBy(desc(folderEvents.id))
      .limit(1);
    expect(latest!.message).toBe('{"motif":"Client dépanné"}');
    expect(latest!.creationOrigine).toBe(CreationOrigine.NOMAD);
  });

  it('answers the move refusal in French when the folder moved on where the move makes no sense', async () => {
    const { folderId } = await onTheRoad();
    await proposeCancellationByAssisteur(t.database.db, folderId);
    const eventId = await lastEventId(folderId);
    await t.database.db
      .update(folders)
      .set({ folderState: FolderState.CLOSED })
      .where(eq(folders.id, folderId));
    const refused = await replay(folderId, eventId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error_description).toMatch(/^Action impossible : le dossier est à l'état/);
  });

  it("replays a driver's step and its statistic, idempotently", async () => {
    const { folderId, missionId } = await onTheRoad();
    await recordMissionStep(t.database.db, missionId, 'started', {
      at: new Date('2026-05-04T08:00:00Z'),
      latitude: 45.75,
      longitude: 4.85,
    });
    const eventId = await lastEventId(folderId);
    expect((await replay(folderId, eventId)).json().replayed).toBe(false);

    await t.database.db
      .update(missions)
      .set({ steps: {}, statistic: null })
      .where(eq(missions.id, missionId));
    expect((await replay(folderId, eventId)).json().replayed).toBe(true);
    const mission = await missionRow(t, missionId);
    expect(mission.steps.started).toEqual({
      dateTime: '2026-05-04T08:00:00.000Z',
      latitude: 45.75,
      longitude: 4.85,
    });
    expect(mission.statistic?.started).toBe(true);
    expect((await replay(folderId, eventId)).json().replayed).toBe(false);
  });

  it("leaves a driver's position the route already holds", async () => {
    const { folderId, missionId } = await onTheRoad();
    await recordDriverPosition(t.database.db, missionId, {
      at: new Date('2026-05-04T08:00:00Z'),
      latitude: 45.75,
      longitude: 4.85,
    });
    const eventId = await lastEventId(folderId);
    expect((await replay(folderId, eventId)).json()).toEqual({
      replayed: false,
      message: EVENT_ALREADY_APPLIED_MESSAGE,
    });
    await t.database.db.update(missions).set({ positions: [] }).where(eq(missions.id, missionId));
    expect((await replay(folderId, eventId)).json().replayed).toBe(true);
    expect((await missionRow(t, missionId)).positions).toHaveLength(1);
  });

  it('refuses an event made inside Plateau with a French 409', async () => {
    const { folderId } = await onTheRoad();
    // Even with a replay, what a user of Plateau did is never re-applied from its event.
    await insertFolderEvent(t.database.db, {
      folderId,
      state: FolderState.ACCEPTED,
      stateLabel: 'Accepté',
      creationOrigine: CreationOrigine.BACKOFFICE,
      text: 'Message envoyé au chauffeur',
      message: 'Bien reçu',
      replay: { kind: 'driverMessage', text: 'Bien reçu', at: '2026-05-04T08:00:00.000Z' },
    });
    const refused = await replay(folderId, await lastEventId(folderId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', error_description: EVENT_INTERNAL_MESSAGE });
  });

  it("refuses a step Plateau's driver app recorded (it is applied with its event), and does not offer it", async () => {
    const { folderId, missionId } = await onTheRoad();
    await recordMissionStep(
      t.database.db,
      missionId,
      'started',
      { at: new Date('2026-05-04T08:00:00Z'), latitude: 45.75, longitude: 4.85 },
      'CHAUFFEUR',
    );
    const event = (await eventsOf(t, folderId)).at(-1)!;
    const refused = await replay(folderId, event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'conflict', error_description: EVENT_INTERNAL_MESSAGE });
    const listed = await t.app.inject({
      url: `/api/folders/${folderId}/events?limit=50`,
      headers: await t.bearer('depanneur'),
    });
    expect(listed.json().rows.find((e: { id: number }) => e.id === event.id).replayable).toBe(false);
  });

  it('is for operators only; another account, another folder and bad ids are refused', async () => {
    const { folderId } = await onTheRoad();
    await receiveDriverMessage(t.database.db, { folderId }, 'Bonjour');
    const eventId = await lastEventId(folderId);
    expect((await replay(folderId, eventId, 'assisteur')).statusCode).toBe(403);
    expect((await replay(folderId, eventId, 'superviseur')).statusCode).toBe(403);
    const other = await replay(folderId, eventId, 'moreau');
    expect(other.statusCode).toBe(404);
    expect(other.json().error_description).toBe("Ce dossier n'existe pas");
    const elsewhere = await onTheRoad();
    const wrongFolder = await replay(elsewhere.folderId, eventId);
    expect(wrongFolder.statusCode).toBe(404);
    expect(wrongFolder.json().error_description).toBe("Cet événement n'existe pas");
    expect((await replay(folderId, '2147483648')).statusCode).toBe(400);
    expect((await replay('2147483648', eventId)).statusCode).toBe(400);
    expect((await replay(folderId, 'abc')).statusCode).toBe(400);
  });
});
