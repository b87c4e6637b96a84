import { describe, expect, it } from 'vitest';
import type { CalendarDaySummary, CalendarMission, CalendarTruck } from '@plateau/contracts';
import { dayjs } from '../../../lib/dates.ts';
import { dayConflicts, missionConflicts } from './conflicts.ts';

const trucks = [{ id: 7, name: 'Plateau 1' }] as CalendarTruck[];
const mission = (id: number, start: string, conflicted: boolean) =>
  ({
    id,
    folderOrderNo: `OT${id}`,
    city: 'Lyon',
    assistanceProviderLabel: null,
    truckId: 7,
    start: dayjs(start).toISOString(),
    end: dayjs(start).add(1, 'hour').toISOString(),
    conflicts: conflicted ? ['OVERLAP'] : [],
  }) as unknown as CalendarMission;

describe('the « N conflits » list', () => {
  it('names each conflicting mission of the day, by start, with its truck, hours and why', () => {
    const items = missionConflicts(
      [
        mission(2, '2030-06-13 10:30', true),
        mission(1, '2030-06-13 10:00', true),
        mission(3, '2030-06-13 12:00', false),
      ],
      trucks,
    );
    expect(items.map((item) => item.target)).toEqual([
      { kind: 'mission', missionId: 1 },
      { kind: 'mission', missionId: 2 },
    ]);
    expect(items[0]!.detail).toMatch(/^Plateau 1, 10:00–11:00 : /);
  });

  it("names each truck's day with conflicts in the week, and opens that day", () => {
    const days = [
      { truckId: 7, day: '2030-06-14', conflictCount: 2 },
      { truckId: 7, day: '2030-06-13', conflictCount: 0 },
    ] as CalendarDaySummary[];
    expect(dayConflicts(days, trucks)).toEqual([
      {
        key: 'day-7-2030-06-14',
        title: 'Vendredi 14/06/2030 — Plateau 1',
        detail: '2 missions en conflit',
        target: { kind: 'day', day: '2030-06-14' },
      },
    ]);
  });
});
