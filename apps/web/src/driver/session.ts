import { DEFAULT_OAUTH_CLIENT, TokenResponse } from '@plateau/contracts';

/** The driver's tokens, apart from the back-office's: one phone may hold both sessions. */
const KEY = 'plateau.chauffeur.session';

interface Stored {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  /** The driver's login: what the phone keeps of them is kept under it (driver-cache.ts). */
  owner?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
export const onSessionChange = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

function read(): Stored | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Stored) : null;
  } catch {
    return null;
  }
}

function write(value: Stored | null) {
  if (value) localStorage.setItem(KEY, JSON.stringify(value));
  else localStorage.removeItem(KEY);
  listeners.forEach((l) => l());
}

export const isSignedIn = () => read() !== null;
/** The signed-in driver's login; null when signed out (or signed in before logins were kept). */
export const currentOwner = (): string | null => read()?.owner ?? null;
/** Ends the session only: « Déconnexion » goes through signOutDriver (driver-cache.ts). */
export const endSession = () => write(null);

export class RequestRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}
/** No answer at all: offline, or the server out of reach. */
export class NoNetwork extends Error {}

const basic = () => `Basic ${btoa(`${DEFAULT_OAUTH_CLIENT.id}:${DEFAULT_OAUTH_CLIENT.secret}`)}`;

async function tokenCall(form: Record<string, string>): Promise<Stored> {
  let response: Response;
  try {
    response = await fetch('/oauth/token', {
      method: 'POST',
      headers: { Authorization: basic(), 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
  } catch {
    throw new NoNetwork('Pas de réseau');
  }
  const body = (await response.json().catch(() => ({}))) as { error_description?: string };
  if (!response.ok) throw new RequestRefused(response.status, body.error_description ?? 'Connexion refusée');
  const tokens = TokenResponse.parse(body);
  return {
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
    expiresAt: Date.now() + tokens.expires_in * 1000,
  };
}

/** Signed in once the server answers the driver's call: a back-office user is refused (403) here. */
export async function signIn(username: string, password: string): Promise<void> {
  const stored = await tokenCall({ grant_type: 'password', username, password });
  let response: Response;
  try {
    response = await fetch('/api/driver/me', { headers: { Authorization: `Bearer ${stored.accessToken}` } });
  } catch {
    throw new NoNetwork('Pas de réseau');
  }
  const body = (await response.json().catch(() => ({}))) as { error_description?: string; login?: string };
  if (!response.ok) throw new RequestRefused(response.status, body.error_description ?? 'Connexion refusée');
  write({ ...stored, owner: body.login ?? username });
}

let refreshing: Promise<void> | null = null;
async function refresh(): Promise<void> {
  const stored = read();
  if (!stored) throw new RequestRefused(401, 'Session terminée');
  refreshing ??= tokenCall({ grant_type: 'refresh_token', refresh_token: stored.refreshToken })
    // The refreshed tokens are the same driver's.
    .then((fresh) => write({ ...fresh, owner: stored.owner }))
    .catch((error: unknown) => {
      // A refused refresh ends the session; no network keeps it for later.
      if (error instanceof RequestRefused) write(null);
      throw error;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

/**
 * A call of the driver app with the driver's token, refreshed a minute before it expires or after
 * a 401. Throws NoNetwork without an answer, RequestRefused with the server's French reason.
 */
export async function driverFetch(path: string, init: RequestInit = {}): Promise<Response> {
  let stored = read();
  if (!stored) throw new RequestRefused(401, 'Session terminée');
  if (stored.expiresAt - Date.now() < 60_000) {
    await refresh();
    stored = read()!;
  }
  const send = (token: string) => {
    const headers = new Headers(init.headers);
    headers.set('Authorization', `Bearer ${token}`);
    headers.set('Accept', 'application/json');
    return fetch(path, { ...init, headers }).catch(() => {
      throw new NoNetwork('Pas de réseau');
    });
  };
  let response = await send(stored.accessToken);
  if (response.status === 401) {
    await refresh();
    response = await send(read()!.accessToken);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error_description?: string };
    throw new RequestRefused(response.status, body.error_description ?? `Erreur ${response.status}`);
  }
  return response;
}

export async function driverGet<T>(path: string, schema: { parse(input: unknown): T }): Promise<T> {
  const response = await driverFetch(path);
  return schema.parse(await response.json());
}
