import { describe, expect, it } from 'vitest';
import { drivingMission } from './driver-app.ts';

const at = (minute: number) => ({ dateTime: new Date(Date.UTC(2026, 4, 4, 8, minute)).toISOString() });
const mission = (id: number, steps: Record<string, { dateTime: string }>, onTheRoad = true) => ({
  id,
  onTheRoad,
  steps,
});

describe('drivingMission', () => {
  it('is the running mission with the latest step, not the first one acknowledged', () => {
    const heldForLater = mission(1, { received: at(5) });
    const driven = mission(2, { received: at(1), accepted: at(2), started: at(10) });
    expect(drivingMission([heldForLater, driven])?.id).toBe(2);
    expect(drivingMission([driven, heldForLater])?.id).toBe(2);
  });

  it('is the mission set off on, even when one held for later has a later step', () => {
    const heldForLater = mission(1, { received: at(30), accepted: at(31) });
    const driven = mission(2, { received: at(1), accepted: at(2), started: at(10) });
    expect(drivingMission([heldForLater, driven])?.id).toBe(2);
    expect(drivingMission([driven, heldForLater])?.id).toBe(2);
    const later = mission(3, { received: at(20), started: at(40) });
    expect(drivingMission([driven, later, heldForLater])?.id).toBe(3);
  });

  it('leaves out missions not acknowledged, finished or off the road', () => {
    expect(drivingMission([mission(1, {}), mission(2, { received: at(1), finished: at(9) })])).toBeNull();
    expect(drivingMission([mission(3, { received: at(1) }, false)])).toBeNull();
    expect(drivingMission([mission(4, { received: at(1) })])?.id).toBe(4);
  });
});
