import { getSession, saveSession, clearSession, trackRefresh, type Session } from './session.ts';
import { ApiError } from './api-error.ts';
import { requestRefreshedToken } from './oauth.ts';
import { sessionFromToken } from './session.ts';

export const SESSION_CHECK_FIRST_DELAY_MS = 1_000;
export const SESSION_CHECK_INTERVAL_MS = 60_000;
export const REFRESH_WHEN_MINUTES_LEFT = 5;

export type SessionCheck = 'signed-out' | 'valid' | 'refresh';

export function minutesLeft(session: Session, now: number): number {
  return session.expiresInMinutes - (now - session.storedAt) / 60_000;
}

/** The timer's decision (spec 1 §4): refresh when fewer than 5 minutes remain, or when a refresh was left unfinished. */
export function checkSession(session: Session | null, now: number): SessionCheck {
  if (!session) return 'signed-out';
  if (session.accessToken === null) return 'refresh';
  return minutesLeft(session, now) < REFRESH_WHEN_MINUTES_LEFT ? 'refresh' : 'valid';
}

let refreshing: Promise<void> | null = null;

export function refreshSessionNow(): Promise<void> {
  return trackRefresh(refresh());
}

async function refresh(): Promise<void> {
  const session = getSession();
  if (!session) return;
  // The spec drops the access token first, so no call leaves with an expiring token: a call made meanwhile
  // waits for the refresh (lib/api.ts) instead of going out without a token and ending the session on its 401.
  saveSession({ ...session, accessToken: null });
  try {
    const token = await requestRefreshedToken(session.refreshToken);
    saveSession(sessionFromToken(token));
  } catch (error) {
    // A refused refresh token ends the session; with no answer at all, the next check tries again.
    if (error instanceof ApiError) clearSession();
  }
}

async function runCheck() {
  if (refreshing || checkSession(getSession(), Date.now()) !== 'refresh') return;
  refreshing = refreshSessionNow().finally(() => {
    refreshing = null;
  });
  await refreshing;
}

/** Starts the periodic check; returns the function that stops it. */
export function startSessionRefresh(): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void runCheck();
    interval = setInterval(() => void runCheck(), SESSION_CHECK_INTERVAL_MS);
  }, SESSION_CHECK_FIRST_DELAY_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
