import { describe, expect, it } from 'vitest';
import { isValidIdempotencyKey } from './idempotency.ts';

describe('an Idempotency-Key', () => {
  it('is accepted as a UUID or any 1 to 200 visible ASCII characters', () => {
    expect(isValidIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isValidIdempotencyKey('a')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(200))).toBe(true);
    expect(isValidIdempotencyKey('form:invoice/42~!')).toBe(true);
  });

  it('is refused empty, too long, with a space, a control or a non-ASCII character', () => {
    expect(isValidIdempotencyKey('')).toBe(false);
    expect(isValidIdempotencyKey('x'.repeat(201))).toBe(false);
    expect(isValidIdempotencyKey('deux mots')).toBe(false);
    expect(isValidIdempotencyKey('tab\tkey')).toBe(false);
    expect(isValidIdempotencyKey('clé')).toBe(false);
  });
});
