import { describe, expect, it } from 'vitest';
import {
  SUMMARY_FOLDERS_LIMIT,
  calendarBlockLabel,
  mostUrgentState,
  parisLocal,
  summarizeCalendarDays,
  type SummaryInput,
} from './calendar-summary.ts';

// Winter time: Paris is UTC+1.
const at = (day: string, time: string) => new Date(`2031-01-${day}T${time}:00.000Z`);
const mission = (over: Partial<SummaryInput> & { start: Date }): SummaryInput => ({
  truckId: 1,
  end: new Date(over.start.getTime() + 3_600_000),
  missionState: 'MISSION_NOT_YET_SEND',
  missionStateLabel: 'Non envoyée',
  label: 'D-1 · Nantes',
  conflicted: false,
  ...over,
});
const monday = at('06', '00:00'); // 01:00 in Paris, Monday 6 January 2031

describe('parisLocal', () => {
  it('read the Paris wall clock in winter and summer time', () => {
    expect(parisLocal(at('06', '23:30'))).toBe('2031-01-07T00:30');
    expect(parisLocal(at('06', '22:59')).slice(0, 10)).toBe('2031-01-06');
    expect(parisLocal(at('06', '23:00')).slice(0, 10)).toBe('2031-01-07');
    expect(parisLocal(new Date('2031-07-01T22:15:00Z'))).toBe('2031-07-02T00:15');
  });

  it('follow the change to summer time on the hour', () => {
    expect(parisLocal(new Date('2031-03-30T00:59:00Z'))).toBe('2031-03-30T01:59');
    expect(parisLocal(new Date('2031-03-30T01:00:00Z'))).toBe('2031-03-30T03:00');
  });
});

describe('mostUrgentState', () => {
  it('puts an aborted mission first, then one to send, running ones, finished ones last', () => {
    expect(mostUrgentState('MISSION_FINISH', 'MISSION_STARTED')).toBe('MISSION_STARTED');
    expect(mostUrgentState('MISSION_STARTED', 'MISSION_NOT_YET_SEND')).toBe('MISSION_NOT_YET_SEND');
    expect(mostUrgentState('MISSION_NOT_YET_SEND', 'MISSION_ABORDED')).toBe('MISSION_ABORDED');
    expect(mostUrgentState('MISSION_MODIFIED', 'MISSION_FINISH')).toBe('MISSION_MODIFIED');
  });
});

describe('summarizeCalendarDays', () => {
  it('gives one summary per truck and Paris day: count, first start, last end, conflicts, most urgent state', () => {
    const days = summarizeCalendarDays(
      [
        mission({ start: at('07', '15:00'), end: at('07', '19:30'), missionState: 'MISSION_FINISH' }),
        mission({ start: at('07', '05:10'), missionState: 'MISSION_STARTED', conflicted: true }),
        mission({ start: at('07', '09:00'), end: at('07', '09:30'), conflicted: true }),
        mission({ start: at('07', '10:00'), truckId: 2, missionState: 'MISSION_FINISH' }),
        // 23:30 UTC is already Wednesday in Paris.
        mission({ start: at('07', '23:30') }),
      ],
      monday,
    );
    expect(days).toEqual([
      {
        truckId: 1,
        day: '2031-01-07',
        count: 3,
        start: at('07', '05:10').toISOString(),
        end: at('07', '19:30').toISOString(),
        conflictCount: 2,
        missionState: 'MISSION_NOT_YET_SEND',
        missionStateLabel: 'Non envoyée',
        folders: ['06:10 D-1 · Nantes', '10:00 D-1 · Nantes', '16:00 D-1 · Nantes'],
      },
      expect.objectContaining({ truckId: 1, day: '2031-01-08', count: 1, folders: ['00:30 D-1 · Nantes'] }),
      expect.objectContaining({ truckId: 2, day: '2031-01-07', count: 1, missionState: 'MISSION_FINISH' }),
    ]);
  });

  it('keeps the latest end even when a longer mission started earlier, and counts a block begun before the period on its first day', () => {
    const days = summarizeCalendarDays(
      [
        mission({ start: at('07', '08:00'), end: at('07', '20:00') }),
        mission({ start: at('07', '09:00'), end: at('07', '10:00') }),
        mission({ start: at('05', '22:00'), end: at('06', '02:00') }),
      ],
      monday,
    );
    expect(days.map((d) => [d.day, d.count, d.end])).toEqual([
      ['2031-01-06', 1, at('06', '02:00').toISOString()],
      ['2031-01-07', 2, at('07', '20:00').toISOString()],
    ]);
  });

  it(`lists at most ${SUMMARY_FOLDERS_LIMIT} folders, the count says how many there are`, () => {
    const many = Array.from({ length: 20 }, (_, i) =>
      mission({ start: new Date(at('07', '06:00').getTime() + i * 600_000), label: `D-${i}` }),
    );
    const [day] = summarizeCalendarDays(many, monday);
    expect(day!.count).toBe(20);
    expect(day!.folders).toHaveLength(SUMMARY_FOLDERS_LIMIT);
    expect(day!.folders[0]).toBe('07:00 D-0');
  });

  it('answers nothing for no mission', () => {
    expect(summarizeCalendarDays([], monday)).toEqual([]);
  });
});

describe('calendarBlockLabel', () => {
  it("shows the assistance company's number before ours, then the town and the company", () => {
    const base = { orderNo: 'D-12', externalNumber: null, city: 'Nantes', assistanceProviderLabel: 'AXA' };
    expect(calendarBlockLabel(base)).toBe('D-12 · Nantes · AXA');
    expect(calendarBlockLabel({ ...base, externalNumber: '5016', city: null })).toBe('5016 · AXA');
  });
});
