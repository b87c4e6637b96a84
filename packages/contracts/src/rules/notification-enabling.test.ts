import { describe, expect, it } from 'vitest';
import { enabledAtAfter, factInstantOf, happenedSinceEnabled } from './notification-enabling.ts';

const at = (hhmm: string) => new Date(`2026-05-04T${hhmm}:00.000Z`);

describe('enabledAtAfter', () => {
  it('stamps the instant a switch goes on, keeps it while on, forgets it when off', () => {
    expect(enabledAtAfter(false, true, null, at('10:00'))).toEqual(at('10:00'));
    expect(enabledAtAfter(true, true, at('09:00'), at('10:00'))).toEqual(at('09:00'));
    expect(enabledAtAfter(true, false, at('09:00'), at('10:00'))).toBeNull();
    expect(enabledAtAfter(false, false, null, at('10:00'))).toBeNull();
    // On without a stamp (a row older than the stamps): from now.
    expect(enabledAtAfter(true, true, null, at('10:00'))).toEqual(at('10:00'));
  });
});

describe('happenedSinceEnabled', () => {
  it.each([
    [at('09:50'), at('10:00'), false],
    [at('10:00'), at('10:00'), true],
    [at('10:05').toISOString(), at('10:00'), true],
    [null, at('10:00'), false],
    [at('10:05'), null, false],
  ])('%s after %s: %s', (fact, enabled, expected) => {
    expect(happenedSinceEnabled(fact, enabled)).toBe(expected);
  });
});

describe('factInstantOf', () => {
  const facts = {
    creationDateTime: at('09:00'),
    sentDateTime: null,
    startedStepAt: at('09:30').toISOString(),
    lateFrom: at('09:45'),
  };
  it('dates each SMS kind by the fact it reports', () => {
    expect(factInstantOf('CREATION', facts)).toEqual(at('09:00'));
    expect(factInstantOf('START', facts)).toBe(at('09:30').toISOString());
    expect(factInstantOf('APPROACHING', { ...facts, sentDateTime: at('09:20') })).toEqual(at('09:20'));
    expect(factInstantOf('LATE', facts)).toEqual(at('09:45'));
  });
});
