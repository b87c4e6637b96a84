import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { memoryStorage } from '../lib/testing/memory-storage.ts';

let modules: [typeof import('./session-watch.ts'), typeof import('../lib/session.ts')];

// The modules are imported once the globals they read are stubbed, in the hook: their import (Mantine's
// modals among them) took over 5 s on a loaded 2-core machine, the test's own time limit.
beforeAll(async () => {
  vi.stubGlobal('localStorage', memoryStorage());
  // Mantine's modals.closeAll() dispatches a window event.
  vi.stubGlobal('window', new EventTarget());
  modules = await Promise.all([import('./session-watch.ts'), import('../lib/session.ts')]);
}, 60_000);

async function endSessionOn(pathname: string, end?: 'revoked') {
  const [{ watchSession }, { clearSession, saveSession }] = modules;
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
