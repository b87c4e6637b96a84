import type { DbOrTx } from '../../db/client.ts';
import { findAccount, type AccountRow } from './account.repository.ts';

/**
 * Nearly every screen reads the current account; on the embedded database each query costs
 * about a millisecond of the single WASM thread. The row is kept for a short while per
 * database; a writer of the accounts table calls `forgetAccount` so this instance never
 * serves its own stale write, and other instances see it after at most TTL_MS.
 */
const TTL_MS = 2000;
const caches = new WeakMap<object, Map<number, { row: AccountRow | undefined; at: number }>>();

function cacheOf(db: DbOrTx) {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  return cache;
}

export async function cachedAccount(db: DbOrTx, accountId: number): Promise<AccountRow | undefined> {
  const cache = cacheOf(db);
  const hit = cache.get(accountId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.row;
  const row = await findAccount(db, accountId);
  cache.set(accountId, { row, at: Date.now() });
  return row;
}

export function forgetAccount(db: DbOrTx, accountId: number): void {
  cacheOf(db).delete(accountId);
}
