import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FolderState, MissionState, type Folder } from '@plateau/contracts';
import { Conflict, Invalid, NotFound } from '../../lib/errors.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import { testJpeg } from '../../test/multipart.ts';
import { accountIdOf, captureBus, eventsOf, fleetOf, makeFolder } from '../../test/folder-fixtures.ts';
import { receiveDriverPhoto } from './driver-photo.service.ts';

let t: TestContext;
let depanneur: number;
let truckId: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
  truckId = (await fleetOf(t, depanneur)).trucks[0]!.id;
});
afterAll(() => t.close());

const onTheRoad = (state: FolderState = FolderState.ACCEPTED) =>
  makeFolder(t, depanneur, { truckId, state, missionState: MissionState.MISSION_STARTED });

describe('receiveDriverPhoto', () => {
  it("stores the driver's photo in the folder with its thumbnail, writes the workflow and tells the screen", async () => {
    const { folderId, missionId } = await onTheRoad();
    const bus = captureBus(t);
    const documents = await receiveDriverPhoto(t.database.db, missionId, {
      filename: 'IMG_0042.jpg',
      bytes: await testJpeg(1200, 900),
    });
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({ filename: 'IMG_0042.jpg', contentType: 'image/jpeg', image: true });
    expect((await eventsOf(t, folderId)).at(-1)).toMatchObject({
      text: 'Photo reçue du chauffeur',
      message: JSON.stringify('IMG_0042.jpg'),
      creationOrigine: 'NOMAD',
    });
    await vi.waitFor(() =>
      expect(bus.seen).toContainEqual({
        accountId: depanneur,
        event: { folderId, eventType: 'FOLDER_UPDATED' },
      }),
    );
    bus.stop();
    // The operator sees it in the folder, thumbnail included.
    const folder = await t.app.inject({
      method: 'GET',
      url: `/api/folders/${folderId}`,
      headers: await t.bearer('depanneur'),
    });
    const [document] = folder.json<Folder>().documents;
    const thumbnail = await t.app.inject({
      method: 'GET',
      url: `/api/folders/${folderId}/documents/${document!.id}/image`,
      headers: await t.bearer('depanneur'),
    });
    expect(thumbnail.statusCode).toBe(200);
  });

  it('refuses what is not a photo, an unknown mission, and a closed folder, storing nothing', async () => {
    const { folderId, missionId } = await onTheRoad();
    await expect(
      receiveDriverPhoto(t.database.db, missionId, {
        filename: 'x.jpg',
        bytes: Buffer.from('MZ not a photo'),
      }),
    ).rejects.toBeInstanceOf(Invalid);
    await expect(
      receiveDriverPhoto(t.database.db, 2_000_000_000, { filename: 'a.jpg', bytes: await testJpeg(10, 10) }),
    ).rejects.toBeInstanceOf(NotFound);
    const closed = await onTheRoad(FolderState.CLOSED);
    await expect(
      receiveDriverPhoto(t.database.db, closed.missionId, {
        filename: 'a.jpg',
        bytes: await testJpeg(10, 10),
      }),
    ).rejects.toBeInstanceOf(Conflict);
    expect((await eventsOf(t, folderId)).some((e) => e.text === 'Photo reçue du chauffeur')).toBe(false);
  });
});
