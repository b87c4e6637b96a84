import { describe, expect, it } from 'vitest';
import { missionReportFilename, statsTableFilename } from './stats.ts';

describe('export file names', () => {
  it('say what the file holds and its period, in Paris days', () => {
    // 22:30 UTC on 31 May is already 1 June in Paris.
    const query = { startDate: '2026-05-31T22:30:00.000Z', endDate: '2026-06-07T21:59:59.000Z' };
    expect(statsTableFilename(query)).toBe('tableau-de-bord_2026-06-01_2026-06-07.csv');
    expect(missionReportFilename(query)).toBe('rapport-missions_2026-06-01_2026-06-07.csv');
  });
});
