import type { DbOrTx } from '../client.ts';
import { loadSessionState, type SessionState } from './session-state.ts';

/**
 * What changed, as the triggers of migration 0023 say it through NOTIFY (events/bus.ts):
 * a user, an account (its users, and the on-behalf tokens acting on it), or anything (the
 * bus lost its connection and may have missed changes).
 */
export type SessionChange = { userId: number } | { accountId: number } | { everything: true };

/**
 * A safety net only: every change that matters is forgotten at once, by the writer on its own
 * instance and by the NOTIFY of migration 0023's triggers on the others.
 */
export const SESSION_TTL_MS = 10_000;
/** Past this many entries, a new one first sweeps the expired ones. */
const SWEEP_ABOVE = 10_000;

interface Entry {
  readonly userId: number;
  readonly accountId: number;
  readonly at: number;
  readonly state: Promise<SessionState | undefined>;
  /** Known once the state is read; until then any account change forgets the entry. */
  homeAccountId?: number;
}

function concerns(change: SessionChange, entry: Entry): boolean {
  if ('everything' in change) return true;
  if ('userId' in change) return change.userId === entry.userId;
  return (
    change.accountId === entry.accountId ||
    entry.homeAccountId === undefined ||
    change.accountId === entry.homeAccountId
  );
}

/**
 * The session state of each (user, account) a token names, per server instance, so that checking
 * it costs a Map lookup rather than a query per request. Concurrent requests share one read.
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly listeners = new Set<(change: SessionChange) => void>();
  /** False while changes may be missed (the bus is reconnecting): every request reads the database. */
  trusted = true;

  constructor(
    private readonly load: (userId: number, accountId: number) => Promise<SessionState | undefined>,
  ) {}

  get(userId: number, accountId: number): Promise<SessionState | undefined> {
    if (!this.trusted) return this.load(userId, accountId);
    const key = `${userId}:${accountId}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < SESSION_TTL_MS) return hit.state;
    if (this.entries.size > SWEEP_ABOVE) this.sweep(now);
    const entry: Entry = { userId, accountId, at: now, state: this.load(userId, accountId) };
    this.entries.set(key, entry);
    entry.state.then(
      (state) => (entry.homeAccountId = state?.homeAccountId),
      () => this.entries.get(key) === entry && this.entries.delete(key),
    );
    return entry.state;
  }

  /**
   * Drops what the change concerns, a read still under way included (it may have read the row
   * before the change), then tells the listeners (the open WebSockets check their session again).
   */
  forget(change: SessionChange): void {
    for (const [key, entry] of this.entries) if (concerns(change, entry)) this.entries.delete(key);
    for (const listener of this.listeners) listener(change);
  }

  onForget(listener: (change: SessionChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private sweep(now: number) {
    for (const [key, entry] of this.entries) if (now - entry.at >= SESSION_TTL_MS) this.entries.delete(key);
  }
}

const caches = new WeakMap<object, SessionCache>();

/** The one cache of a database on this instance; writers call `forget` on it after their commit. */
export function sessionCache(db: DbOrTx): SessionCache {
  let cache = caches.get(db);
  if (!cache)
    caches.set(
      db,
      (cache = new SessionCache((userId, accountId) => loadSessionState(db, userId, accountId))),
    );
  return cache;
}
