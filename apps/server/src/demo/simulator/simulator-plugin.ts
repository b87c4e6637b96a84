import fp from 'fastify-plugin';
import type { SimulatorConfig } from '../../config.ts';
import { simulatedClock } from './clock.ts';
import { simulatorRandom } from './random.ts';
import { tick } from './tick.ts';
import { recordDriverReport } from '../../modules/vehicle-events/vehicle-events.service.ts';
import { queueConditionCopy } from '../../modules/vehicle-condition/index.ts';

export const SIMULATOR_JOB = 'simulator-tick';
/** Real seconds between two ticks: positions every 30 simulated seconds show up promptly. */
export const TICK_SECONDS = 3;

/**
 * SIMULATOR=on: the other side plays live (simulator/tick.ts), as a recurring job of the jobs
 * plugin, so it runs on one instance at a time. It starts once the server is ready; what a tick
 * could not do is logged, and the server goes on.
 */
export const simulatorPlugin = fp(async (app, opts: { config: SimulatorConfig }) => {
  const random = simulatorRandom(opts.config.seed);
  const clock = simulatedClock(opts.config.pace);
  app.addHook('onReady', async () => {
    await app.jobs.every(SIMULATOR_JOB, TICK_SECONDS, async () => {
      const report = await tick(app.db, clock.now(), random, {
        driverMessage: (missionId, text, at) => recordDriverReport(app, { missionId }, text, at),
        conditionSaved: (missionId, stage) => queueConditionCopy(app, { missionId, stage }),
      });
      for (const refusal of report.refusals)
        app.log.info({ simulator: refusal }, 'simulateur : action refusée');
      for (const failure of report.failures) app.log.error({ simulator: failure }, 'simulateur : échec');
    });
  });
});
