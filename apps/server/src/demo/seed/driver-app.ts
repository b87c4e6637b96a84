import bcrypt from 'bcryptjs';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { agents, trucks, users } from '../../db/schema/index.ts';

/**
 * The driver app's demo login (issue 21): `chauffeur` / `chauffeur`, a CHAUFFEUR of the depanneur
 * account, linked to its first agent and truck. Until it signs in at /chauffeur, the simulator keeps
 * driving that agent's missions.
 */
export async function seedDriverApp(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  const [agent] = await tx
    .select()
    .from(agents)
    .where(eq(agents.accountId, accountId))
    .orderBy(asc(agents.id))
    .limit(1);
  const [truck] = await tx
    .select()
    .from(trucks)
    .where(eq(trucks.accountId, accountId))
    .orderBy(asc(trucks.id))
    .limit(1);
  if (!agent) return;
  await tx.insert(users).values({
    accountId,
    login: 'chauffeur',
    name: agent.name,
    email: null,
    role: 'CHAUFFEUR',
    passwordHash: await bcrypt.hash('chauffeur', 10),
    agentId: agent.id,
    truckId: truck?.id ?? null,
  });
}
