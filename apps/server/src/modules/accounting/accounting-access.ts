import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { accounts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Forbidden } from '../../lib/errors.ts';
import { resolveTargetAccount } from '../account/target-account.ts';

/** Customers, invoices and their referentials belong to operator accounts only. */
export const OPERATOR_NATURES = ['MISSION', 'DEPANNEUR'] as const;
const NOT_AN_OPERATOR = "La comptabilité n'est disponible que pour les comptes d'opérateurs";

/** Route guard: an operator's user, or a supervisor who names a managed account (accountId). */
export const requireAccountingCaller = async (request: FastifyRequest, _reply: FastifyReply) => {
  const nature = request.auth.nature;
  if (nature !== 'SUPERVISOR' && !(OPERATOR_NATURES as readonly string[]).includes(nature)) {
    throw new Forbidden(NOT_AN_OPERATOR);
  }
};

/**
 * The account whose referentials a call reads or writes: the caller's own, or a managed one for
 * a supervisor (resolveTargetAccount answers 404 for any other). It must be an operator's.
 */
export async function resolveAccountingAccount(
  db: DbOrTx,
  auth: AuthContext,
  accountId: number | undefined,
): Promise<number> {
  const target = await resolveTargetAccount(db, auth, accountId);
  const nature =
    target === auth.accountId
      ? auth.nature
      : (
          await db.select({ nature: accounts.businessNature }).from(accounts).where(eq(accounts.id, target))
        )[0]?.nature;
  if (!nature || !(OPERATOR_NATURES as readonly string[]).includes(nature))
    throw new Forbidden(NOT_AN_OPERATOR);
  return target;
}
