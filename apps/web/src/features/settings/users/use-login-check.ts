import { LOGIN_CHECK_FAILED_MESSAGE, LOGIN_TAKEN_MESSAGE } from '@plateau/contracts';
import { useEffect, useState } from 'react';
import { checkLogin } from '../api/users.ts';

export type LoginCheckState = 'idle' | 'checking' | 'available' | 'unavailable' | 'error';
export const LOGIN_CHECK_DELAY_MS = 500;

/**
 * Spec 3 §5: the login is checked after a 500 ms pause, only when longer than 1 character; it is
 * unavailable when it exists for a different user id.
 */
export function useLoginCheck(login: string, userId: number | null, initialLogin: string | null) {
  const [state, setState] = useState<LoginCheckState>('idle');
  useEffect(() => {
    const value = login.trim();
    if (value.length <= 1 || value === initialLogin) {
      setState('idle');
      return;
    }
    setState('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkLogin(value, controller.signal).then(
        (result) => setState(result.exists && result.id !== userId ? 'unavailable' : 'available'),
        () => {
          if (!controller.signal.aborted) setState('error');
        },
      );
    }, LOGIN_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [login, userId, initialLogin]);
  const message =
    state === 'unavailable' ? LOGIN_TAKEN_MESSAGE : state === 'error' ? LOGIN_CHECK_FAILED_MESSAGE : null;
  return { state, message };
}
