import { describe, expect, it } from 'vitest';
import {
  recordedReportTime,
  suggestReportTimes,
  suggestStartPlace,
  withReportSuggestions,
} from './report-times.ts';

const MISSION = '2026-11-23T10:00:00.000Z';
const NOW = new Date('2026-11-23T08:00:00.000Z');
const at = (hhmm: string) => `2026-11-23T${hhmm}:00.000Z`;

describe('suggestReportTimes (spec 2 §4 Report time suggestions)', () => {
  it('with both averages: start = mission − avg − 90, arrival = mission − avg − 60, the rest = arrival + on place', () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 45,
      now: NOW,
    });
    expect(s).toEqual({
      startedPlace: at('08:00'),
      arrivedAtDestinationPlace: at('08:30'),
      departedFromDestinationPlace: at('09:15'),
      arrivedAtDeliveryPlace: at('09:15'),
      finishPlace: at('09:15'),
    });
  });

  it('with no average arrival: start and arrival are the mission date', () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: null,
      averageOnPlaceMinutes: 20,
      now: NOW,
    });
    expect(s.startedPlace).toBe(at('10:00'));
    expect(s.arrivedAtDestinationPlace).toBe(at('10:00'));
    expect(s.departedFromDestinationPlace).toBe(at('10:20'));
    expect(s.finishPlace).toBe(at('10:20'));
  });

  it('an average of 0 is an average', () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 0,
      averageOnPlaceMinutes: 0,
      now: NOW,
    });
    expect(s.startedPlace).toBe(at('08:30'));
    expect(s.arrivedAtDestinationPlace).toBe(at('09:00'));
    expect(s.finishPlace).toBe(at('09:00'));
  });

  it('with no on-place average, departure and finish are the arrival', () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: undefined,
      now: NOW,
    });
    expect(s.departedFromDestinationPlace).toBe(s.arrivedAtDestinationPlace);
    expect(s.finishPlace).toBe(s.arrivedAtDestinationPlace);
  });

  it('with no mission date: no start nor arrival, the rest from now', () => {
    const s = suggestReportTimes({
      missionDateTime: null,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 15,
      now: NOW,
    });
    expect(s.startedPlace).toBeNull();
    expect(s.arrivedAtDestinationPlace).toBeNull();
    expect(s.departedFromDestinationPlace).toBe(at('08:15'));
    expect(s.finishPlace).toBe(at('08:15'));
  });

  it('an unreadable mission date counts as none', () => {
    const s = suggestReportTimes({
      missionDateTime: 'hier',
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 0,
      now: NOW,
    });
    expect(s.startedPlace).toBeNull();
  });

  it('keeps the dates already in the report, and starts the later formulas from them', () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 45,
      now: NOW,
      current: { arrivedAtDestinationPlace: { date: at('09:40') }, finishPlace: null },
    });
    expect(s.startedPlace).toBe(at('08:00'));
    expect(s.arrivedAtDestinationPlace).toBe(at('09:40'));
    expect(s.departedFromDestinationPlace).toBe(at('10:25'));
    expect(s.finishPlace).toBe(at('10:25'));
  });

  it("uses the driver's recorded steps before the formulas", () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 45,
      now: NOW,
      driverSteps: {
        started: at('09:02'),
        arrivedAtDestination: at('09:31'),
        departureFromDestination: at('10:05'),
        finished: at('10:50'),
      },
    });
    expect(s).toEqual({
      startedPlace: at('09:02'),
      arrivedAtDestinationPlace: at('09:31'),
      departedFromDestinationPlace: at('10:05'),
      arrivedAtDeliveryPlace: at('10:16'),
      finishPlace: at('10:50'),
    });
  });

  it("an operator's date wins over the driver's", () => {
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 45,
      now: NOW,
      driverSteps: { started: at('09:02') },
      current: { startedPlace: { date: at('08:55') } },
    });
    expect(s.startedPlace).toBe(at('08:55'));
  });

  it('never suggests an arrival before the start, and the later steps follow', () => {
    // The driver started after the formula's arrival time.
    const s = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: 30,
      averageOnPlaceMinutes: 10,
      now: NOW,
      driverSteps: { started: at('09:00') },
    });
    expect(s.arrivedAtDestinationPlace).toBe(at('09:00'));
    const noAverage = suggestReportTimes({
      missionDateTime: MISSION,
      averageArrivalMinutes: null,
      averageOnPlaceMinutes: 10,
      now: NOW,
      current: { startedPlace: { date: at('10:30') } },
    });
    expect(noAverage.arrivedAtDestinationPlace).toBe(at('10:30'));
    const times = Object.values(s).map((d) => Date.parse(d!));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('suggests dates in order for any average', () => {
    for (const avg of [null, 0, 15, 60, 240]) {
      for (const onPlace of [null, 0, 30]) {
        const s = suggestReportTimes({
          missionDateTime: MISSION,
          averageArrivalMinutes: avg,
          averageOnPlaceMinutes: onPlace,
          now: NOW,
        });
        const ordered = [
          s.startedPlace,
          s.arrivedAtDestinationPlace,
          s.departedFromDestinationPlace,
          s.arrivedAtDeliveryPlace,
          s.finishPlace,
        ].map((d) => Date.parse(d!));
        expect(ordered).toEqual([...ordered].sort((a, b) => a - b));
      }
    }
  });
});

describe('suggestStartPlace', () => {
  it("is the head-quarter's address", () => {
    expect(
      suggestStartPlace({
        line1: '12 rue de la Gare',
        zipCode: '69003',
        city: 'Lyon',
        country: 'France',
        latitude: 45.76,
        longitude: 4.86,
      }),
    ).toEqual({
      line1: '12 rue de la Gare',
      line2: null,
      line3: null,
      zipCode: '69003',
      city: 'Lyon',
      country: 'France',
      latitude: 45.76,
      longitude: 4.86,
    });
  });

  it('is null when the account has no address, or an empty one', () => {
    expect(suggestStartPlace(null)).toBeNull();
    expect(suggestStartPlace(undefined)).toBeNull();
    expect(suggestStartPlace({ line1: '', city: null })).toBeNull();
  });
});

describe('withReportSuggestions', () => {
  const suggestions = suggestReportTimes({
    missionDateTime: MISSION,
    averageArrivalMinutes: 30,
    averageOnPlaceMinutes: 45,
    now: NOW,
  });
  const hq = suggestStartPlace({ line1: '1 quai Perrache', city: 'Lyon', zipCode: '69002' });

  it('fills the empty dates of the layout and the empty start place', () => {
    const out = withReportSuggestions(
      { kmTotal: 12, startedPlace: null, arrivedAtDestinationPlace: null },
      ['startedPlace', 'arrivedAtDestinationPlace', 'finishPlace'],
      suggestions,
      hq,
    );
    expect(out.kmTotal).toBe(12);
    expect(out.startedPlace).toMatchObject({ date: at('08:00'), line1: '1 quai Perrache', city: 'Lyon' });
    expect(out.arrivedAtDestinationPlace).toEqual({ date: at('08:30') });
    expect(out.finishPlace).toEqual({ date: at('09:15') });
    expect('departedFromDestinationPlace' in out).toBe(false);
  });

  it('replaces nothing the operator entered', () => {
    const startedPlace = { date: at('07:00'), line1: '5 rue Neuve', city: 'Villeurbanne' };
    const out = withReportSuggestions({ startedPlace }, ['startedPlace'], suggestions, hq);
    expect(out.startedPlace).toEqual(startedPlace);
  });

  it('fills the start place with no head-quarter address: only its date', () => {
    const out = withReportSuggestions({}, ['startedPlace'], suggestions, null);
    expect(out.startedPlace).toEqual({ date: at('08:00') });
  });
});

describe('recordedReportTime (the report PDF prints the times the Rapport tab shows)', () => {
  const steps = { started: { dateTime: at('09:00') }, finished: { dateTime: at('11:00') } };
  it('takes the date entered, else the step the driver recorded, else none', () => {
    expect(recordedReportTime('finishPlace', at('11:30'), steps)).toBe(at('11:30'));
    expect(recordedReportTime('finishPlace', null, steps)).toBe(at('11:00'));
    expect(recordedReportTime('startedPlace', undefined, steps)).toBe(at('09:00'));
    expect(recordedReportTime('arrivedAtDestinationPlace', null, steps)).toBeNull();
    expect(recordedReportTime('arrivedAtDeliveryPlace', null, steps)).toBeNull();
  });
});
