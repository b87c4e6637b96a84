import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation.ts';

describe('isUniqueViolation', () => {
  it('reads the code on the error or on the driver error Drizzle wraps', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(new Error('x', { cause: new Error('y', { cause: { code: '23505' } }) }))).toBe(
      true,
    );
  });

  it('is false for other errors and for another constraint when one is named', () => {
    expect(isUniqueViolation(new Error('x', { cause: { code: '23503' } }))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
    expect(isUniqueViolation({ code: '23505', constraint: 'users_login_unique' }, 'users_login_unique')).toBe(
      true,
    );
    expect(isUniqueViolation({ code: '23505', constraint: 'other' }, 'users_login_unique')).toBe(false);
  });
});
