import { eq, inArray, sql, type SQL } from 'drizzle-orm';
import { BusinessNature } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { accountSupervisions, folders } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';

/**
 * The folders a caller may read, as a condition on `folders`:
 *  - an operator (MISSION, DEPANNEUR…) its own account's;
 *  - an assistance company (ASSISTEUR) those it ordered, whatever operator works them;
 *  - a supervisor those of the accounts it manages (it acts on them by opening the account).
 * Writes never use this: only the owning operator account writes (see ownFolder).
 */
export async function folderReadScope(db: DbOrTx, auth: AuthContext): Promise<SQL> {
  if (auth.nature === BusinessNature.ASSISTEUR) {
    return auth.assistanceProvider ? eq(folders.assistanceProvider, auth.assistanceProvider) : sql`false`;
  }
  if (auth.nature === BusinessNature.SUPERVISOR) {
    const managed = await db
      .select({ accountId: accountSupervisions.accountId })
      .from(accountSupervisions)
      .where(eq(accountSupervisions.supervisorAccountId, auth.accountId));
    return managed.length > 0
      ? inArray(
          folders.accountId,
          managed.map((m) => m.accountId),
        )
      : sql`false`;
  }
  return eq(folders.accountId, auth.accountId);
}

/** The only folders a caller may change: its own account's. */
export const ownFolder = (auth: AuthContext): SQL => eq(folders.accountId, auth.accountId);
