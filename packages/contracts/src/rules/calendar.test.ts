import { describe, expect, it } from 'vitest';
import { calendarConflicts, missionSpan, planRefusal, truckStatus } from './calendar.ts';

const at = (time: string) => new Date(`2031-01-07T${time}:00.000Z`);
const step = (time: string) => ({ dateTime: at(time).toISOString(), latitude: null, longitude: null });

describe('missionSpan', () => {
  it('plans from the date for the averages, 30 + 30 minutes without them', () => {
    const planned = { missionDateTime: at('10:00'), steps: {}, arrivalMinutes: 20, onPlaceMinutes: 25 };
    expect(missionSpan(planned)).toEqual({ start: at('10:00'), end: at('10:45'), kind: 'PLANNED' });
    expect(missionSpan({ ...planned, arrivalMinutes: null, onPlaceMinutes: null }).end).toEqual(at('11:00'));
  });

  it("follows the driver's steps, and shows a finished mission's real span", () => {
    const base = { missionDateTime: at('10:00'), arrivalMinutes: 20, onPlaceMinutes: 25 };
    expect(missionSpan({ ...base, steps: { started: step('10:30') } })).toEqual({
      start: at('10:30'),
      end: at('11:15'),
      kind: 'RECORDED',
    });
    expect(
      missionSpan({ ...base, steps: { started: step('10:30'), arrivedAtDestination: step('11:30') } }).end,
    ).toEqual(at('11:55'));
    expect(missionSpan({ ...base, steps: { started: step('10:05'), finished: step('12:40') } })).toEqual({
      start: at('10:05'),
      end: at('12:40'),
      kind: 'REAL',
    });
  });

  it('never lasts more than a day nor less than a minute', () => {
    const base = { missionDateTime: at('10:00'), arrivalMinutes: 0, onPlaceMinutes: 0, steps: {} };
    expect(missionSpan(base).end).toEqual(at('10:01'));
    const long = missionSpan({ ...base, arrivalMinutes: 5000 });
    expect(long.end.getTime() - long.start.getTime()).toBe(86_400_000);
  });
});

describe('planRefusal', () => {
  const folder = (folderState: string, creationOrigine = 'BACKOFFICE') => ({ folderState, creationOrigine });
  it('lets a folder to send or to accept take a truck', () => {
    for (const [state, origin] of [
      ['CREATED', 'BACKOFFICE'],
      ['ACCEPTED', 'BACKOFFICE'],
      ['CREATED', 'NOMAD'],
    ] as const) {
      expect(
        planRefusal({ folder: folder(state, origin), missionState: 'MISSION_NOT_YET_SEND', steps: {} }),
      ).toBeNull();
    }
  });

  it('refuses what the action table refuses, a closed folder and a mission under way', () => {
    expect(planRefusal({ folder: folder('REFUSED'), missionState: 'MISSION_NOT_YET_SEND', steps: {} })).toBe(
      "Action impossible : le dossier est à l'état Refusé",
    );
    expect(
      planRefusal({ folder: folder('ACCEPTED', 'NOMAD'), missionState: 'MISSION_NOT_YET_SEND', steps: {} }),
    ).toBe("Action impossible : le dossier est à l'état Accepté");
    expect(
      planRefusal({ folder: folder('CLOSED'), missionState: 'MISSION_NOT_YET_SEND', steps: {} }),
    ).toContain('clôturé');
    expect(planRefusal({ folder: folder('WAITING'), missionState: 'MISSION_STARTED', steps: {} })).toBeNull();
    expect(
      planRefusal({
        folder: folder('WAITING'),
        missionState: 'MISSION_STARTED',
        steps: { started: step('10:00') },
      }),
    ).toBe('La mission a commencé : elle ne peut plus être déplacée');
    expect(planRefusal({ folder: folder('REPORT'), missionState: 'MISSION_FINISH', steps: {} })).toContain(
      'commencé',
    );
  });
});

describe('calendarConflicts', () => {
  const mission = (id: number, truckId: number, from: string, to: string, over = false) => ({
    id,
    truckId,
    start: at(from),
    end: at(to),
    over,
  });
  it('marks overlaps on one truck only, touching blocks and finished missions aside', () => {
    const conflicts = calendarConflicts(
      [
        mission(1, 1, '08:00', '12:00'),
        mission(2, 1, '09:00', '09:30'),
        mission(3, 1, '11:00', '11:30'),
        mission(4, 1, '12:00', '13:00'),
        mission(5, 2, '08:00', '12:00'),
        mission(6, 1, '12:30', '12:45', true),
      ],
      new Map([
        [1, 'FREE'],
        [2, 'FREE'],
      ]),
      at('00:00'),
    );
    expect(Object.fromEntries(conflicts)).toEqual({ 1: ['OVERLAP'], 2: ['OVERLAP'], 3: ['OVERLAP'] });
  });

  it('marks missions still to come on a truck offline or out of service', () => {
    const conflicts = calendarConflicts(
      [mission(1, 1, '08:00', '09:00'), mission(2, 1, '18:00', '19:00'), mission(3, 2, '18:00', '19:00')],
      new Map([
        [1, 'OFFLINE'],
        [2, 'OUT_OF_SERVICE'],
      ]),
      at('12:00'),
    );
    expect(Object.fromEntries(conflicts)).toEqual({ 2: ['TRUCK_OFFLINE'], 3: ['TRUCK_OUT_OF_SERVICE'] });
  });
});

describe('truckStatus', () => {
  const now = at('12:00');
  it('says out of service, offline after a silent day, on a mission or free', () => {
    expect(truckStatus({ active: false, positionDateTime: now }, true, now)).toBe('OUT_OF_SERVICE');
    expect(truckStatus({ active: true, positionDateTime: null }, false, now)).toBe('OFFLINE');
    expect(
      truckStatus({ active: true, positionDateTime: new Date(now.getTime() - 86_400_001) }, false, now),
    ).toBe('OFFLINE');
    expect(truckStatus({ active: true, positionDateTime: at('11:00') }, true, now)).toBe('ON_MISSION');
    expect(truckStatus({ active: true, positionDateTime: at('11:00') }, false, now)).toBe('FREE');
  });
});
