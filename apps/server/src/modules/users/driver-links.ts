import { and, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DRIVER_NEEDS_AGENT_MESSAGE } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { agents, trucks, users } from '../../db/schema/index.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';

/**
 * After a users patch (issue 21): a CHAUFFEUR is linked to an agent of the account (and maybe a
 * truck of it); other roles hold no link. Checked on the rows as written, inside the transaction.
 */
export async function checkDriverLinks(tx: DbOrTx, accountId: number): Promise<void> {
  await tx
    .update(users)
    .set({ agentId: null, truckId: null })
    .where(
      and(
        eq(users.accountId, accountId),
        ne(users.role, 'CHAUFFEUR'),
        or(isNotNull(users.agentId), isNotNull(users.truckId)),
      ),
    );
  const [withoutAgent] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.role, 'CHAUFFEUR'), sql`${users.agentId} is null`));
  if (withoutAgent) throw new Invalid(DRIVER_NEEDS_AGENT_MESSAGE);
  const [foreignAgent] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(agents, eq(agents.id, users.agentId))
    .where(and(eq(users.accountId, accountId), ne(agents.accountId, accountId)));
  if (foreignAgent) throw new NotFound("Cet intervenant n'existe pas");
  const [foreignTruck] = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(trucks, eq(trucks.id, users.truckId))
    .where(and(eq(users.accountId, accountId), ne(trucks.accountId, accountId)));
  if (foreignTruck) throw new NotFound("Ce véhicule n'existe pas");
}
