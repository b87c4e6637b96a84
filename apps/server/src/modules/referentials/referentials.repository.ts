import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accounts, accountSupervisions, folders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';

type Entry = { ref: string; label: string };

/**
 * The ACCOUNT list depends on who asks: an assisteur sees the operators that work its
 * folders, a supervisor the accounts it manages, anyone else its own account.
 */
export async function accountEntries(db: Db, auth: AuthContext): Promise<Entry[]> {
  const columns = { id: accounts.id, name: accounts.name };
  let rows: Array<{ id: number; name: string }>;
  if (auth.nature === 'ASSISTEUR' && auth.assistanceProvider) {
    rows = await db
      .selectDistinct(columns)
      .from(accounts)
      .innerJoin(folders, eq(folders.accountId, accounts.id))
      .where(eq(folders.assistanceProvider, auth.assistanceProvider))
      .orderBy(asc(accounts.name));
  } else if (auth.nature === 'SUPERVISOR') {
    rows = await db
      .select(columns)
      .from(accountSupervisions)
      .innerJoin(accounts, eq(accounts.id, accountSupervisions.accountId))
      .where(eq(accountSupervisions.supervisorAccountId, auth.accountId))
      .orderBy(asc(accounts.name));
  } else {
    rows = await db.select(columns).from(accounts).where(eq(accounts.id, auth.accountId));
  }
  return rows.map((r) => ({ ref: String(r.id), label: r.name }));
}
