import { describe, expect, it } from 'vitest';
import {
  mayReadStatsView,
  percentageTone,
  percentOf,
  statsToggleViews,
  statsViewsOf,
} from './stats-rules.ts';

describe('percentageTone', () => {
  it.each([
    [0, 'danger'],
    [69.9, 'danger'],
    [70, 'warning'],
    [79.99, 'warning'],
    [80, 'success'],
    [100, 'success'],
    ['75,5 %', 'warning'],
    ['85', 'success'],
  ])('%j → %s', (value, tone) => {
    expect(percentageTone(value)).toBe(tone);
  });

  it.each([null, undefined, '', '-', ' - ', 'abc'])('%j is not coloured', (value) => {
    expect(percentageTone(value)).toBeNull();
  });
});

describe('stats views by nature', () => {
  it('gives operators the truck view first, supervisors the operator view first', () => {
    expect(statsViewsOf('DEPANNEUR')).toEqual(['byTruck', 'byAssistanceProvider']);
    expect(statsViewsOf('MISSION')).toEqual(['byTruck', 'byAssistanceProvider']);
    expect(statsViewsOf('SUPERVISOR')).toEqual(['byDepanneur', 'byAssistanceProvider']);
  });

  it('forbids what a nature has no data for', () => {
    expect(mayReadStatsView('ASSISTEUR', 'byTruck')).toBe(false);
    expect(mayReadStatsView('SUPERVISOR', 'byTruck')).toBe(false);
    expect(mayReadStatsView('DEPANNEUR', 'byDepanneur')).toBe(false);
    expect(mayReadStatsView('IOT', 'byAssistanceProvider')).toBe(false);
    expect(mayReadStatsView('ASSISTEUR', 'byDepanneur')).toBe(true);
  });

  it('shows an assisteur no toggle: the by-provider view only', () => {
    expect(statsToggleViews('ASSISTEUR')).toEqual(['byAssistanceProvider']);
    expect(statsToggleViews('IOT')).toEqual([]);
  });
});

describe('percentOf', () => {
  it('rounds to one decimal and has no share of nothing', () => {
    expect(percentOf(2, 3)).toBe(66.7);
    expect(percentOf(1, 8)).toBe(12.5);
    expect(percentOf(3, 3)).toBe(100);
    expect(percentOf(0, 0)).toBeNull();
  });
});
