import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { NotFound } from '../../lib/errors.ts';
import { findManagedAccount } from './account.repository.ts';

/**
 * The account a settings call acts on: the caller's own, or — for a supervisor — one of the
 * accounts it manages (the /accounts/{id} tabs show the same screens as /settings/*). Any other
 * id is answered as if it did not exist.
 */
export async function resolveTargetAccount(
  db: DbOrTx,
  auth: AuthContext,
  accountId: number | undefined,
): Promise<number> {
  if (accountId === undefined || accountId === auth.accountId) return auth.accountId;
  if (auth.nature === 'SUPERVISOR' && (await findManagedAccount(db, auth.accountId, accountId))) {
    return accountId;
  }
  throw new NotFound("Ce compte n'existe pas");
}
