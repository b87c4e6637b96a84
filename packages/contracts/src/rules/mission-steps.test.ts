import { describe, expect, it } from 'vitest';
import { MissionStepCode, type MissionSteps } from '../folders/mission.ts';
import { MissionState, MissionStateCode } from '../referentials/codes.ts';
import {
  isMissionOnTheRoad,
  latestStep,
  missionStateAfterStep,
  nextStep,
  statisticFromSteps,
  stepRefusal,
} from './mission-steps.ts';

const at = (hhmm: string) => new Date(`2026-05-04T${hhmm}:00.000Z`);
const step = (hhmm: string) => ({ dateTime: at(hhmm).toISOString(), latitude: null, longitude: null });

describe('stepRefusal', () => {
  const steps: MissionSteps = { received: step('08:00'), accepted: step('08:02') };

  it('takes the next step, and a later one (a terminal may miss a step)', () => {
    expect(stepRefusal(steps, 'started', at('08:05'))).toBeNull();
    expect(stepRefusal(steps, 'arrivedAtDestination', at('08:30'))).toBeNull();
    expect(stepRefusal({}, 'received', at('08:00'))).toBeNull();
  });

  it('refuses a step reported twice', () => {
    expect(stepRefusal(steps, 'accepted', at('08:10'))).toBe(
      "L'étape « Mission acceptée par le chauffeur » a déjà été signalée",
    );
  });

  it('refuses a step that comes before the latest one', () => {
    expect(stepRefusal({ started: step('08:05') }, 'accepted', at('08:06'))).toBe(
      "L'étape « Mission acceptée par le chauffeur » ne peut plus être signalée : l'étape « Départ du chauffeur » l'a déjà été",
    );
  });

  it('refuses a date before the latest step, accepts the same minute', () => {
    expect(stepRefusal(steps, 'started', at('08:01'))).toBe(
      "L'étape « Départ du chauffeur » ne peut pas être datée avant l'étape « Mission acceptée par le chauffeur »",
    );
    expect(stepRefusal(steps, 'started', at('08:02'))).toBeNull();
  });
});

describe('latestStep and nextStep', () => {
  it('follow the order of the steps, skipped ones included', () => {
    expect(latestStep({})).toBeNull();
    expect(nextStep({})).toBe('received');
    const skipped: MissionSteps = { received: step('08:00'), started: step('08:03') };
    expect(latestStep(skipped)).toBe('started');
    expect(nextStep(skipped)).toBe('navigationStarted');
    const all = Object.fromEntries(MissionStepCode.map((c) => [c, step('09:00')])) as MissionSteps;
    expect(nextStep(all)).toBeNull();
  });
});

describe('statisticFromSteps', () => {
  it('ticks each reported step and measures the approach and the time on the spot', () => {
    const statistic = statisticFromSteps(
      {
        received: step('08:00'),
        accepted: step('08:01'),
        started: step('08:04'),
        navigationStarted: step('08:05'),
        arrivedAtDestination: step('08:41'),
        departureFromDestination: step('09:08'),
      },
      null,
    );
    expect(statistic).toEqual({
      received: true,
      accepted: true,
      started: true,
      navigationStarted: true,
      arrivedAtDestination: true,
      departureFromDestination: true,
      finished: false,
      pickup: false,
      repareOnPlace: false,
      missionForNothing: false,
      approcheDelay: 37,
      delayOnPlace: 27,
    });
  });

  it('keeps what an earlier source knew until the steps tell better', () => {
    const previous = {
      ...statisticFromSteps({}, null),
      received: true,
      pickup: true,
      approcheDelay: 25,
      delayOnPlace: 12,
    };
    const statistic = statisticFromSteps({ accepted: step('08:00') }, previous);
    expect(statistic).toMatchObject({ received: true, accepted: true, pickup: true, approcheDelay: 25 });
    expect(
      statisticFromSteps({ accepted: step('08:00'), arrivedAtDestination: step('08:20') }, previous)
        .approcheDelay,
    ).toBe(20);
  });
});

describe('mission states', () => {
  it('finishes the mission with the last step only', () => {
    for (const code of MissionStepCode) {
      expect(missionStateAfterStep(MissionState.MISSION_STARTED, code)).toBe(
        code === 'finished' ? MissionState.MISSION_FINISH : MissionState.MISSION_STARTED,
      );
    }
  });

  it('takes reports only while a truck holds the mission', () => {
    const onTheRoad = MissionStateCode.filter(isMissionOnTheRoad);
    expect(onTheRoad).toEqual(['MISSION_STARTED', 'MISSION_RESUMED', 'MISSION_MODIFIED']);
  });
});
