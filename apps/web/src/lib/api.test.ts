import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, withQuery } from './api.ts';
import { ApiError, NoResponseError } from './api-error.ts';
import { getSession, saveSession, subscribeSession, type SessionEnd } from './session.ts';
import { memoryStorage } from './testing/memory-storage.ts';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const sentHeaders = () => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});
afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends the client credentials when no token is stored', async () => {
    fetchMock.mockResolvedValue(json(200, []));
    await api.get('/api/alarms');
    expect(sentHeaders().get('Authorization')).toBe(`Basic ${btoa('backoffice:backoffice')}`);
  });

  it('sends the stored token as a bearer', async () => {
    saveSession({ accessToken: 'abc', refreshToken: 'r', expiresInMinutes: 30, storedAt: 0 });
    fetchMock.mockResolvedValue(json(200, { ok: true }));
    expect(await api.post('/api/things', { name: 'Balise' }, { idempotencyKey: null })).toEqual({ ok: true });
    expect(sentHeaders().get('Authorization')).toBe('Bearer abc');
    expect(sentHeaders().has('Idempotency-Key')).toBe(false);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe('{"name":"Balise"}');
  });

  it('sends the key of a form submission as Idempotency-Key', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 1 }));
    await api.post('/api/factures', { date: '2026-01-15' }, { idempotencyKey: 'cle-de-soumission' });
    expect(sentHeaders().get('Idempotency-Key')).toBe('cle-de-soumission');
  });

  it('turns an error body into an ApiError with the failing path', async () => {
    fetchMock.mockResolvedValue(json(409, { error: 'Conflit', error_description: 'Le dossier a changé.' }));
    const failure = await api.get('/api/folders/1').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 409,
      error: 'Conflit',
      description: 'Le dossier a changé.',
      path: '/api/folders/1',
    });
  });

  it('ends the session on a 401', async () => {
    saveSession({ accessToken: 'old', refreshToken: 'r', expiresInMinutes: 30, storedAt: 0 });
    fetchMock.mockResolvedValue(
      json(401, { error: 'unauthorized', error_description: 'Authentification requise' }),
    );
    await expect(api.get('/api/account')).rejects.toBeInstanceOf(ApiError);
    expect(getSession()).toBeNull();
  });

  it('ends the session as revoked on a 401 session_revoked, as signed out on another 401', async () => {
    const ends: Array<SessionEnd | undefined> = [];
    const stop = subscribeSession((_session, end) => ends.push(end));
    for (const body of [
      { error: 'session_revoked', error_description: 'Votre session a été révoquée, reconnectez-vous.' },
      { error: 'unauthorized', error_description: 'Jeton invalide ou expiré' },
    ]) {
      saveSession({ accessToken: 'old', refreshToken: 'r', expiresInMinutes: 30, storedAt: 0 });
      fetchMock.mockResolvedValueOnce(json(401, body));
      await expect(api.get('/api/account')).rejects.toMatchObject({ status: 401, error: body.error });
      expect(getSession()).toBeNull();
    }
    stop();
    // Each save notifies with no end; each 401 with how the session ended. No refresh was tried.
    expect(ends).toEqual([undefined, 'revoked', undefined, 'signed-out']);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('reports no response when the server never answers', async () => {
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    await expect(api.get('/api/alarms', { timeoutMs: 10 })).rejects.toBeInstanceOf(NoResponseError);
  });

  it('reports no response when the network fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/alarms')).rejects.toBeInstanceOf(NoResponseError);
  });

  it('checks the answer against its contract', async () => {
    fetchMock.mockResolvedValue(json(200, { count: 'two' }));
    const schema = { parse: (input: unknown) => (input as { count: number }).count.toFixed() };
    await expect(api.get('/api/x', { schema })).rejects.toThrow('Réponse inattendue');
  });
});

describe('query string', () => {
  it('omits empty values and repeats lists', () => {
    expect(
      withQuery('/api/missions', {
        startDate: '2025-01-06',
        text: '',
        page: 1,
        active: null,
        missionState: ['A', 'B'],
      }),
    ).toBe('/api/missions?startDate=2025-01-06&page=1&missionState=A&missionState=B');
  });
});
