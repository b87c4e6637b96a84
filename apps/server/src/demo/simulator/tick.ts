import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import { proposeCancellations } from './cancellations.ts';
import { driveMissions, type SimulatorHooks } from './driver-rounds.ts';
import { bringNomadFolder } from './nomad-arrivals.ts';
import type { SimulatorRandom } from './random.ts';
import { emptyTickReport, type TickReport } from './tick-report.ts';
import { playValorisations } from './valorisations.ts';
import { sendThingUplinks } from './thing-uplinks.ts';

/**
 * One step of the simulated world at `now` (simulated time): for the accounts connected to Nomad,
 * assistance companies send folders now and then call one off and price the reported ones, drivers answer, drive, work
 * and write. It reads the database and acts through the service functions only, keeping no state
 * of its own: every decision is drawn from the seed and what is stored, so the same seed and the
 * same database play the same story, and a restart goes on where it stopped. It never throws.
 */
export async function tick(
  db: Db,
  now: Date,
  random: SimulatorRandom,
  hooks: SimulatorHooks = {},
): Promise<TickReport> {
  const report = emptyTickReport();
  try {
    const nomadAccounts = await db
      .select({ id: accounts.id, place: accounts.place })
      .from(accounts)
      .where(eq(accounts.nomadActive, true))
      .orderBy(accounts.id);
    for (const account of nomadAccounts) {
      const { latitude, longitude } = account.place ?? {};
      if (latitude == null || longitude == null) continue;
      await bringNomadFolder(db, { id: account.id, base: { latitude, longitude } }, now, random, report);
    }
    await driveMissions(db, now, random, report, hooks);
    await proposeCancellations(db, now, random, report);
    await playValorisations(db, now, random, report);
    await sendThingUplinks(db, now, random);
  } catch (error) {
    report.failures.push(`Simulateur : ${error instanceof Error ? error.message : String(error)}`);
  }
  return report;
}
