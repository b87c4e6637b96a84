import { describe, expect, it } from 'vitest';
import {
  identifierMatcher,
  isPositionAtWork,
  maskTerm,
  parsePersonQuery,
  phoneDigits,
  phoneDigitsPattern,
} from './personal-data.ts';

describe('parsePersonQuery', () => {
  it.each([
    ['06 12 34 56 78', { kind: 'PHONE', digits: '612345678' }],
    ['+33612345678', { kind: 'PHONE', digits: '612345678' }],
    ['0033 6.12.34.56.78', { kind: 'PHONE', digits: '612345678' }],
    ['Jean.Dupont@Exemple.fr', { kind: 'EMAIL', email: 'jean.dupont@exemple.fr' }],
    ['Éloïse  DUPONT', { kind: 'TEXT', words: ['eloise', 'dupont'] }],
    ['AB-123-CD', { kind: 'TEXT', words: ['ab-123-cd'] }],
  ])('%s', (input, expected) => expect(parsePersonQuery(input)).toEqual(expected));

  it('refuses what cannot name anyone', () => {
    expect(parsePersonQuery(' a ')).toBeNull();
    expect(parsePersonQuery('')).toBeNull();
  });
});

describe('phones whatever their spelling', () => {
  const pattern = new RegExp(phoneDigitsPattern('612345678'));
  it.each(['06 12 34 56 78', '+33612345678', '+33 6 12 34 56 78', '06.12.34.56.78', '(0)6-12-34-56-78'])(
    'finds %s',
    (text) => expect(pattern.test(text)).toBe(true),
  );
  it('does not find another number', () => expect(pattern.test('06 12 34 56 79')).toBe(false));
  it('reads a phone as its national digits', () => {
    expect(phoneDigits('+33 6 12 34 56 78')).toBe('612345678');
    expect(phoneDigits('12')).toBeNull();
  });
});

describe('identifierMatcher', () => {
  const holds = identifierMatcher({
    names: ['Lefèvre', 'Al'],
    phones: ['612345678'],
    emails: ['a.b@c.fr'],
    plates: ['AB-123-CD'],
  });
  it.each([
    ['Rappeler Mme LEFEVRE', true],
    ['au 06 12 34 56 78', true],
    ['écrire à A.B@c.fr', true],
    ['véhicule ab123cd', true],
    ['Alain est là', false], // a name of 2 letters is too short to look for
    ['Rien à signaler', false],
  ])('%s → %s', (text, expected) => expect(holds(text)).toBe(expected));
});

describe('maskTerm', () => {
  it('keeps two letters at each end only', () => {
    expect(maskTerm('Durandeau')).toBe('Du***au');
    expect(maskTerm('+33612345678')).toBe('+3***78');
    expect(maskTerm('Léa')).toBe('L***');
  });
});

describe('isPositionAtWork', () => {
  it('keeps a position of a mission on the road, or on duty', () => {
    expect(isPositionAtWork({ missionState: 'MISSION_STARTED' })).toBe(true);
    expect(isPositionAtWork({ missionState: 'MISSION_FINISH' })).toBe(false);
    expect(isPositionAtWork({ missionState: 'MISSION_NOT_YET_SEND' })).toBe(false);
    expect(isPositionAtWork({ missionState: 'MISSION_FINISH', onDuty: true })).toBe(true);
  });
});
