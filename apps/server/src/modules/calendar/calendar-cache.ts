import type { EventBus } from '../../events/bus.ts';

/** How long an entry may serve at most, whatever the events: what publishes none (account averages). */
export const CALENDAR_CACHE_TTL_MS = 30_000;
/** Entries kept at most (a busy week's missions are about 300 KB). */
export const CALENDAR_CACHE_ENTRIES = 20;

interface Entry<T> {
  accountId: number;
  generation: string;
  storedAt: number;
  value: T;
}

export interface CalendarCache {
  /** The value of `key` for the account, loaded by `load` unless a valid one is kept. */
  get<T>(accountId: number, key: string, load: () => Promise<T>): Promise<T>;
  /** The account changed: its entries go, and a read already begun is not kept. */
  forgetAccount(accountId: number): void;
  close(): void;
}

/**
 * The week view's missions of an account and period, kept between requests. Every event of the
 * account but a truck's position (folders and missions: created, updated, deleted, planned, steps)
 * starts a new generation and entries of an older one are not served; the events come through
 * PostgreSQL NOTIFY after their transaction commits, to every instance. A read that began before
 * an event is not stored (its generation changed meanwhile); nothing is kept or served while the
 * bus is not listening, and all is dropped when its connection is lost or back (events could have
 * been missed); an entry serves 30 s at most. The instance that answers a write drops its
 * account's entries at once (app.ts), before the NOTIFY comes back.
 */
export function createCalendarCache(bus: EventBus, now: () => number = Date.now): CalendarCache {
  const generations = new Map<number, number>();
  const entries = new Map<string, Entry<unknown>>();
  // Bumped when the listening connection is lost or back: events may have been missed meanwhile.
  let epoch = 0;
  const generationOf = (accountId: number) => `${epoch}|${generations.get(accountId) ?? 0}`;
  const forgetAccount = (accountId: number) => {
    generations.set(accountId, (generations.get(accountId) ?? 0) + 1);
    for (const [key, entry] of entries) if (entry.accountId === accountId) entries.delete(key);
  };
  const unsubscribe = bus.subscribe(({ accountId, event }) => {
    if (event.eventType !== 'TRUCK_POSITION') forgetAccount(accountId);
  });
  const unsubscribeConnection = bus.subscribeSessions((change) => {
    if (!('everything' in change)) return;
    epoch += 1;
    entries.clear();
  });
  return {
    async get<T>(accountId: number, key: string, load: () => Promise<T>): Promise<T> {
      if (!bus.listening) return load();
      const cacheKey = `${accountId}|${key}`;
      const generation = generationOf(accountId);
      const entry = entries.get(cacheKey) as Entry<T> | undefined;
      if (entry && entry.generation === generation && now() - entry.storedAt < CALENDAR_CACHE_TTL_MS) {
        // Most recently used last: the oldest is dropped first.
        entries.delete(cacheKey);
        entries.set(cacheKey, entry);
        return entry.value;
      }
      const value = await load();
      if (bus.listening && generationOf(accountId) === generation) {
        entries.delete(cacheKey);
        entries.set(cacheKey, { accountId, generation, storedAt: now(), value });
        while (entries.size > CALENDAR_CACHE_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      return value;
    },
    forgetAccount,
    close: () => {
      unsubscribe();
      unsubscribeConnection();
    },
  };
}
