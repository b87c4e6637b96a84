import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession, saveSession, type Session } from './session.ts';
import { checkSession, minutesLeft, refreshSessionNow } from './session-refresh.ts';
import { memoryStorage } from './testing/memory-storage.ts';
import { apiRequest } from './api.ts';

const STORED_AT = Date.UTC(2025, 0, 6, 8, 0);
const minutes = (n: number) => n * 60_000;
const session = (overrides: Partial<Session> = {}): Session => ({
  accessToken: 'access',
  refreshToken: 'refresh',
  expiresInMinutes: 30,
  storedAt: STORED_AT,
  ...overrides,
});

describe('session check', () => {
  it('does nothing when signed out', () => {
    expect(checkSession(null, STORED_AT)).toBe('signed-out');
  });

  it('keeps a token with more than 5 minutes left', () => {
    expect(checkSession(session(), STORED_AT + minutes(24))).toBe('valid');
  });

  it('keeps a token with exactly 5 minutes left', () => {
    expect(checkSession(session(), STORED_AT + minutes(25))).toBe('valid');
  });

  it('refreshes when fewer than 5 minutes remain', () => {
    expect(checkSession(session(), STORED_AT + minutes(25) + 1)).toBe('refresh');
  });

  it('refreshes a token that has already expired', () => {
    expect(checkSession(session(), STORED_AT + minutes(90))).toBe('refresh');
  });

  it('refreshes at once a token shorter than 5 minutes', () => {
    expect(checkSession(session({ expiresInMinutes: 4 }), STORED_AT)).toBe('refresh');
  });

  it('retries a refresh that dropped the access token but got no answer', () => {
    expect(checkSession(session({ accessToken: null }), STORED_AT)).toBe('refresh');
  });
});

describe('minutes left', () => {
  it('counts from the time the token was stored', () => {
    expect(minutesLeft(session(), STORED_AT + minutes(10))).toBe(20);
  });
});

describe('refreshing the session', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  beforeEach(() => {
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    saveSession(session());
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a new pair with the refresh token and the client credentials, then stores it', async () => {
    fetchMock.mockResolvedValue(
      json(200, { access_token: 'a2', refresh_token: 'r2', expires_in: 1800, token_type: 'bearer' }),
    );
    await refreshSessionNow();

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/oauth/token');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Basic ${btoa('backoffice:backoffice')}`);
    expect(String(init?.body)).toBe('grant_type=refresh_token&refresh_token=refresh');
    expect(getSession()).toMatchObject({ accessToken: 'a2', refreshToken: 'r2', expiresInMinutes: 30 });
  });

  it('a request made while the refresh is under way waits for it and leaves with the new token', async () => {
    let answerRefresh: (response: Response) => void = () => {};
    fetchMock.mockImplementation((url) =>
      url === '/oauth/token'
        ? new Promise<Response>((resolve) => (answerRefresh = resolve))
        : Promise.resolve(json(200, { ok: true })),
    );
    const refreshed = refreshSessionNow();
    const call = apiRequest('/api/account');
    await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    answerRefresh(
      json(200, { access_token: 'a2', refresh_token: 'r2', expires_in: 1800, token_type: 'bearer' }),
    );
    await refreshed;
    await call;
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(url).toBe('/api/account');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer a2');
  });

  it('ends the session when the refresh token is refused', async () => {
    fetchMock.mockResolvedValue(json(400, { error: 'invalid_grant', error_description: 'Jeton expiré' }));
    await refreshSessionNow();
    expect(getSession()).toBeNull();
  });

  it('keeps the refresh token, without the access token, when the server does not answer', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshSessionNow();
    expect(getSession()).toMatchObject({ accessToken: null, refreshToken: 'refresh' });
  });
});
