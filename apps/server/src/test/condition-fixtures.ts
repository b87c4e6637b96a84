import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { FolderState, MissionState, type AssistanceProvider, type DamageMark } from '@plateau/contracts';
import { missions, users } from '../db/schema/index.ts';
import { accountIdOf, makeFolder } from './folder-fixtures.ts';
import type { TestContext } from './harness.ts';

/** A plain JPEG of the given size (its size tells it apart in `pdfimages -list`). */
export const testJpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();

export const testMark = (id: string, view: DamageMark['view'] = 'top'): DamageMark => ({
  id,
  view,
  x: 300,
  y: 400,
  kind: 'rayure',
  note: null,
  photoId: null,
});

/**
 * The driver app's side of a PV test (issue 33): a mission on the road given to « chauffeur », a call
 * as any login, a photo upload with its query, and a signed PV with three marks.
 */
export async function conditionKit(t: TestContext) {
  const depanneur = await accountIdOf(t, 'depanneur');
  const [row] = await t.database.db.select().from(users).where(eq(users.login, 'chauffeur'));
  const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: '#000' } })
    .png()
    .toBuffer();
  const signaturePng = `data:image/png;base64,${png.toString('base64')}`;
  return {
    depanneur,
    /** A mission of the depanneur on the road, the driver's (an assisteur's folder when one is named). */
    async sent(assistanceProvider: AssistanceProvider | null = null) {
      const made = await makeFolder(t, depanneur, {
        truckId: row!.truckId!,
        state: FolderState.ACCEPTED,
        missionState: MissionState.MISSION_STARTED,
        assistanceProvider,
      });
      await t.database.db
        .update(missions)
        .set({ agentId: row!.agentId! })
        .where(eq(missions.id, made.missionId));
      return made;
    },
    async call(login: string, method: string, url: string, payload?: unknown, key?: string) {
      return t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...(await t.bearer(login)), ...(key && { 'idempotency-key': key }) },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    async photo(missionId: number, query: string, jpeg: Buffer) {
      return t.app.inject({
        method: 'POST',
        url: `/api/driver/missions/${missionId}/photos?step=arrivedAtDestination&takenAt=2026-11-20T10:00:00.000Z&${query}`,
        headers: { ...(await t.bearer('chauffeur')), 'content-type': 'image/jpeg' },
        payload: jpeg,
      });
    },
    pv(overrides: Record<string, unknown> = {}) {
      return {
        plate: 'GT-404-XY',
        vin: 'VF1AB000123456789',
        mileage: 84210,
        fuelLevel: 3,
        diagram: {
          generalState: 'degrade',
          marks: [testMark('m1'), testMark('m2', 'left'), { ...testMark('m3', 'front'), kind: 'bris' }],
        },
        objectsLeft: 'Siège bébé',
        keys: '2 clés',
        customerRemarks: null,
        signerName: 'Lucie Testeur',
        signaturePng,
        signedAt: '2026-11-20T10:00:00.000Z',
        latitude: 44.93,
        longitude: 4.89,
        ...overrides,
      };
    },
  };
}
