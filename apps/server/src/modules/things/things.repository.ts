import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { UNASSIGNED_ACCOUNT_FILTER, type ThingListQuery } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accounts, things } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { managedAccountIds, visibleThings } from './thing-scope.ts';

export type ThingRow = typeof things.$inferSelect & { accountName: string | null };

const columns = { thing: things, accountName: accounts.name };
const flatten = (row: { thing: typeof things.$inferSelect; accountName: string | null }): ThingRow => ({
  ...row.thing,
  accountName: row.accountName,
});

/** LIKE's wildcards typed by the user are searched as they are. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listThings(
  db: DbOrTx,
  auth: AuthContext,
  query: ThingListQuery,
): Promise<{ rows: ThingRow[]; total: number }> {
  const conditions: SQL[] = [visibleThings(auth)];
  if (query.accountId === UNASSIGNED_ACCOUNT_FILTER) conditions.push(isNull(things.accountId));
  else if (query.accountId !== undefined) conditions.push(eq(things.accountId, query.accountId));
  if (query.text) {
    const pattern = likeEscaped(query.text);
    conditions.push(or(ilike(things.name, pattern), ilike(things.abeewayId, pattern))!);
  }
  const where = and(...conditions);
  const order = query.order === 'desc' ? desc : asc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(things)
      .leftJoin(accounts, eq(accounts.id, things.accountId))
      .where(where)
      .orderBy(order(things.name), order(things.id))
      .offset((query.page - 1) * query.limit)
      .limit(query.limit),
    db.select({ total: count() }).from(things).where(where),
  ]);
  return { rows: rows.map(flatten), total: counted?.total ?? 0 };
}

/** The thing, only when the request may see it. */
export async function findThing(db: DbOrTx, auth: AuthContext, id: number): Promise<ThingRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(things)
    .leftJoin(accounts, eq(accounts.id, things.accountId))
    .where(and(visibleThings(auth), eq(things.id, id)));
  return row && flatten(row);
}

export async function updateThing(
  db: DbOrTx,
  auth: AuthContext,
  id: number,
  values: { name?: string; accountId?: number | null },
): Promise<boolean> {
  const rows = await db
    .update(things)
    .set(values)
    .where(and(visibleThings(auth), eq(things.id, id)))
    .returning({ id: things.id });
  return rows.length > 0;
}

export async function deleteThing(db: DbOrTx, auth: AuthContext, id: number): Promise<boolean> {
  const rows = await db
    .delete(things)
    .where(and(visibleThings(auth), eq(things.id, id)))
    .returning({ id: things.id });
  return rows.length > 0;
}

/** The accounts a supervisor may give a thing to, by name. */
export function listManagedAccounts(db: DbOrTx, supervisorAccountId: number) {
  return db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(inArray(accounts.id, managedAccountIds(supervisorAccountId)))
    .orderBy(asc(accounts.name), asc(accounts.id));
}
