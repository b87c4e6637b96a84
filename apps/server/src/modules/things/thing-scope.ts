import { eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AuthContext } from '../../lib/access-token.ts';
import { accountSupervisions, things } from '../../db/schema/index.ts';

/** The accounts a supervisor manages, as a subquery. */
export const managedAccountIds = (supervisorAccountId: number) =>
  sql`(select ${accountSupervisions.accountId} from ${accountSupervisions} where ${accountSupervisions.supervisorAccountId} = ${supervisorAccountId})`;

/**
 * The things a request may see (spec 1 §6): a supervisor those of the accounts it manages, its
 * own and the unassigned ones; any other account only its own. Every thing query starts here.
 */
export function visibleThings(auth: AuthContext): SQL {
  if (auth.nature !== 'SUPERVISOR') return eq(things.accountId, auth.accountId);
  return or(
    isNull(things.accountId),
    eq(things.accountId, auth.accountId),
    inArray(things.accountId, managedAccountIds(auth.accountId)),
  )!;
}
