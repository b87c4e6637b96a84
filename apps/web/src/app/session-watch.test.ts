import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { memoryStorage } from '../lib/testing/memory-storage.ts';

beforeAll(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  // Mantine's modals.closeAll() dispatches a window event.
  vi.stubGlobal('window', new EventTarget());
});

async function endSessionOn(pathname: string, end?: 'revoked') {
  const { watchSession } = await import('./session-watch.ts');
  const { clearSession, saveSession } = await import('../lib/session.ts');
  saveSession({ accessToken: 'a', refreshToken: 'r', expiresInMinutes: 30, storedAt: Date.now() });
  const navigate = vi.fn();
  const clear = vi.fn();
  const stop = watchSession({ navigate, state: { location: { pathname } } }, {
    clear,
  } as unknown as QueryClient);
  clearSession(end);
  stop();
  await Promise.resolve();
  return { navigate, clear };
}

describe('when the session ends', () => {
  it('leaves a back-office screen for the sign-in, and forgets what it showed', async () => {
    const { navigate, clear } = await endSessionOn('/folders');
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
    await vi.waitFor(() => expect(clear).toHaveBeenCalled());
  });

  it('tells the sign-in page that the server revoked the session', async () => {
    const { navigate } = await endSessionOn('/folders', 'revoked');
    expect(navigate).toHaveBeenCalledWith('/login', {
      replace: true,
      state: { notice: 'Votre session a été révoquée, reconnectez-vous.' },
    });
  });

  it('leaves the customer’s public tracking page where it is (it never had a session)', async () => {
    const { navigate, clear } = await endSessionOn('/suivi/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde');
    expect(navigate).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(clear).toHaveBeenCalled());
  });
});
