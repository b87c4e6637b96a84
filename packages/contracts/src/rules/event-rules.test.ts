import { describe, expect, it } from 'vitest';
import { eventMatchesRule, type EventForMatching, type RuleForMatching } from './event-rules.ts';

const rule = (over: Partial<RuleForMatching>): RuleForMatching => ({
  type: 'ON_SPEED',
  severity: 3,
  speed: 100,
  code: null,
  containTextOnReportEvent: null,
  outOfRangeOnly: false,
  ...over,
});
const event = (over: Partial<EventForMatching>): EventForMatching => ({
  kind: 'SPEED',
  speed: null,
  severity: null,
  code: null,
  text: null,
  outOfRange: false,
  ...over,
});

describe('event rule matching', () => {
  it('fires on a speed above the rule, not at or below it', () => {
    expect(eventMatchesRule(event({ speed: 121 }), rule({ speed: 120 }))).toBe(true);
    expect(eventMatchesRule(event({ speed: 120 }), rule({ speed: 120 }))).toBe(false);
    expect(eventMatchesRule(event({ speed: 90 }), rule({ speed: 120 }))).toBe(false);
  });
  it('matches the kind of the rule only', () => {
    expect(eventMatchesRule(event({ kind: 'BREAKING', severity: 5 }), rule({ type: 'ON_SPEED' }))).toBe(
      false,
    );
    expect(eventMatchesRule(event({ kind: 'BREAKING', severity: 5 }), rule({ type: 'ON_BREAKING' }))).toBe(
      true,
    );
  });
  it.each(['ON_BREAKING', 'ON_ACCELERATION', 'ON_STEERING'] as const)('%s needs the severity', (type) => {
    const kind = (
      { ON_BREAKING: 'BREAKING', ON_ACCELERATION: 'ACCELERATION', ON_STEERING: 'STEERING' } as const
    )[type];
    expect(eventMatchesRule(event({ kind, severity: 3 }), rule({ type, severity: 3 }))).toBe(true);
    expect(eventMatchesRule(event({ kind, severity: 2 }), rule({ type, severity: 3 }))).toBe(false);
  });
  it('matches a code exactly, or any code without one', () => {
    expect(
      eventMatchesRule(event({ kind: 'CODE', code: 'E12' }), rule({ type: 'ON_CODE', code: 'E12' })),
    ).toBe(true);
    expect(
      eventMatchesRule(event({ kind: 'CODE', code: 'E13' }), rule({ type: 'ON_CODE', code: 'E12' })),
    ).toBe(false);
    expect(
      eventMatchesRule(event({ kind: 'CODE', code: 'E13' }), rule({ type: 'ON_CODE', code: null })),
    ).toBe(true);
  });
  it('finds the text in a driver report, accents and case aside', () => {
    const r = rule({ type: 'ON_REPORT_EVENT', containTextOnReportEvent: 'accident' });
    expect(eventMatchesRule(event({ kind: 'REPORT', text: 'Un ACCIDENT grave' }), r)).toBe(true);
    expect(eventMatchesRule(event({ kind: 'REPORT', text: 'RAS' }), r)).toBe(false);
    const accents = rule({ type: 'ON_REPORT_EVENT', containTextOnReportEvent: 'Blessé' });
    expect(eventMatchesRule(event({ kind: 'REPORT', text: 'un blesse léger' }), accents)).toBe(true);
  });
  it('fires out of range only when asked', () => {
    const r = rule({ outOfRangeOnly: true });
    expect(eventMatchesRule(event({ speed: 150 }), r)).toBe(false);
    expect(eventMatchesRule(event({ speed: 150, outOfRange: true }), r)).toBe(true);
  });
  it('never fires the customer notification types', () => {
    expect(eventMatchesRule(event({ speed: 150 }), rule({ type: 'ON_START' }))).toBe(false);
  });
});
