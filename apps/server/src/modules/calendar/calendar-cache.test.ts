import { describe, expect, it } from 'vitest';
import type { BusListener, EventBus } from '../../events/bus.ts';
import { CALENDAR_CACHE_TTL_MS, createCalendarCache } from './calendar-cache.ts';

function fakeBus() {
  const listeners = new Set<BusListener>();
  const connection = new Set<(change: { everything: true }) => void>();
  const bus = {
    listening: true,
    subscribeSessions(listener: (change: { everything: true }) => void) {
      connection.add(listener);
      return () => connection.delete(listener);
    },
    /** The listening connection is lost (false) or back (true). */
    connected(up: boolean) {
      bus.listening = up;
      for (const listener of connection) listener({ everything: true });
    },
    subscribe(listener: BusListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(accountId: number, eventType: 'FOLDER_UPDATED' | 'TRUCK_POSITION' = 'FOLDER_UPDATED') {
      for (const listener of listeners) listener({ accountId, event: { folderId: 1, eventType } });
    },
  };
  return bus as typeof bus & EventBus;
}

function counter() {
  let loads = 0;
  return {
    load: async () => ++loads,
    get loads() {
      return loads;
    },
  };
}

describe('calendar cache', () => {
  it("serves an account's period until an event of that account, not another's or a position", async () => {
    const bus = fakeBus();
    const cache = createCalendarCache(bus);
    const reads = counter();
    expect(await cache.get(1, 'week', reads.load)).toBe(1);
    expect(await cache.get(1, 'week', reads.load)).toBe(1);
    bus.emit(2);
    bus.emit(1, 'TRUCK_POSITION');
    expect(await cache.get(1, 'week', reads.load)).toBe(1);
    bus.emit(1);
    expect(await cache.get(1, 'week', reads.load)).toBe(2);
    cache.forgetAccount(1);
    expect(await cache.get(1, 'week', reads.load)).toBe(3);
    cache.close();
  });

  it('keeps no read begun before an event, and nothing while the bus is not listening', async () => {
    const bus = fakeBus();
    const cache = createCalendarCache(bus);
    const reads = counter();
    await cache.get(1, 'week', async () => {
      bus.emit(1); // committed while the read was under way
      return reads.load();
    });
    expect(await cache.get(1, 'week', reads.load)).toBe(2);
    bus.connected(false);
    expect(await cache.get(1, 'other', reads.load)).toBe(3);
    expect(await cache.get(1, 'other', reads.load)).toBe(4);
    bus.connected(true);
    // Back: what was kept before the interruption is not trusted either (events may have been missed).
    expect(await cache.get(1, 'week', reads.load)).toBe(5);
    cache.close();
  });

  it('serves an entry 30 seconds at most', async () => {
    const bus = fakeBus();
    let now = 0;
    const cache = createCalendarCache(bus, () => now);
    const reads = counter();
    await cache.get(1, 'week', reads.load);
    now = CALENDAR_CACHE_TTL_MS - 1;
    expect(await cache.get(1, 'week', reads.load)).toBe(1);
    now = CALENDAR_CACHE_TTL_MS;
    expect(await cache.get(1, 'week', reads.load)).toBe(2);
    cache.close();
  });
});
