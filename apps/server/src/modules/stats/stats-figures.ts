import { sql, type SQL } from 'drizzle-orm';
import { STATS_STEP_COLUMNS, type StatsStepColumn } from '@plateau/contracts';
import { missions } from '../../db/schema/index.ts';

/**
 * The aggregates of one dashboard row, computed by the database over the missions' `statistic`,
 * which recordMissionStep keeps from the reported steps with contracts' statisticFromSteps: the
 * figures rest on that one definition and are never recomputed here from the steps.
 */
const flag = (key: string): SQL =>
  sql`coalesce((${missions.statistic}->>${sql.raw(`'${key}'`)})::boolean, false)`;

/** The share of the row's missions with the step ticked, in percent with one decimal (as percentOf). */
const percentTicked = (step: StatsStepColumn) =>
  sql<number | null>`round(100.0 * count(*) filter (where ${flag(step)}) / nullif(count(*), 0), 1)::float8`;

const counted = (key: string) => sql<number>`(count(*) filter (where ${flag(key)}))::int`;

/** A delay's average in whole minutes over the missions that reached the step that ends it. */
const averageDelay = (delay: string, endStep: StatsStepColumn) =>
  sql<number | null>`round(avg((${missions.statistic}->>${sql.raw(`'${delay}'`)})::numeric)
    filter (where ${flag(endStep)}))::int`;

export const statsFigures = {
  total: sql<number>`count(*)::int`,
  ...(Object.fromEntries(STATS_STEP_COLUMNS.map((step) => [step, percentTicked(step)])) as Record<
    StatsStepColumn,
    SQL<number | null>
  >),
  approcheDelay: averageDelay('approcheDelay', 'arrivedAtDestination'),
  delayOnPlace: averageDelay('delayOnPlace', 'departureFromDestination'),
  repareOnPlace: counted('repareOnPlace'),
  pickup: counted('pickup'),
  missionForNothing: counted('missionForNothing'),
};
