import { MissionStepCode } from '@plateau/contracts';

/**
 * The driver's steps and the statistic of bulk missions, as SQL over the columns of a lateral
 * draw `d` (reached: how many steps were reported, 0 to 7; approach and onPlace: minutes;
 * outcome: 0 to 1), so the dashboard's bench reads realistic figures. The statistic follows
 * statisticFromSteps (contracts): a step is ticked once reported, the approach runs from the
 * driver's departure to the arrival, the stay from the arrival to the departure from the spot.
 */
export const BULK_STEP_DRAW = `cross join lateral (
  select least(7, floor(8 * power(random(), 0.35) + 0 * f.id))::int as reached,
    10 + floor(random() * 50)::int as approach, 5 + floor(random() * 60)::int as on_place,
    random() as outcome
) d`;

/** Minutes after the mission date at which each step is reported. */
const STEP_MINUTES: Record<MissionStepCode, string> = {
  received: '1',
  accepted: '2',
  started: '5',
  navigationStarted: '6',
  arrivedAtDestination: '5 + d.approach',
  departureFromDestination: '5 + d.approach + d.on_place',
  finished: '35 + d.approach + d.on_place',
};

const stepAt = (minutes: string) =>
  `jsonb_build_object('dateTime', to_char((f.mission_date_time + (${minutes}) * interval '1 minute') at time zone 'UTC',
    'YYYY-MM-DD"T"HH24:MI:SS.000"Z"'), 'latitude', null, 'longitude', null)`;

export const bulkStepsSql = (): string =>
  MissionStepCode.map(
    (code, i) =>
      `case when d.reached > ${i} then jsonb_build_object('${code}', ${stepAt(STEP_MINUTES[code])}) else '{}'::jsonb end`,
  ).join(' || ');

export const bulkStatisticSql = (): string => `case when d.reached = 0 then null else jsonb_build_object(
  ${MissionStepCode.map((code, i) => `'${code}', d.reached > ${i}`).join(', ')},
  'pickup', d.reached = 7 and d.outcome < 0.5,
  'repareOnPlace', d.reached = 7 and d.outcome >= 0.5 and d.outcome < 0.85,
  'missionForNothing', d.reached >= 6 and d.outcome >= 0.95,
  'approcheDelay', case when d.reached >= 5 then d.approach else 0 end,
  'delayOnPlace', case when d.reached >= 6 then d.on_place else 0 end) end`;
