import { describe, expect, it } from 'vitest';
import { MissionStateCode } from '../referentials/codes.ts';
import { MAP_MISSION_STATES, mapMissionKind } from './vehicle-map.ts';

describe('mapMissionKind', () => {
  it('draws started, resumed and modified missions green, unassigned and unsent blue, others not', () => {
    const kinds = Object.fromEntries(MissionStateCode.map((state) => [state, mapMissionKind(state)]));
    expect(
      Object.entries(kinds)
        .filter(([, kind]) => kind === 'pending')
        .map(([s]) => s),
    ).toEqual(['MISSION_STARTED', 'MISSION_RESUMED', 'MISSION_MODIFIED']);
    expect(
      Object.entries(kinds)
        .filter(([, kind]) => kind === 'unassigned')
        .map(([s]) => s)
        .sort(),
    ).toEqual(['MISSION_NOT_YET_SEND', 'MISSION_UNAFFECTED']);
    expect(mapMissionKind('MISSION_FINISH')).toBeNull();
  });

  it('asks the server for exactly the states it draws', () => {
    expect([...MAP_MISSION_STATES].sort()).toEqual(
      MissionStateCode.filter((state) => mapMissionKind(state) !== null).sort(),
    );
  });
});
