import { describe, expect, it } from 'vitest';
import { emptyOf } from './empty-section.ts';
import { InterventionDepannage, type Folder } from '@plateau/contracts';
import { reportAddressOf, suggestedReport, withMissionReport } from './report-draft.ts';
import { testFolder, testMission } from './test-folder.ts';

const towing = (overrides: Partial<Folder> = {}) =>
  testFolder({
    folderState: 'ACCEPTED',
    creationDateTime: '2026-03-01T05:00:00.000Z',
    interventionDepannage: { ...emptyOf(InterventionDepannage), nature: 'REMORQUAGE' },
    missionIntervention: testMission({
      creationDateTime: '2026-03-01T05:00:00.000Z',
      missionDateTime: '2026-03-01T09:00:00.000Z',
    }),
    ...overrides,
  });

const inputs = {
  averageArrivalMinutes: 30,
  averageOnPlaceMinutes: 20,
  headQuarter: {
    line1: '4 rue des Dépanneurs',
    zipCode: '69007',
    city: 'Lyon',
    latitude: 45.7,
    longitude: 4.8,
  },
  now: new Date('2026-03-01T12:00:00.000Z'),
};

describe('suggestedReport', () => {
  it('never suggests a time before the folder was created (issue 20: 10:57 for a folder of 12:19)', () => {
    const folder = towing({
      creationDateTime: '2026-03-01T08:19:00.000Z',
      missionIntervention: testMission({
        creationDateTime: '2026-03-01T08:19:00.000Z',
        missionDateTime: '2026-03-01T09:00:00.000Z',
      }),
    });
    const intervention = suggestedReport(folder, inputs)!.interventionReport!;
    expect(intervention.startedPlace?.date).toBe('2026-03-01T08:19:00.000Z');
    expect(intervention.arrivedAtDestinationPlace?.date).toBe('2026-03-01T08:19:00.000Z');
    expect(intervention.finishPlace?.date).toBe('2026-03-01T08:39:00.000Z');
  });

  it('never suggests a time before the truck received the mission', () => {
    const folder = towing({
      missionIntervention: testMission({
        creationDateTime: '2026-03-01T05:00:00.000Z',
        missionDateTime: '2026-03-01T09:00:00.000Z',
        steps: { received: { dateTime: '2026-03-01T07:40:00.000Z', latitude: null, longitude: null } },
      }),
    });
    const intervention = suggestedReport(folder, inputs)!.interventionReport!;
    expect(intervention.startedPlace?.date).toBe('2026-03-01T07:40:00.000Z');
    expect(intervention.arrivedAtDestinationPlace?.date).toBe('2026-03-01T07:40:00.000Z');
  });

  it('fills the card’s empty dates by the §4 formulas and the start place from the head-quarter', () => {
    const report = suggestedReport(towing(), inputs)!;
    const intervention = report.interventionReport!;
    // Start: 09:00 − 30 − 90 min; arrival: 09:00 − 30 − 60 min; then arrival + 20 min on place.
    expect(intervention.startedPlace).toMatchObject({
      date: '2026-03-01T07:00:00.000Z',
      line1: '4 rue des Dépanneurs',
      city: 'Lyon',
    });
    expect(intervention.arrivedAtDestinationPlace?.date).toBe('2026-03-01T07:30:00.000Z');
    expect(intervention.departedFromDestinationPlace?.date).toBe('2026-03-01T07:50:00.000Z');
    expect(intervention.finishPlace?.date).toBe('2026-03-01T07:50:00.000Z');
    expect(report.relivraisonReport).toBeNull();
  });

  it('takes the steps the driver recorded, and keeps what the operator entered', () => {
    const folder = towing({
      missionIntervention: testMission({
        missionDateTime: '2026-03-01T09:00:00.000Z',
        steps: { arrivedAtDestination: { dateTime: '2026-03-01T08:10:00.000Z', latitude: 45, longitude: 4 } },
      }),
    });
    const typed = {
      ...folder,
      reportDepannage: withMissionReport(folder, 'interventionReport', {
        startedPlace: {
          date: '2026-03-01T07:45:00.000Z',
          line1: 'Parking',
          line2: null,
          line3: null,
          zipCode: null,
          city: 'Bron',
          country: null,
          latitude: null,
          longitude: null,
        },
      }),
    };
    const intervention = suggestedReport(typed, inputs)!.interventionReport!;
    expect(intervention.startedPlace).toMatchObject({ date: '2026-03-01T07:45:00.000Z', city: 'Bron' });
    expect(intervention.arrivedAtDestinationPlace?.date).toBe('2026-03-01T08:10:00.000Z');
    expect(intervention.departedFromDestinationPlace?.date).toBe('2026-03-01T08:30:00.000Z');
  });

  it('answers null once every date of the card is there (nothing to add)', () => {
    const once = towing();
    const filled = { ...once, reportDepannage: suggestedReport(once, inputs) };
    expect(suggestedReport(filled, inputs)).toBeNull();
  });
});

describe('reportAddressOf', () => {
  it('keeps a geocoded address, and text that matched none as the first line', () => {
    expect(
      reportAddressOf({ line1: '1 rue A', city: 'Lyon', descriptionLieu: null, gpsValide: true }),
    ).toEqual({
      line1: '1 rue A',
      line2: null,
      line3: null,
      zipCode: null,
      city: 'Lyon',
      country: null,
      latitude: null,
      longitude: null,
    });
    expect(reportAddressOf({ descriptionLieu: ' Aire de Sevrey ' }).line1).toBe('Aire de Sevrey');
  });
});
