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
  return key;
}
