import { describe, expect, it } from 'vitest';
import { sessionFromSearchParams, sessionFromToken } from './session.ts';

const NOW = Date.UTC(2025, 0, 6, 8, 0);

describe('session from a token answer', () => {
  it('keeps the expiry in minutes with the time it was stored', () => {
    expect(sessionFromToken({ access_token: 'a', refresh_token: 'r', expires_in: 1800 }, NOW)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresInMinutes: 30,
      storedAt: NOW,
    });
  });
});

describe('session opened on behalf of an account', () => {
  it('reads token, refreshToken and expiresIn (seconds)', () => {
    const params = new URLSearchParams({ token: 'a', refreshToken: 'r', expiresIn: '900' });
    expect(sessionFromSearchParams(params, NOW)).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
      expiresInMinutes: 15,
      storedAt: NOW,
    });
  });

  it.each([
    ['no parameters', ''],
    ['no refresh token', 'token=a&expiresIn=900'],
    ['an expiry that is not a number', 'token=a&refreshToken=r&expiresIn=soon'],
    ['a zero expiry', 'token=a&refreshToken=r&expiresIn=0'],
  ])('ignores an address with %s', (_case, search) => {
    expect(sessionFromSearchParams(new URLSearchParams(search), NOW)).toBeNull();
  });
});
