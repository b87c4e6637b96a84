import { describe, expect, it } from 'vitest';
import { MissionState } from '../referentials/codes.ts';
import { isTooFarAhead, missionDisplayLabel } from './driver-app.ts';

const done = { dateTime: '2026-11-23T10:00:00.000Z', latitude: null, longitude: null };

describe('missionDisplayLabel (issue 28 §4: the label follows the real state)', () => {
  it('says « Envoyée » for a mission only sent, never « Démarrée »', () => {
    expect(missionDisplayLabel(MissionState.MISSION_STARTED, {})).toBe('Envoyée');
    expect(missionDisplayLabel(MissionState.MISSION_STARTED, null)).toBe('Envoyée');
  });
  it("follows the driver's latest step until the mission ends", () => {
    const at = MissionState.MISSION_STARTED;
    expect(missionDisplayLabel(at, { received: done })).toBe('Reçue');
    expect(missionDisplayLabel(at, { received: done, accepted: done })).toBe('Acceptée');
    expect(missionDisplayLabel(at, { received: done, started: done })).toBe('En route');
    expect(missionDisplayLabel(at, { navigationStarted: done })).toBe('En route');
    expect(missionDisplayLabel(at, { arrivedAtDestination: done })).toBe('Sur place');
    expect(missionDisplayLabel(at, { departureFromDestination: done })).toBe('Repartie des lieux');
    expect(missionDisplayLabel(MissionState.MISSION_MODIFIED, { arrivedAtDestination: done })).toBe(
      'Sur place',
    );
    expect(missionDisplayLabel(MissionState.MISSION_MODIFIED, {})).toBe('Modifiée');
    expect(missionDisplayLabel(MissionState.MISSION_FINISH, { finished: done })).toBe('Terminée');
    expect(missionDisplayLabel(MissionState.MISSION_NOT_YET_SEND, {})).toBe('Non envoyée');
  });
});

describe('isTooFarAhead (steps and positions: 5 minutes of clock drift)', () => {
  const now = new Date('2026-11-23T10:00:00.000Z');
  it('takes a clock a little fast, refuses one further ahead', () => {
    expect(isTooFarAhead(new Date('2026-11-23T10:05:00.000Z'), now)).toBe(false);
    expect(isTooFarAhead(new Date('2026-11-23T10:05:01.000Z'), now)).toBe(true);
    expect(isTooFarAhead(new Date('2099-01-01T00:00:00.000Z'), now)).toBe(true);
  });
});
