import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, trucks } from '../../db/schema/index.ts';
import { Invalid } from '../../lib/errors.ts';

/** A folder may only name the account's own trucks and agents. */
export async function assertFleetOfAccount(
  db: DbOrTx,
  accountId: number,
  refs: { truckId?: number | null; agentId?: number | null },
): Promise<void> {
  if (refs.truckId != null) {
    const [truck] = await db
      .select({ id: trucks.id })
      .from(trucks)
      .where(and(eq(trucks.accountId, accountId), eq(trucks.id, refs.truckId)));
    if (!truck) throw new Invalid("Ce véhicule n'existe pas dans votre flotte");
  }
  if (refs.agentId != null) {
    const [agent] = await db
      .select({ id: agents.id })
      .from(agents)
      .where(and(eq(agents.accountId, accountId), eq(agents.id, refs.agentId)));
    if (!agent) throw new Invalid("Cet intervenant n'existe pas dans votre compte");
  }
}
