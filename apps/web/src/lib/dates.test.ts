import { describe, expect, it } from 'vitest';
import { currentWeek, formatListDate, formatDay } from './dates.ts';

describe('dates in French', () => {
  const date = new Date(2025, 2, 7, 14, 5);

  it('shows list dates as DD/MM/YYYY HH:mm', () => {
    expect(formatListDate(date)).toBe('07/03/2025 14:05');
  });

  it('shows days as DD/MM/YYYY', () => {
    expect(formatDay(date)).toBe('07/03/2025');
  });

  it('shows nothing for a missing or invalid date', () => {
    expect(formatListDate(null)).toBe('');
    expect(formatListDate('pas une date')).toBe('');
  });

  it('starts the week on Monday', () => {
    const sunday = new Date(2025, 2, 9, 12, 0);
    const { start, end } = currentWeek(sunday);
    expect(formatListDate(start)).toBe('03/03/2025 00:00');
    expect(formatListDate(end)).toBe('09/03/2025 23:59');
  });
});
