import { fleetSyncCount, planFleetSync, type TruckSyncResult } from '@plateau/contracts';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../lib/access-token.ts';
import { UpstreamError } from '../../lib/errors.ts';
import { TruckTerminalError, type TruckTerminal } from '../../adapters/truck-terminal/index.ts';
import { applyFleetSync, lockFleetForSync } from './fleet-sync.repository.ts';

/**
 * 'Synchroniser' on 'Mes véhicules': Webfleet's vehicle list becomes the account's fleet
 * (rules in contracts: planFleetSync). Webfleet is asked before the transaction, so a slow answer
 * holds no lock; if it fails, nothing is written. Trucks are never deleted: missions refer to them.
 */
export async function synchronizeTrucks(
  db: Db,
  terminal: TruckTerminal,
  auth: AuthContext,
): Promise<TruckSyncResult> {
  let vehicles;
  try {
    vehicles = await terminal.listVehicles(auth.accountId);
  } catch (error) {
    if (error instanceof TruckTerminalError) throw new UpstreamError(error.message);
    throw error;
  }
  return db.transaction(async (tx) => {
    const plan = planFleetSync(await lockFleetForSync(tx, auth.accountId), vehicles);
    await applyFleetSync(tx, auth.accountId, plan);
    return {
      count: fleetSyncCount(plan),
      added: plan.added.length,
      updated: plan.updated.length,
      deactivated: plan.deactivated.length,
    };
  });
}
