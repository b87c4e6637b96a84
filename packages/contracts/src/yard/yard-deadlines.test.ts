import { describe, expect, it } from 'vitest';
import { abandonmentDay, yardAlertToSend, yardDeadlineState } from './yard-deadlines.ts';

describe('abandonmentDay', () => {
  it('counts 10 days for a vehicle of low value, 15 otherwise, then one working day', () => {
    expect(abandonmentDay('2026-12-07', true)).toBe('2026-12-18');
    expect(abandonmentDay('2026-12-02', false)).toBe('2026-12-18');
  });

  it('skips the weekend after the delay', () => {
    expect(abandonmentDay('2026-12-01', true)).toBe('2026-12-14');
  });

  it('skips public holidays: Christmas, then Easter Monday', () => {
    expect(abandonmentDay('2026-12-10', false)).toBe('2026-12-28');
    expect(abandonmentDay('2026-03-26', true)).toBe('2026-04-07');
  });
});

describe('yardDeadlineState', () => {
  it('says when the alerts fire: the day before and on the day', () => {
    expect(yardDeadlineState(null, '2026-12-17')).toBe('NONE');
    expect(yardDeadlineState('2026-12-18', '2026-12-10')).toBe('RUNNING');
    expect(yardDeadlineState('2026-12-18', '2026-12-17')).toBe('DAY_BEFORE');
    expect(yardDeadlineState('2026-12-18', '2026-12-18')).toBe('DUE');
    expect(yardDeadlineState('2026-12-18', '2026-12-19')).toBe('OVERDUE');
  });
});

describe('yardAlertToSend', () => {
  it('sends the day-before alert then the due alert, each once', () => {
    expect(yardAlertToSend('2026-12-18', '2026-12-16', null)).toBeNull();
    expect(yardAlertToSend('2026-12-18', '2026-12-17', null)).toBe('DAY_BEFORE');
    expect(yardAlertToSend('2026-12-18', '2026-12-17', 'DAY_BEFORE')).toBeNull();
    expect(yardAlertToSend('2026-12-18', '2026-12-18', 'DAY_BEFORE')).toBe('DUE');
    expect(yardAlertToSend('2026-12-18', '2026-12-18', 'DUE')).toBeNull();
  });

  it('still sends the due alert after a missed day, and none without a notice', () => {
    expect(yardAlertToSend('2026-12-18', '2026-12-21', null)).toBe('DUE');
    expect(yardAlertToSend(null, '2026-12-21', null)).toBeNull();
  });

  it('skips Alsace-Moselle’s Good Friday when the account is there', () => {
    expect(abandonmentDay('2026-03-23', true)).toBe('2026-04-03');
    expect(abandonmentDay('2026-03-23', true, 'ALSACE_MOSELLE')).toBe('2026-04-07');
  });
});
