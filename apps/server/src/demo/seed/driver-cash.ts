import { and, desc, eq, inArray, isNull, or } from 'drizzle-orm';
import { MISSION_STATES_ON_THE_ROAD } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { folders, missions, users } from '../../db/schema/index.ts';
import { operatorPricedValorisation } from './valorisation-template.ts';

/**
 * « Encaisser » in the demo (issue 29 §2): the chauffeur's latest mission on the road for a customer who pays
 * (no assisteur) is priced by the operator, so the driver app offers 138,00 € to collect there. The other
 * states (paid, refused for an assisteur's folder) show on the chauffeur's other missions as they are.
 */
export async function seedDriverCash(tx: DbOrTx, accountIds: Map<string, number>): Promise<void> {
  const accountId = accountIds.get('depanneur')!;
  const [driver] = await tx
    .select({ agentId: users.agentId, truckId: users.truckId })
    .from(users)
    .where(and(eq(users.accountId, accountId), eq(users.login, 'chauffeur')));
  if (!driver?.agentId) return;
  const [mission] = await tx
    .select({ folderId: missions.folderId })
    .from(missions)
    .innerJoin(folders, eq(folders.id, missions.folderId))
    .where(
      and(
        eq(missions.accountId, accountId),
        or(eq(missions.agentId, driver.agentId), eq(missions.truckId, driver.truckId ?? -1)),
        inArray(missions.missionState, [...MISSION_STATES_ON_THE_ROAD]),
        isNull(folders.assistanceProvider),
      ),
    )
    .orderBy(desc(missions.id))
    .limit(1);
  if (!mission) return;
  await tx
    .update(folders)
    .set({ propositionInitiale: 'PRESTATAIRE', valorisation: operatorPricedValorisation() })
    .where(eq(folders.id, mission.folderId));
}
