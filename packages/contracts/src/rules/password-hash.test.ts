import { describe, expect, it } from 'vitest';
import { bcryptCost, isAcceptedPasswordHash, isValidLogin } from './password-hash.ts';

// Hashes of 'secret' made by bcryptjs.
const COST_10 = '$2b$10$' + 'a'.repeat(53);
const body = 'N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy';

describe('isAcceptedPasswordHash', () => {
  it('accepts well-formed bcrypt hashes of cost 10 to 12, in every bcrypt variant', () => {
    expect(isAcceptedPasswordHash(`$2a$10$${body}`)).toBe(true);
    expect(isAcceptedPasswordHash(`$2b$12$${body}`)).toBe(true);
    expect(isAcceptedPasswordHash(`$2y$11$${body}`)).toBe(true);
    expect(isAcceptedPasswordHash(COST_10)).toBe(true);
  });

  it.each([
    [`$2b$04$${body}`, 'cost 4'],
    [`$2b$09$${body}`, 'cost 9'],
    [`$2b$13$${body}`, 'cost 13'],
    [`$2b$31$${body}`, 'cost 31'],
    [`$2b$10$${body.slice(1)}`, 'too short'],
    [`$2b$10$${body}x`, 'too long'],
    [`$2c$10$${body}`, 'unknown variant'],
    ['operateur', 'a plain password'],
    ['', 'empty'],
  ])('refuses %s (%s)', (hash) => {
    expect(isAcceptedPasswordHash(hash)).toBe(false);
  });

  it('reads the cost', () => {
    expect(bcryptCost(`$2b$10$${body}`)).toBe(10);
    expect(bcryptCost('nope')).toBeNull();
  });
});

describe('isValidLogin', () => {
  it('accepts logins people type', () => {
    for (const login of ['operateur', 'j.martin', 'marc_dupont-2', 'claire@axa.fr', 'ab']) {
      expect(isValidLogin(login)).toBe(true);
    }
  });
  it('refuses one character, spaces and other characters', () => {
    for (const login of ['a', 'jean martin', 'élodie', 'a/b', 'x'.repeat(101)]) {
      expect(isValidLogin(login)).toBe(false);
    }
  });
});
