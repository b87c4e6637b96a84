import { and, asc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { DRIVER_NEEDS_AGENT_MESSAGE, type DriverLinks } from '@plateau/contracts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { agents, trucks, users } from '../../db/schema/index.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { Invalid, NotFound } from '../../lib/errors.ts';
import { resolveTargetAccount } from '../account/target-account.ts';
import { getDriverPresence } from '../driver-app/driver-app.service.ts';
import { listAgents } from '../fleet/fleet.repository.ts';

/**
 * What the users screen of an account — the caller's own, or one its supervisor manages (else 404) — links a
 * CHAUFFEUR to: that account's agents and trucks, and its drivers' presence.
 */
export async function getDriverLinks(db: Db, auth: AuthContext, accountId: number): Promise<DriverLinks> {
  const target = await resolveTargetAccount(db, auth, accountId);
  const [agentRows, truckRows, drivers] = await Promise.all([
    listAgents(db, target),
    db
      .select({ id: trucks.id, name: trucks.name })
      .from(trucks)
      .where(eq(trucks.accountId, target))
      .orderBy(asc(trucks.name), asc(trucks.id)),
    getDriverPresence(db, target),
  ]);
  return { agents: agentRows, trucks: truckRows, drivers };
}

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
