import { describe, expect, it } from 'vitest';
import type { MissionSteps } from '../folders/mission.ts';
import {
  estimatesArrival,
  isTrackingLinkExpired,
  isTrackingTokenShape,
  missionEndedAt,
  roundCoordinate,
  showsTruck,
  trackingStage,
  trackingStageLabels,
} from './tracking-link.ts';

const at = (iso: string) => ({ dateTime: iso, latitude: null, longitude: null });
const FINISHED = '2026-11-20T10:00:00.000Z';
const RECORDED = new Date('2026-11-20T12:00:00Z');
const LAST_KNOWN = new Date('2026-11-20T08:00:00Z');
const facts = (overrides: Partial<Parameters<typeof missionEndedAt>[0]> = {}) => ({
  missionState: 'MISSION_STARTED' as const,
  folderState: 'ACCEPTED' as const,
  steps: {} as MissionSteps,
  finalStateRecordedAt: null,
  lastKnownAt: LAST_KNOWN,
  ...overrides,
});

describe('when a mission ended (the tracking link’s clock)', () => {
  it('is the driver’s last step when reported, whatever else is recorded', () => {
    expect(
      missionEndedAt(
        facts({
          missionState: 'MISSION_FINISH',
          steps: { finished: at(FINISHED) },
          finalStateRecordedAt: RECORDED,
        }),
      ),
    ).toEqual(new Date(FINISHED));
  });

  it('is when the workflow recorded a final state, else the latest date known', () => {
    for (const missionState of [
      'MISSION_FINISH',
      'MISSION_AUTO_FINISH',
      'MISSION_ABORDED',
      'MISSION_DELETED',
    ] as const) {
      expect(missionEndedAt(facts({ missionState, finalStateRecordedAt: RECORDED }))).toEqual(RECORDED);
      expect(missionEndedAt(facts({ missionState }))).toEqual(LAST_KNOWN);
    }
    for (const folderState of ['REFUSED', 'CANCELED', 'CLOSED'] as const) {
      expect(missionEndedAt(facts({ folderState, finalStateRecordedAt: RECORDED }))).toEqual(RECORDED);
    }
  });

  it('is none while the mission goes on, even with steps reported', () => {
    for (const missionState of [
      'MISSION_NOT_YET_SEND',
      'MISSION_UNAFFECTED',
      'MISSION_STARTED',
      'MISSION_RESUMED',
      'MISSION_MODIFIED',
    ] as const) {
      expect(
        missionEndedAt(facts({ missionState, steps: { arrivedAtDestination: at(FINISHED) } })),
      ).toBeNull();
    }
  });
});

describe('the tracking link expires', () => {
  const end = new Date(FINISHED);
  const later = (ms: number) => new Date(end.getTime() + ms);
  it('strictly more than 24 hours after the end', () => {
    expect(isTrackingLinkExpired(end, later(0))).toBe(false);
    expect(isTrackingLinkExpired(end, later(24 * 3_600_000))).toBe(false);
    expect(isTrackingLinkExpired(end, later(24 * 3_600_000 + 1))).toBe(true);
    expect(isTrackingLinkExpired(end, later(30 * 24 * 3_600_000))).toBe(true);
  });
  it('never while the mission goes on', () => {
    expect(isTrackingLinkExpired(null, later(365 * 24 * 3_600_000))).toBe(false);
  });
});

describe('a tracking token’s shape', () => {
  it('is 43 base64url characters, nothing else', () => {
    expect(isTrackingTokenShape('A'.repeat(43))).toBe(true);
    expect(isTrackingTokenShape('aZ09_-'.repeat(7) + 'x')).toBe(true);
    for (const bad of [
      '',
      'A'.repeat(42),
      'A'.repeat(44),
      'A'.repeat(42) + '=',
      'A'.repeat(42) + '\u0000',
      'A'.repeat(42) + '/',
      `${'A'.repeat(42)}\n`,
    ])
      expect(isTrackingTokenShape(bad)).toBe(false);
  });
});

describe('the step the customer reads', () => {
  it('follows the driver’s latest step', () => {
    const cases: Array<[MissionSteps, string]> = [
      [{}, 'DISPATCHED'],
      [{ received: at(FINISHED) }, 'DISPATCHED'],
      [{ received: at(FINISHED), accepted: at(FINISHED) }, 'DISPATCHED'],
      [{ accepted: at(FINISHED), started: at(FINISHED) }, 'ON_THE_WAY'],
      [{ navigationStarted: at(FINISHED) }, 'ON_THE_WAY'],
      [{ started: at(FINISHED), arrivedAtDestination: at(FINISHED) }, 'ON_SITE'],
      [{ arrivedAtDestination: at(FINISHED), departureFromDestination: at(FINISHED) }, 'DONE'],
      [{ finished: at(FINISHED) }, 'DONE'],
    ];
    for (const [steps, stage] of cases)
      expect(trackingStage('MISSION_STARTED', 'ACCEPTED', steps)).toBe(stage);
  });

  it('is the request before a truck holds the mission, done or cancelled after it', () => {
    expect(trackingStage('MISSION_NOT_YET_SEND', 'CREATED', {})).toBe('REQUESTED');
    expect(trackingStage('MISSION_UNAFFECTED', 'CREATED', {})).toBe('REQUESTED');
    expect(trackingStage('MISSION_AUTO_FINISH', 'ACCEPTED', {})).toBe('DONE');
    expect(trackingStage('MISSION_FINISH', 'REPORT', {})).toBe('DONE');
    expect(trackingStage('MISSION_STARTED', 'CLOSED', {})).toBe('DONE');
    expect(trackingStage('MISSION_DELETED', 'ACCEPTED', { started: at(FINISHED) })).toBe('CANCELLED');
    expect(trackingStage('MISSION_ABORDED', 'ACCEPTED', {})).toBe('CANCELLED');
    expect(trackingStage('MISSION_NOT_YET_SEND', 'CANCELED', {})).toBe('CANCELLED');
    expect(trackingStage('MISSION_NOT_YET_SEND', 'REFUSED', {})).toBe('CANCELLED');
  });

  it('shows the truck only while it comes or is there, and estimates its arrival only while it comes', () => {
    expect(
      ['REQUESTED', 'DISPATCHED', 'ON_THE_WAY', 'ON_SITE', 'DONE', 'CANCELLED'].filter((s) =>
        showsTruck(s as never),
      ),
    ).toEqual(['DISPATCHED', 'ON_THE_WAY', 'ON_SITE']);
    expect(
      ['REQUESTED', 'DISPATCHED', 'ON_THE_WAY', 'ON_SITE', 'DONE', 'CANCELLED'].filter((s) =>
        estimatesArrival(s as never),
      ),
    ).toEqual(['DISPATCHED', 'ON_THE_WAY']);
  });

  it('reads in French', () => {
    expect(trackingStageLabels.ON_THE_WAY).toBe('Dépanneur en route');
    expect(trackingStageLabels.CANCELLED).toBe('Intervention annulée');
  });
});

describe('rounded coordinates', () => {
  it('keep the asked decimals', () => {
    expect(roundCoordinate(45.764_49, 3)).toBe(45.764);
    expect(roundCoordinate(-1.553_62, 3)).toBe(-1.554);
    expect(roundCoordinate(4.8357, 4)).toBe(4.8357);
  });
});
