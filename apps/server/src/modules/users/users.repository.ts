import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { refreshTokens, users } from '../../db/schema/index.ts';
import type { UserRow } from '../account/account.repository.ts';

export async function listAccountUsers(db: DbOrTx, accountId: number): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.accountId, accountId)).orderBy(asc(users.login));
}

/** The users of the account among `ids`, held until the transaction ends. */
export async function lockAccountUsers(tx: DbOrTx, accountId: number, ids: number[]): Promise<UserRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, ids)))
    .for('update');
}

export async function loginOwner(db: DbOrTx, login: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return row?.id;
}

/** The user holding the login, with their account. */
export async function loginHolder(db: DbOrTx, login: string) {
  const [row] = await db
    .select({ id: users.id, accountId: users.accountId })
    .from(users)
    .where(eq(users.login, login));
  return row;
}

export async function countAdmins(tx: DbOrTx, accountId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'ADMIN')));
  return row?.n ?? 0;
}

/** Their refresh tokens are revoked and a new session epoch refuses the access tokens already issued. */
export async function endUserSessions(tx: DbOrTx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .update(users)
    .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
    .where(inArray(users.id, userIds));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(inArray(refreshTokens.userId, userIds), isNull(refreshTokens.revokedAt)));
}
