import { isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { things } from '../../db/schema/index.ts';
import { ingestUplinks } from '../../modules/things/uplink-ingest.ts';
import type { SimulatorRandom } from './random.ts';

/** A tracker reports every 15 simulated minutes (Abeeway's default periodic mode is of that order). */
export const THING_REPORT_PERIOD_MS = 15 * 60_000;

/**
 * The demo's trackers report through the same ingestion as the network server (modules/things),
 * as their account. Each reading is drawn from the seed, the tracker and the 15-minute slot only:
 * the same slot gives the same uplink, so a repeated tick writes nothing new (the stored time is
 * not older). Unassigned trackers stay silent: nobody's key would carry them.
 */
export async function sendThingUplinks(db: Db, now: Date, random: SimulatorRandom): Promise<number> {
  const slot = Math.floor(now.getTime() / THING_REPORT_PERIOD_MS);
  const time = new Date(slot * THING_REPORT_PERIOD_MS).toISOString();
  const rows = await db.select().from(things).where(isNotNull(things.accountId)).orderBy(things.id);
  let written = 0;
  for (const thing of rows) {
    const draw = random.derive('thing', thing.abeewayId, slot);
    const moves = thing.positionLatitude !== null && thing.positionLongitude !== null;
    const drained = Math.max(1, (thing.batteryLevel ?? 100) - draw.int(0, 1));
    const result = await ingestUplinks(db, { accountId: thing.accountId!, nature: 'IOT' }, [
      {
        devEUI: thing.abeewayId,
        time,
        // A slow drain, and now and then a recharge.
        battery: draw.next() < 0.01 ? 100 : drained,
        temperature: Math.round(draw.between(4, 26) * 100) / 100,
        rssi: draw.int(-120, -70),
        snr: Math.round(draw.between(-5, 10) * 10) / 10,
        position: moves
          ? {
              latitude: thing.positionLatitude! + draw.between(-0.002, 0.002),
              longitude: thing.positionLongitude! + draw.between(-0.002, 0.002),
            }
          : null,
      },
    ]);
    written += result.written;
  }
  return written;
}
