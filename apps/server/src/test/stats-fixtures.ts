import { eq } from 'drizzle-orm';
import {
  AssistanceProvider,
  MissionState,
  statisticFromSteps,
  type MissionStepCode,
  type MissionSteps,
} from '@plateau/contracts';
import { missions } from '../db/schema/index.ts';
import type { TestContext } from './harness.ts';
import { accountIdOf, fleetOf, makeFolder } from './folder-fixtures.ts';

/** Test helpers of the statistics API tests (not a test file itself). */

/** Steps reported at these minutes after the mission date. */
export type StepMinutes = Partial<Record<MissionStepCode, number>>;

export interface StatsMission {
  accountId: number;
  truckId: number | null;
  provider: AssistanceProvider | null;
  missionDateTime: string;
  steps?: StepMinutes;
  outcome?: 'pickup' | 'repareOnPlace' | 'missionForNothing';
  externalNumber?: string;
}

/** A folder and its mission with the given steps; the statistic is what recordMissionStep would keep. */
export async function makeStatsMission(t: TestContext, m: StatsMission): Promise<number> {
  const { missionId } = await makeFolder(t, m.accountId, {
    truckId: m.truckId,
    assistanceProvider: m.provider,
    missionState: MissionState.MISSION_STARTED,
    externalNumber: m.externalNumber ?? null,
  });
  const start = Date.parse(m.missionDateTime);
  const steps: MissionSteps = Object.fromEntries(
    Object.entries(m.steps ?? {}).map(([code, minutes]) => [
      code,
      { dateTime: new Date(start + minutes * 60_000).toISOString(), latitude: null, longitude: null },
    ]),
  );
  const reported = Object.keys(steps).length > 0;
  const statistic = reported ? statisticFromSteps(steps, null) : null;
  if (statistic && m.outcome) statistic[m.outcome] = true;
  await t.database.db
    .update(missions)
    .set({ missionDateTime: new Date(start), steps, statistic })
    .where(eq(missions.id, missionId));
  return missionId;
}

export const ALL_STEPS: StepMinutes = {
  received: 1,
  accepted: 2,
  started: 5,
  navigationStarted: 6,
  arrivedAtDestination: 25,
  departureFromDestination: 55,
  finished: 90,
};

/** The test week (far from the demo data's dates). */
export const WEEK = { startDate: '2030-03-04T00:00:00+01:00', endDate: '2030-03-10T23:59:59.999+01:00' };

/**
 * The scenario every stats test reads:
 *  - depanneur, truck A: M1 all steps (approach 20 min, on site 30 min, AXA), M2 received and
 *    accepted only (AXA), M4 no step (no provider); truck B: M3 all steps but approach 40 and on
 *    site 10, towed (Mondial);
 *  - outside the week: M5 (depanneur, truck A); a mission with no truck (depanneur);
 *  - another operator (mission): M6 all steps, AXA.
 */
export async function statsScenario(t: TestContext) {
  const depanneur = await accountIdOf(t, 'depanneur');
  const other = await accountIdOf(t, 'mission');
  const [truckA, truckB] = (await fleetOf(t, depanneur)).trucks;
  const [otherTruck] = (await fleetOf(t, other)).trucks;
  const { AXA_ASSISTANCE: AXA, MONDIAL_ASSISTANCE: MONDIAL } = AssistanceProvider;
  const a = truckA!.id;
  const ids = {
    m1: await makeStatsMission(t, {
      accountId: depanneur,
      truckId: a,
      provider: AXA,
      missionDateTime: '2030-03-04T08:00:00Z',
      steps: { ...ALL_STEPS, arrivedAtDestination: 25, departureFromDestination: 55 },
      externalNumber: '=HYPERLINK("http://evil")',
    }),
    m2: await makeStatsMission(t, {
      accountId: depanneur,
      truckId: a,
      provider: AXA,
      missionDateTime: '2030-03-04T08:00:00Z',
      steps: { received: 1, accepted: 3 },
      externalNumber: 'AXA-2;"B"',
    }),
    m3: await makeStatsMission(t, {
      accountId: depanneur,
      truckId: truckB!.id,
      provider: MONDIAL,
      missionDateTime: '2030-03-06T14:30:00Z',
      steps: { ...ALL_STEPS, arrivedAtDestination: 45, departureFromDestination: 55 },
      outcome: 'pickup',
    }),
    m4: await makeStatsMission(t, {
      accountId: depanneur,
      truckId: a,
      provider: null,
      missionDateTime: '2030-03-10T22:00:00Z',
    }),
    m5: await makeStatsMission(t, {
      accountId: depanneur,
      truckId: a,
      provider: AXA,
      missionDateTime: '2030-03-10T23:00:00Z',
      steps: ALL_STEPS,
    }),
    noTruck: await makeStatsMission(t, {
      accountId: depanneur,
      truckId: null,
      provider: AXA,
      missionDateTime: '2030-03-05T10:00:00Z',
    }),
    m6: await makeStatsMission(t, {
      accountId: other,
      truckId: otherTruck!.id,
      provider: AXA,
      missionDateTime: '2030-03-05T09:00:00Z',
      steps: ALL_STEPS,
      outcome: 'repareOnPlace',
    }),
  };
  return { depanneur, other, truckA: truckA!, truckB: truckB!, otherTruck: otherTruck!, ids };
}
