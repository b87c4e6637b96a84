import { modals } from '@mantine/modals';
import type { QueryClient } from '@tanstack/react-query';
import { SESSION_REVOKED_MESSAGE } from '@plateau/contracts';
import { liveConnection } from '../lib/websocket.ts';
import { subscribeSession, type SignInState } from '../lib/session.ts';

interface Navigator {
  navigate(to: string, options?: { replace?: boolean; state?: SignInState }): unknown;
  readonly state: { location: { pathname: string } };
}

/** When the session ends (logout, or a 401 on any call) nothing of the account stays on screen. */
export function watchSession(router: Navigator, queryClient: QueryClient): () => void {
  return subscribeSession((session, end) => {
    if (session) return;
    liveConnection.close();
    modals.closeAll();
    // Leave the screens first: clearing the cache under them would make them call again, unauthenticated.
    // The sign-in page, and the customer's public tracking and payment pages (no session there), stay.
    const { pathname } = router.state.location;
    const stays =
      pathname === '/login' || pathname.startsWith('/suivi/') || pathname.startsWith('/paiement/');
    const state: SignInState | undefined =
      end === 'revoked' ? { notice: SESSION_REVOKED_MESSAGE } : undefined;
    const leaving = stays ? undefined : router.navigate('/login', { replace: true, state });
    void Promise.resolve(leaving).then(() => queryClient.clear());
  });
}
