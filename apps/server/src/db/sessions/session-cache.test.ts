import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TTL_MS, SessionCache } from './session-cache.ts';
import type { SessionState } from './session-state.ts';

const state = (homeAccountId: number, role: 'ADMIN' | 'OPERATEUR' = 'ADMIN'): SessionState => ({
  role,
  sessionEpoch: 0,
  homeAccountId,
  homeAccountActive: true,
  accountActive: true,
  nature: 'DEPANNEUR',
  assistanceProvider: null,
  reachable: true,
});

/** A cache whose reads are counted and answered by `answer` (user 1 and 2 of account 10; user 3 of 20). */
function countingCache(answer = (userId: number) => Promise.resolve(state(userId === 3 ? 20 : 10))) {
  const reads: string[] = [];
  const cache = new SessionCache((userId, accountId) => {
    reads.push(`${userId}:${accountId}`);
    return answer(userId);
  });
  return { cache, reads };
}

afterEach(() => vi.useRealTimers());

describe('the session cache', () => {
  it('reads a (user, account) once, however many requests ask at the same time', async () => {
    const { cache, reads } = countingCache();
    await Promise.all([cache.get(1, 10), cache.get(1, 10), cache.get(1, 10)]);
    await cache.get(1, 10);
    expect(reads).toEqual(['1:10']);
  });

  it('reads again after SESSION_TTL_MS', async () => {
    vi.useFakeTimers();
    const { cache, reads } = countingCache();
    await cache.get(1, 10);
    vi.advanceTimersByTime(SESSION_TTL_MS - 1);
    await cache.get(1, 10);
    vi.advanceTimersByTime(1);
    await cache.get(1, 10);
    expect(reads).toEqual(['1:10', '1:10']);
  });

  it('forgets a user, or an account with its users and the tokens acting on it, and nothing else', async () => {
    const { cache, reads } = countingCache();
    const all = () => Promise.all([cache.get(1, 10), cache.get(2, 10), cache.get(3, 20), cache.get(3, 10)]);
    await all();
    cache.forget({ userId: 1 });
    await all();
    expect(reads.slice(4)).toEqual(['1:10']);
    // Account 20: user 3's own session, and user 3 acting on behalf of account 10 (home account 20).
    cache.forget({ accountId: 20 });
    await all();
    expect(reads.slice(5)).toEqual(['3:20', '3:10']);
    cache.forget({ accountId: 10 });
    await all();
    expect(reads.slice(7)).toEqual(['1:10', '2:10', '3:10']);
  });

  it('does not keep a read under way when a change comes: it may have read the row before', async () => {
    const pending: Array<(value: SessionState) => void> = [];
    const { cache, reads } = countingCache(
      () => new Promise<SessionState>((resolve) => pending.push(resolve)),
    );
    const stale = cache.get(1, 10);
    // Its home account is not known until the read ends: any account's change forgets it.
    cache.forget({ accountId: 99 });
    const fresh = cache.get(1, 10);
    pending.forEach((resolve, index) => resolve(state(10, index === 0 ? 'ADMIN' : 'OPERATEUR')));
    expect((await stale)?.role).toBe('ADMIN');
    expect((await fresh)?.role).toBe('OPERATEUR');
    expect((await cache.get(1, 10))?.role).toBe('OPERATEUR');
    expect(reads).toEqual(['1:10', '1:10']);
  });

  it('reads at every request while the changes may be missed (the bus reconnecting)', async () => {
    const { cache, reads } = countingCache();
    cache.trusted = false;
    await cache.get(1, 10);
    await cache.get(1, 10);
    cache.trusted = true;
    await cache.get(1, 10);
    await cache.get(1, 10);
    expect(reads).toHaveLength(3);
  });

  it('tells its listeners what it forgot, and stops when they leave', () => {
    const { cache } = countingCache();
    const heard: unknown[] = [];
    const stop = cache.onForget((change) => heard.push(change));
    cache.forget({ userId: 4 });
    stop();
    cache.forget({ userId: 5 });
    expect(heard).toEqual([{ userId: 4 }]);
  });

  it('does not keep a failed read', async () => {
    let fail = true;
    const { cache, reads } = countingCache(() =>
      fail ? Promise.reject(new Error('connexion perdue')) : Promise.resolve(state(10)),
    );
    await expect(cache.get(1, 10)).rejects.toThrow('connexion perdue');
    fail = false;
    await expect(cache.get(1, 10)).resolves.toMatchObject({ homeAccountId: 10 });
    expect(reads).toHaveLength(2);
  });
});
