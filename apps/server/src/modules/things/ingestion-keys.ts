import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BusinessNature } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { accounts, iotIngestionKeys } from '../../db/schema/index.ts';

/** Keys are 32 random bytes: a fast hash is enough (nothing to guess), and it is looked up by equality. */
export const hashIngestionKey = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('hex');

export interface KeyOwner {
  accountId: number;
  nature: BusinessNature;
}

export async function findKeyOwner(db: DbOrTx, key: string): Promise<KeyOwner | undefined> {
  const [row] = await db
    .select({ accountId: accounts.id, nature: accounts.businessNature })
    .from(iotIngestionKeys)
    .innerJoin(accounts, eq(accounts.id, iotIngestionKeys.accountId))
    .where(eq(iotIngestionKeys.keyHash, hashIngestionKey(key)));
  return row && { accountId: row.accountId, nature: row.nature as BusinessNature };
}

/**
 * A network server posts many requests a second with the same key: its owner is kept for a short
 * while per database (the lookup was half of a single-uplink request's queries). Only known keys
 * are kept (an attacker's guesses cannot fill memory), at most MAX_CACHED_KEYS; a renewal on this
 * instance forgets the account's keys at once, other instances within TTL_MS.
 */
const TTL_MS = 5000;
const MAX_CACHED_KEYS = 10_000;
const keyCaches = new WeakMap<object, Map<string, { owner: KeyOwner; at: number }>>();

function keyCacheOf(db: DbOrTx) {
  let cache = keyCaches.get(db);
  if (!cache) keyCaches.set(db, (cache = new Map()));
  return cache;
}

export async function cachedKeyOwner(db: DbOrTx, key: string): Promise<KeyOwner | undefined> {
  const cache = keyCacheOf(db);
  const hash = hashIngestionKey(key);
  const hit = cache.get(hash);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.owner;
  const owner = await findKeyOwner(db, key);
  if (!owner) cache.delete(hash);
  else {
    if (cache.size >= MAX_CACHED_KEYS) cache.clear();
    cache.set(hash, { owner, at: Date.now() });
  }
  return owner;
}

function forgetAccountKeys(db: DbOrTx, accountId: number) {
  const cache = keyCacheOf(db);
  for (const [hash, entry] of cache) if (entry.owner.accountId === accountId) cache.delete(hash);
}

/** Stores the hash of a given key for the account (the demo's keys, tests). */
export async function addIngestionKey(db: DbOrTx, accountId: number, key: string): Promise<void> {
  await db.insert(iotIngestionKeys).values({ accountId, keyHash: hashIngestionKey(key) });
}

/** A new key replaces the account's previous ones; it is shown once and only its hash is kept. */
export async function renewIngestionKey(db: Db, accountId: number): Promise<string> {
  const key = `plk_${randomBytes(32).toString('base64url')}`;
  await db.transaction(async (tx) => {
    await tx.delete(iotIngestionKeys).where(eq(iotIngestionKeys.accountId, accountId));
    await addIngestionKey(tx, accountId, key);
  });
  forgetAccountKeys(db, accountId);
  return key;
}
