import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, accountSupervisions, users } from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findAccount(db: DbOrTx, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
}

export async function findUserByLogin(db: DbOrTx, login: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.login, login));
  return row;
}

export async function findUser(db: DbOrTx, userId: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** The managed account, only when `supervisorAccountId` supervises it. */
export async function findManagedAccount(
  db: DbOrTx,
  supervisorAccountId: number,
  accountId: number,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: accounts })
    .from(accountSupervisions)
    .innerJoin(accounts, eq(accounts.id, accountSupervisions.accountId))
    .where(
      and(
        eq(accountSupervisions.supervisorAccountId, supervisorAccountId),
        eq(accountSupervisions.accountId, accountId),
      ),
    );
  return row?.account;
}
