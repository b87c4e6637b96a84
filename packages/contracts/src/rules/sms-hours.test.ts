import { describe, expect, it } from 'vitest';
import { isValidSmsHours, parseSmsHours, smsAllowedAt, SMS_HOURS_MESSAGE } from './sms-hours.ts';

describe('parseSmsHours', () => {
  it('reads the example of the spec into minutes', () => {
    expect(parseSmsHours('08h00-12h00;14h00-20h00')).toEqual([
      { start: 480, end: 720 },
      { start: 840, end: 1200 },
    ]);
  });

  it('reads one range, spaces around parts, and 24h00 as the end of the day', () => {
    expect(parseSmsHours(' 07h30-24h00 ')).toEqual([{ start: 450, end: 1440 }]);
    expect(parseSmsHours('08h00-12h00 ; 13h00-14h00')).toHaveLength(2);
  });

  it('reads an empty value as no hour at all', () => {
    expect(parseSmsHours('')).toEqual([]);
    expect(parseSmsHours('   ')).toEqual([]);
  });

  it.each([
    ['8h00-12h00', 'one-digit hour'],
    ['08:00-12:00', 'colons'],
    ['08h00-12h00;', 'trailing separator'],
    ['08h00-12h00,14h00-20h00', 'comma separator'],
    ['12h00-08h00', 'end before start'],
    ['08h00-08h00', 'empty range'],
    ['08h60-09h00', 'minute 60'],
    ['25h00-26h00', 'hour 25'],
    ['24h00-24h30', 'start at 24h00'],
    ['08h00-12h00;11h00-13h00', 'overlap'],
    ['14h00-20h00;08h00-12h00', 'out of order'],
    ['tous les jours', 'free text'],
  ])('refuses %s (%s)', (value) => {
    expect(parseSmsHours(value)).toBeNull();
    expect(isValidSmsHours(value)).toBe(false);
  });

  it('has the French message of the form', () => {
    expect(SMS_HOURS_MESSAGE).toBe('Format attendu : 08h00-12h00;14h00-20h00');
  });
});

describe('smsAllowedAt', () => {
  const ranges = parseSmsHours('08h00-12h00;14h00-20h00')!;
  it('allows inside a range, start included and end excluded', () => {
    expect(smsAllowedAt(ranges, 480)).toBe(true);
    expect(smsAllowedAt(ranges, 719)).toBe(true);
    expect(smsAllowedAt(ranges, 720)).toBe(false);
    expect(smsAllowedAt(ranges, 13 * 60)).toBe(false);
    expect(smsAllowedAt(ranges, 1199)).toBe(true);
    expect(smsAllowedAt([], 600)).toBe(false);
  });
});
