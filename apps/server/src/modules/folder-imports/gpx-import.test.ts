import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FolderState, MAX_INT } from '@plateau/contracts';
import { folders, missions } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../test/harness.ts';
import type { MultipartFile } from '../../test/multipart.ts';
import { accountIdOf, captureBus, fleetOf } from '../../test/folder-fixtures.ts';
import { post } from './import-test-helpers.ts';

let t: TestContext;
let depanneur: number;
beforeAll(async () => {
  t = await createTestApp();
  depanneur = await accountIdOf(t, 'depanneur');
});
afterAll(() => t.close());

const track = (points: Array<[number, number]>, tag = 'trk') =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="test" xmlns="http://www.topografix.com/GPX/1/1">` +
      (tag === 'trk'
        ? `<trk><name>A7</name><trkseg>${points.map(([lat, lon], i) => `<trkpt lat="${lat}" lon="${lon}"><time>2026-05-04T08:0${i}:00Z</time></trkpt>`).join('')}</trkseg></trk>`
        : tag === 'rte'
          ? `<rte>${points.map(([lat, lon]) => `<rtept lat="${lat}" lon="${lon}"/>`).join('')}</rte>`
          : points.map(([lat, lon]) => `<wpt lat="${lat}" lon="${lon}"/>`).join('')) +
      '</gpx>',
  );
const valence = track([
  [44.93, 4.89],
  [44.95, 4.9],
  [44.98, 4.92],
]);
const gpx = (filename: string, bytes: Buffer): MultipartFile => ({ field: 'gpxFiles', filename, bytes });
const missionPart = (mission: object): MultipartFile => ({
  field: 'mission',
  filename: '',
  bytes: Buffer.from(JSON.stringify(mission)),
});

async function importGpx(files: MultipartFile[], mission?: object, login = 'depanneur') {
  // A part without a filename is a text field: the mission JSON.
  const parts = mission ? [...files, missionPart(mission)] : files;
  return post(t, '/api/folders/importGpx', parts, login);
}

const missionsOf = (folderIds: number[]) =>
  t.database.db.select().from(missions).where(inArray(missions.folderId, folderIds));

describe('POST /api/folders/importGpx', () => {
  it('makes one folder per file, its mission carrying the track, and publishes FOLDER_CREATED', async () => {
    const { trucks } = await fleetOf(t, depanneur);
    const bus = captureBus(t);
    const response = await importGpx(
      [
        gpx('valence.gpx', valence),
        gpx(
          'route.gpx',
          track(
            [
              [45, 5],
              [45.1, 5.1],
            ],
            'rte',
          ),
        ),
      ],
      {
        truckId: trucks[0]!.id,
        text: 'Suivre la trace',
      },
    );
    expect(response.statusCode).toBe(200);
    const { folderIds } = response.json<{ folderIds: number[] }>();
    expect(folderIds).toHaveLength(2);
    const [first, second] = (await missionsOf(folderIds)).sort((a, b) => a.folderId - b.folderId);
    expect(first!.positions).toEqual([
      { latitude: 44.93, longitude: 4.89, dateTime: '2026-05-04T08:00:00.000Z' },
      { latitude: 44.95, longitude: 4.9, dateTime: '2026-05-04T08:01:00.000Z' },
      { latitude: 44.98, longitude: 4.92, dateTime: '2026-05-04T08:02:00.000Z' },
    ]);
    expect(second!.positions).toHaveLength(2);
    expect(first).toMatchObject({ truckId: trucks[0]!.id, text: 'Suivre la trace' });
    // The default date: now plus 480 minutes.
    const inEightHours = Date.now() + 480 * 60_000;
    expect(Math.abs(first!.missionDateTime!.getTime() - inEightHours)).toBeLessThan(60_000);
    const [folder] = await t.database.db.select().from(folders).where(eq(folders.id, folderIds[0]!));
    expect(folder).toMatchObject({ folderState: FolderState.CREATED, truckId: trucks[0]!.id });

    const kml = await t.app.inject({
      method: 'GET',
      url: `/api/missions/${first!.id}/kml`,
      headers: await t.bearer('depanneur'),
    });
    expect(kml.body).toContain('4.89,44.93,0 4.89,44.93,0 4.9,44.95,0 4.92,44.98,0 4.92,44.98,0');
    await new Promise((resolve) => setTimeout(resolve, 100));
    bus.stop();
    const created = bus.seen
      .filter((m) => m.event.eventType === 'FOLDER_CREATED')
      .map((m) => m.event.folderId);
    expect(created.sort()).toEqual([...folderIds].sort());
  });

  it.each([
    [
      'not XML',
      Buffer.from('lat;lon\n44;4\n'),
      /« mauvais\.gpx » n'est pas un fichier GPX \(XML mal formé\)/,
    ],
    [
      'XML but not GPX',
      Buffer.from('<kml><Document/></kml>'),
      /« mauvais\.gpx » n'est pas un fichier GPX\.$/,
    ],
    [
      'GPX with only waypoints',
      track(
        [
          [44, 4],
          [45, 5],
        ],
        'wpt',
      ),
      /« mauvais\.gpx » ne contient ni trace ni itinéraire/,
    ],
  ])('refuses a file %s, naming it, and creates nothing of the batch', async (_, bytes, message) => {
    const before = (await t.database.db.select().from(folders).where(eq(folders.accountId, depanneur)))
      .length;
    const response = await importGpx([gpx('bon.gpx', valence), gpx('mauvais.gpx', bytes)]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error_description).toMatch(message);
    const after = (await t.database.db.select().from(folders).where(eq(folders.accountId, depanneur))).length;
    expect(after).toBe(before);
  });

  it('refuses another account’s truck, an id past 2^31, a mission that is not JSON, no file', async () => {
    const { trucks } = await fleetOf(t, await accountIdOf(t, 'mission'));
    const other = await importGpx([gpx('a.gpx', valence)], { truckId: trucks[0]!.id });
    expect(other.statusCode).toBe(400);
    expect(other.json().error_description).toBe("Ce véhicule n'existe pas dans votre flotte");
    const huge = await importGpx([gpx('a.gpx', valence)], { truckId: MAX_INT + 1 });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error_description).toBe('Mission : Identifiant non valide');
    const notJson = await post(t, '/api/folders/importGpx', [
      gpx('a.gpx', valence),
      { field: 'mission', filename: '', bytes: Buffer.from('{truck') },
    ]);
    expect(notJson.json().error_description).toBe('La partie « mission » doit être un objet JSON.');
    const none = await importGpx([], {});
    expect(none.json().error_description).toBe('Aucun fichier GPX reçu (champ « gpxFiles »).');
  });

  it('is refused to an assisteur (403)', async () => {
    expect((await importGpx([gpx('a.gpx', valence)], {}, 'assisteur')).statusCode).toBe(403);
  });
});
