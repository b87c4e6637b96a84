import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './session.ts';

export const useSession = (): Session | null => useSyncExternalStore(subscribeSession, getSession);
