import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, normalizePhone } from './phone-email.ts';

describe('phone numbers, France by default', () => {
  it.each(['06 12 34 56 78', '0612345678', '+33 6 12 34 56 78', '01 44 55 66 77', '+32 470 12 34 56'])(
    'accepts %s',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['12', '06 12 34', 'abcdef', '', '00 00 00 00 00'])('refuses %s', (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );
  it('normalises to E.164', () => expect(normalizePhone('06 12 34 56 78')).toBe('+33612345678'));
});

describe('e-mail addresses', () => {
  it.each(['a@b.fr', 'julien.martin@depannage-martin.fr'])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['a@b', 'a b@c.fr', '@c.fr', 'julien'])('refuses %s', (e) => expect(isValidEmail(e)).toBe(false));
});

describe('isValidPhone remembered answers', () => {
  it('answers the same the second time, for valid and invalid numbers, past its bound', () => {
    for (let round = 0; round < 2; round++) {
      expect(isValidPhone('06 12 34 56 78')).toBe(true);
      expect(isValidPhone('06 12')).toBe(false);
    }
    // More numbers than it keeps: it empties itself and still answers right.
    for (let i = 0; i < 2100; i++) isValidPhone(`01 23 45 ${String(i).padStart(4, '0')}`);
    expect(isValidPhone('06 12 34 56 78')).toBe(true);
    expect(isValidPhone('06 12')).toBe(false);
  });
});
