import type { TokenResponse } from '@plateau/contracts';

/** What sign-in stores (spec 1 §4): the expiry is kept in minutes, with the time it was stored. */
export interface Session {
  accessToken: string | null;
  refreshToken: string;
  expiresInMinutes: number;
  storedAt: number;
}

const STORAGE_KEY = 'plateau.session';
/** How a session ended: signed out (by the user, or a 401), or revoked by the server, which the sign-in page says. */
export type SessionEnd = 'signed-out' | 'revoked';
type Listener = (session: Session | null, end?: SessionEnd) => void;
/** What the sign-in page is told (router state): why the session ended, when the server ended it. */
export interface SignInState {
  notice?: string;
}
const listeners = new Set<Listener>();
let cachedRaw: string | null = null;
let cachedSession: Session | null = null;

export function sessionFromToken(
  token: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'>,
  now = Date.now(),
): Session {
  return {
    accessToken: token.access_token,
    refreshToken: token.refresh_token,
    expiresInMinutes: token.expires_in / 60,
    storedAt: now,
  };
}

/** Opening "on behalf" of an account passes the token pair in the address bar. */
export function sessionFromSearchParams(params: URLSearchParams, now = Date.now()): Session | null {
  const accessToken = params.get('token');
  const refreshToken = params.get('refreshToken');
  const expiresIn = Number(params.get('expiresIn'));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresIn) || expiresIn <= 0) return null;
  return sessionFromToken(
    { access_token: accessToken, refresh_token: refreshToken, expires_in: expiresIn },
    now,
  );
}

export const SESSION_SEARCH_PARAMS = ['token', 'refreshToken', 'expiresIn'] as const;

function parse(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (typeof value.refreshToken !== 'string' || typeof value.expiresInMinutes !== 'number') return null;
    if (typeof value.storedAt !== 'number') return null;
    return {
      accessToken: typeof value.accessToken === 'string' ? value.accessToken : null,
      refreshToken: value.refreshToken,
      expiresInMinutes: value.expiresInMinutes,
      storedAt: value.storedAt,
    };
  } catch {
    return null;
  }
}

/**
 * A session opened on behalf of another account lives in this tab only (sessionStorage), so the
 * supervisor's own tabs keep their account; a signed-in session is shared by the tabs (localStorage).
 */
const tabStorage = (): Storage | null => (typeof sessionStorage === 'undefined' ? null : sessionStorage);
const storageOfSession = (): Storage =>
  tabStorage()?.getItem(STORAGE_KEY) != null ? tabStorage()! : localStorage;

/** Read from storage on every call, so a refresh made by another tab is seen at once. */
export function getSession(): Session | null {
  const raw = storageOfSession().getItem(STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedSession = parse(raw);
  }
  return cachedSession;
}

export const getAccessToken = () => getSession()?.accessToken ?? null;

let pendingRefresh: Promise<void> | null = null;

/** The refresh under way in this tab, if any: a request waits for it rather than leave without a token. */
export const refreshUnderWay = () => pendingRefresh;
export function trackRefresh(refresh: Promise<void>): Promise<void> {
  pendingRefresh = refresh.finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

/** `tabOnly` for a session opened on behalf; a refresh writes where the current session lives. */
export function saveSession(session: Session, options: { tabOnly?: boolean } = {}): void {
  const storage = options.tabOnly ? (tabStorage() ?? localStorage) : storageOfSession();
  storage.setItem(STORAGE_KEY, JSON.stringify(session));
  notify();
}

/** Signing in afresh in a tab ends the on-behalf session it may hold. */
export function saveSignedInSession(session: Session): void {
  tabStorage()?.removeItem(STORAGE_KEY);
  saveSession(session);
}

/** Logout or a 401 ends every session of this browser: a tab never falls back to another account's data. */
export function clearSession(end: SessionEnd = 'signed-out'): void {
  const stores = [tabStorage(), localStorage].filter((s): s is Storage => s?.getItem(STORAGE_KEY) != null);
  if (stores.length === 0) return;
  stores.forEach((storage) => storage.removeItem(STORAGE_KEY));
  notify(end);
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function notify(end?: SessionEnd) {
  const session = getSession();
  listeners.forEach((listener) => listener(session, end));
}
