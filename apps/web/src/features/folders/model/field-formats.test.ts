import { describe, expect, it } from 'vitest';
import { fuelLabel, parseDisplayedDay } from './field-formats.ts';

describe('the first registration date', () => {
  it('reads the displayed dd-MM-yyyy form and the stored one', () => {
    expect(parseDisplayedDay('21-03-2020')).toBe('2020-03-21');
    expect(parseDisplayedDay('1/2/2019')).toBe('2019-02-01');
    expect(parseDisplayedDay('2020-03-21')).toBe('2020-03-21');
  });

  it('refuses impossible or partial dates', () => {
    expect(parseDisplayedDay('31-02-2020')).toBeNull();
    expect(parseDisplayedDay('21-03')).toBeNull();
    expect(parseDisplayedDay('')).toBeNull();
  });
});

describe('the fuel level', () => {
  it('shows the percentage divided by 100', () => {
    expect(fuelLabel(75)).toBe('0,75');
    expect(fuelLabel(100)).toBe('1');
    expect(fuelLabel(0)).toBe('0');
  });
});
