import { describe, expect, it } from 'vitest';
import { MissionStepCode, type MissionSteps } from '@plateau/contracts';
import { distanceKm, pointAlong, roadPath } from './geo.ts';
import { CATCH_UP_MS, dueActions, POSITION_EVERY_MS, type MissionSnapshot } from './mission-timeline.ts';
import { simulatorRandom } from './random.ts';

const now = new Date('2026-05-04T08:00:00.000Z');
const depot = { latitude: 45.7485, longitude: 4.8467 };
const customer = { latitude: 45.7516, longitude: 4.8489 };
const garage = { latitude: 45.736, longitude: 4.848 };
const mission = (over: Partial<MissionSnapshot> = {}): MissionSnapshot => ({
  id: 1,
  steps: {},
  sentDateTime: now,
  lastPositionAt: null,
  truckAt: depot,
  workPlace: customer,
  destination: garage,
  ...over,
});
const random = simulatorRandom(42);

/** Ticks every minute until `until`, recording what the timeline says as the services would. */
function playAll(start: MissionSnapshot, until: Date) {
  const snapshot = { ...start, steps: { ...start.steps } as MissionSteps };
  const all = [];
  for (let tick = now.getTime(); tick <= until.getTime(); tick += 60_000) {
    for (const action of dueActions(snapshot, new Date(tick), random, 7)) {
      all.push(action);
      if (action.kind === 'position') snapshot.lastPositionAt = action.at;
      else
        snapshot.steps[action.step] = {
          dateTime: action.at.toISOString(),
          latitude: action.point?.latitude ?? null,
          longitude: action.point?.longitude ?? null,
        };
    }
  }
  return all;
}

describe('dueActions', () => {
  it('plays every step in order, and positions every 30 s only while driving', () => {
    const actions = playAll(mission(), new Date(now.getTime() + 6 * 3_600_000));
    const steps = actions.filter((a) => a.kind === 'step');
    expect(steps.map((a) => a.step)).toEqual([...MissionStepCode]);
    const times = actions.map((a) => a.at.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const at = (step: string) => steps.find((a) => a.step === step)!.at.getTime();
    for (const p of actions.filter((a) => a.kind === 'position')) {
      const t = p.at.getTime();
      const driving =
        (t > at('navigationStarted') && t < at('arrivedAtDestination')) ||
        (t > at('departureFromDestination') && t < at('finished'));
      expect(driving).toBe(true);
    }
    expect(steps.at(-1)!.point).toEqual(garage);
  });

  it('is the same from one tick to the next: nothing is due before its time, then it is', () => {
    const first = dueActions(mission(), now, random);
    expect(first).toEqual([]);
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(dueActions(mission(), later, random)).toEqual(dueActions(mission(), later, random));
    expect(dueActions(mission(), later, random)[0]).toMatchObject({ kind: 'step', step: 'received' });
  });

  it('receives at once a mission sent long before the simulator saw it', () => {
    const old = mission({ sentDateTime: new Date(now.getTime() - CATCH_UP_MS - 60_000) });
    expect(dueActions(old, now, random)).toEqual([{ kind: 'step', step: 'received', at: now, point: depot }]);
  });

  it('goes on after the last recorded position, on the 30 s grid', () => {
    const all = playAll(mission(), new Date(now.getTime() + 6 * 3_600_000));
    const positions = all.filter((a) => a.kind === 'position');
    for (let i = 1; i < positions.length; i++) {
      const gap = positions[i]!.at.getTime() - positions[i - 1]!.at.getTime();
      if (gap < 10 * 60_000) expect(gap).toBe(POSITION_EVERY_MS);
    }
  });

  it('catches up on a long absence a few actions at a time, positions first', () => {
    const left = { dateTime: new Date(now.getTime() - 3 * 3_600_000).toISOString(), ...depot };
    const driving = mission({
      steps: { received: left, accepted: left, started: left, navigationStarted: left },
    });
    const actions = dueActions(driving, now, random, 3);
    expect(actions.map((a) => a.kind)).toEqual(['position', 'position', 'position']);
    expect(actions[0]!.at.getTime()).toBe(new Date(left.dateTime).getTime() + POSITION_EVERY_MS);
  });
});

describe('the road', () => {
  it('starts and ends where asked, bends on the way, and is the same for the same draws', () => {
    const draws = () => simulatorRandom(7).derive('road', 1).next;
    const path = roadPath(depot, garage, draws());
    expect(path[0]).toEqual(depot);
    expect(path.at(-1)).toEqual(garage);
    expect(roadPath(depot, garage, draws())).toEqual(path);
    expect(pointAlong(path, 0)).toEqual(depot);
    expect(pointAlong(path, 1)).toEqual(garage);
    const length = path.slice(1).reduce((sum, p, i) => sum + distanceKm(path[i]!, p), 0);
    expect(length).toBeGreaterThan(distanceKm(depot, garage));
  });
});
