import { modals } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import { liveConnection } from '../lib/websocket.ts';
import { subscribeSession } from '../lib/session.ts';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean }): unknown;
  readonly state: { location: { pathname: string } };
}

/** When the session ends (logout, or a 401 on any call) nothing of the account stays on screen. */
export function watchSession(router: Navigator, queryClient: QueryClient): () => void {
  return subscribeSession((session) => {
    if (session) return;
    liveConnection.close();
    modals.closeAll();
    // Leave the screens first: clearing the cache under them would make them call again, unauthenticated.
    const leaving =
      router.state.location.pathname === '/login' ? undefined : router.navigate('/login', { replace: true });
    void Promise.resolve(leaving).then(() => queryClient.clear());
  });
}
