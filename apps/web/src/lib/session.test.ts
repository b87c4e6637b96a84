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

describe('where a session is kept', () => {
  function memoryStorage(): Storage {
    const data = new Map<string, string>();
    return {
      get length() {
        return data.size;
      },
      clear: () => data.clear(),
      getItem: (key) => data.get(key) ?? null,
      key: (i) => [...data.keys()][i] ?? null,
      removeItem: (key) => void data.delete(key),
      setItem: (key, value) => void data.set(key, value),
    };
  }

  it("keeps a session opened on behalf in the tab only, and the supervisor's in shared storage", async () => {
    Object.assign(globalThis, { localStorage: memoryStorage(), sessionStorage: memoryStorage() });
    const { saveSignedInSession, saveSession, getSession, clearSession } = await import('./session.ts');
    const supervisor = sessionFromToken({ access_token: 'sup', refresh_token: 'r1', expires_in: 1800 }, NOW);
    const client = sessionFromToken({ access_token: 'client', refresh_token: 'r2', expires_in: 1800 }, NOW);
    saveSignedInSession(supervisor);
    saveSession(client, { tabOnly: true });
    expect(getSession()?.accessToken).toBe('client');
    expect(JSON.parse(localStorage.getItem('plateau.session')!).accessToken).toBe('sup');
    // A refresh in the on-behalf tab stays in that tab.
    saveSession({ ...client, accessToken: 'client-2' });
    expect(JSON.parse(localStorage.getItem('plateau.session')!).accessToken).toBe('sup');
    // Logging out of either ends both: no tab falls back silently to another account.
    clearSession();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem('plateau.session')).toBeNull();
  });
});
