import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { AccountListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, accountSupervisions, refreshTokens, users, vatRates } from '../../db/schema/index.ts';
import type { AccountRow } from '../account/account.repository.ts';

export type { AccountColumns, AccountInsert } from '../../db/schema/accounts.ts';
import type { AccountColumns, AccountInsert } from '../../db/schema/accounts.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the accounts a supervisor manages, by name. */
export async function listManagedAccounts(
  db: DbOrTx,
  supervisorAccountId: number,
  q: AccountListQuery,
): Promise<{ rows: AccountRow[]; total: number }> {
  const filters: SQL[] = [eq(accountSupervisions.supervisorAccountId, supervisorAccountId)];
  if (q.businessNature) filters.push(eq(accounts.businessNature, q.businessNature));
  if (q.active !== undefined) filters.push(eq(accounts.active, q.active));
  if (q.text) filters.push(ilike(accounts.name, `%${escapeLike(q.text)}%`));
  const where = and(...filters);
  const direction = q.order === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select({ account: accounts })
      .from(accountSupervisions)
      .innerJoin(accounts, eq(accounts.id, accountSupervisions.accountId))
      .where(where)
      .orderBy(direction(accounts.name), direction(accounts.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ total: count() })
      .from(accountSupervisions)
      .innerJoin(accounts, eq(accounts.id, accountSupervisions.accountId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.account), total: counted?.total ?? 0 };
}

export async function insertManagedAccount(
  tx: DbOrTx,
  supervisorAccountId: number,
  values: AccountInsert,
): Promise<AccountRow> {
  const [row] = await tx.insert(accounts).values(values).returning();
  await tx.insert(accountSupervisions).values({ supervisorAccountId, accountId: row!.id });
  return row!;
}

/** Reads the account and holds it until the transaction ends: two saves never interleave. */
export async function lockAccount(tx: DbOrTx, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  return row;
}

export async function updateAccount(
  tx: DbOrTx,
  accountId: number,
  columns: AccountColumns,
): Promise<AccountRow> {
  const [row] = await tx.update(accounts).set(columns).where(eq(accounts.id, accountId)).returning();
  return row!;
}

/** Every live refresh token acting as the account, or held by one of its users. */
export async function revokeAccountRefreshTokens(tx: DbOrTx, accountId: number): Promise<void> {
  const ownUsers = tx.select({ id: users.id }).from(users).where(eq(users.accountId, accountId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        isNull(refreshTokens.revokedAt),
        or(eq(refreshTokens.accountId, accountId), inArray(refreshTokens.userId, ownUsers)),
      ),
    );
}

/** The account's VAT codes, for the default-VAT select of its settings. */
export async function listVatOptions(db: DbOrTx, accountId: number): Promise<{ id: number; nom: string }[]> {
  return db
    .select({ id: vatRates.id, nom: vatRates.nom })
    .from(vatRates)
    .where(eq(vatRates.accountId, accountId))
    .orderBy(asc(vatRates.id));
}
