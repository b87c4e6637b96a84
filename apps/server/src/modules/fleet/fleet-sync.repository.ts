import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FleetSyncPlan, SyncedTruck } from '@plateau/contracts';
import type { Tx } from '../../db/client.ts';
import { accounts, trucks } from '../../db/schema/index.ts';

/**
 * The account's trucks as a synchronisation compares them, its account row locked first: two
 * synchronisations of one account run one after the other, so neither adds a vehicle twice.
 */
export async function lockFleetForSync(tx: Tx, accountId: number): Promise<SyncedTruck[]> {
  await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  return tx
    .select({
      id: trucks.id,
      name: trucks.name,
      active: trucks.active,
      licensePlate: trucks.licensePlate,
      ttwId: trucks.ttwId,
    })
    .from(trucks)
    .where(eq(trucks.accountId, accountId))
    .orderBy(trucks.id);
}

/** Writes the plan: set-based, one statement per kind of change. */
export async function applyFleetSync(tx: Tx, accountId: number, plan: FleetSyncPlan): Promise<void> {
  if (plan.added.length > 0) {
    await tx.insert(trucks).values(
      plan.added.map((vehicle) => ({
        accountId,
        name: vehicle.name,
        licensePlate: vehicle.licensePlate,
        ttwId: vehicle.objectNo,
        active: true,
      })),
    );
  }
  if (plan.updated.length > 0) {
    const changes = JSON.stringify(plan.updated);
    await tx.execute(sql`
      update trucks set name = c.name, license_plate = c."licensePlate", active = true
      from jsonb_to_recordset(${changes}::jsonb) as c(id integer, name text, "licensePlate" text)
      where trucks.id = c.id and trucks.account_id = ${accountId}`);
  }
  if (plan.deactivated.length > 0) {
    await tx
      .update(trucks)
      .set({ active: false })
      .where(and(eq(trucks.accountId, accountId), inArray(trucks.id, plan.deactivated)));
  }
}
