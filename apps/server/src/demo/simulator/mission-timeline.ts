import { latestStep, nextStep, type MissionStepCode, type MissionSteps } from '@plateau/contracts';
import { distanceKm, pointAlong, roadPath, type Point } from './geo.ts';
import type { SimulatorRandom } from './random.ts';

/** What the timeline reads of a mission a truck holds. */
export interface MissionSnapshot {
  id: number;
  steps: MissionSteps;
  sentDateTime: Date | null;
  /** When the truck last reported where it was, on this mission. */
  lastPositionAt: Date | null;
  /** Where the truck is now (it leaves from there). */
  truckAt: Point | null;
  /** Where the work is: the customer (an intervention) or the storage place (a relivraison). */
  workPlace: Point | null;
  /** Where the vehicle goes afterwards (the garage), when known. */
  destination: Point | null;
}

export type DriverAction =
  | { kind: 'step'; step: MissionStepCode; at: Date; point: Point | null }
  | { kind: 'position'; at: Date; point: Point };

/** A terminal reports the truck's position this often while it drives. */
export const POSITION_EVERY_MS = 30_000;
/** A mission sent longer ago than this when the simulator first sees it is received now. */
export const CATCH_UP_MS = 15 * 60_000;
const MINUTE = 60_000;

/** Road distance is about 1.3 times the straight line; a tow truck averages 40 km/h in town. */
function drivingMinutes(from: Point, to: Point): number {
  const minutes = ((distanceKm(from, to) * 1.3) / 40) * 60;
  return Math.min(Math.max(minutes, 4), 120);
}

const pointOf = (step: MissionSteps[MissionStepCode]): Point | null =>
  step?.latitude != null && step.longitude != null
    ? { latitude: step.latitude, longitude: step.longitude }
    : null;

/**
 * The mission's plan, drawn once per mission from the seed: how long the driver takes to
 * answer, to leave, to work on the spot; the drives' lengths follow the distances.
 */
function planOf(mission: MissionSnapshot, random: SimulatorRandom) {
  const timing = random.derive('timing', mission.id);
  const [received, accepted, started, navigation, onPlace, approachPace, towPace] = [
    timing.between(0.3, 1.5),
    timing.between(1, 4),
    timing.between(2, 6),
    timing.between(0.3, 1.2),
    timing.between(10, 35),
    timing.between(0.9, 1.25),
    timing.between(0.9, 1.25),
  ];
  const origin =
    pointOf(mission.steps.started) ?? pointOf(mission.steps.navigationStarted) ?? mission.truckAt;
  const legs = {
    arrivedAtDestination: { from: origin, to: mission.workPlace, pace: approachPace, road: 'approche' },
    finished: { from: mission.workPlace, to: mission.destination, pace: towPace, road: 'remorquage' },
  } as const;
  const minutes: Record<MissionStepCode, number> = {
    received,
    accepted,
    started,
    navigationStarted: navigation,
    arrivedAtDestination: 0,
    departureFromDestination: onPlace,
    finished: 0,
  };
  for (const [step, leg] of Object.entries(legs) as Array<
    [keyof typeof legs, (typeof legs)[keyof typeof legs]]
  >) {
    minutes[step] =
      leg.from && leg.to ? drivingMinutes(leg.from, leg.to) * leg.pace : step === 'finished' ? 12 : 20;
  }
  const places: Record<MissionStepCode, Point | null> = {
    received: mission.truckAt,
    accepted: mission.truckAt,
    started: origin,
    navigationStarted: origin,
    arrivedAtDestination: mission.workPlace,
    departureFromDestination: mission.workPlace,
    finished: mission.destination ?? mission.workPlace,
  };
  return { minutes, places, legs };
}

/**
 * What the driver has done by `now` and not reported yet, in time order: the next steps at
 * their planned times, and while the truck drives a position every 30 s along a road-like path.
 * Everything is computed from the mission's stored steps and last position, so a tick can stop
 * anywhere (at `limit` actions) and the next one goes on from what was recorded.
 */
export function dueActions(
  mission: MissionSnapshot,
  now: Date,
  random: SimulatorRandom,
  limit = 40,
): DriverAction[] {
  const { minutes, places, legs } = planOf(mission, random);
  const steps: MissionSteps = { ...mission.steps };
  let lastPosition = mission.lastPositionAt?.getTime() ?? -Infinity;
  const actions: DriverAction[] = [];
  const sent = mission.sentDateTime?.getTime() ?? now.getTime();
  // Sent long before the simulator saw it (the demo's missions, a restart): received now, at once,
  // else its due time would move with every tick.
  const caughtUp = sent < now.getTime() - CATCH_UP_MS;
  const anchor = caughtUp ? now.getTime() : sent;
  if (caughtUp) minutes.received = 0;
  for (let step = nextStep(steps); step && actions.length < limit; step = nextStep(steps)) {
    const latest = latestStep(steps);
    const since = latest ? new Date(steps[latest]!.dateTime).getTime() : anchor;
    const due = since + minutes[step] * MINUTE;
    const leg = step === 'arrivedAtDestination' || step === 'finished' ? legs[step] : null;
    if (leg?.from && leg.to) {
      const path = roadPath(leg.from, leg.to, random.derive('road', mission.id, leg.road).next);
      const first = Math.floor((Math.max(since, lastPosition) - since) / POSITION_EVERY_MS) + 1;
      for (
        let at = since + first * POSITION_EVERY_MS;
        at < due && at <= now.getTime();
        at += POSITION_EVERY_MS
      ) {
        if (actions.length >= limit) return actions;
        actions.push({
          kind: 'position',
          at: new Date(at),
          point: pointAlong(path, (at - since) / (due - since)),
        });
        lastPosition = at;
      }
    }
    if (due > now.getTime() || actions.length >= limit) break;
    const point = places[step];
    actions.push({ kind: 'step', step, at: new Date(due), point });
    steps[step] = {
      dateTime: new Date(due).toISOString(),
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    };
  }
  return actions;
}
