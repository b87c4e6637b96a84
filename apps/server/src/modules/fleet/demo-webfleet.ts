import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { trucks } from '../../db/schema/index.ts';
import { FakeTruckTerminal, type TruckTerminal } from '../../adapters/truck-terminal/index.ts';

/**
 * Without WEBFLEET_URL the demo's Webfleet is the in-memory fake. At first contact with an
 * account it holds that account's active Webfleet trucks as they are, plus one vehicle the
 * operator has just added in Webfleet: the first 'Synchroniser' adds it ('Mise à jour réussie'),
 * the next finds nothing new ('Liste à jour !'). Its number is fixed, so after a restart the
 * mirror already holds it and nothing is added twice.
 */
export function setUpDemoWebfleet(terminal: TruckTerminal, db: Db): void {
  if (!(terminal instanceof FakeTruckTerminal)) return;
  terminal.firstContact = async (accountId) => {
    const rows = await db
      .select({ ttwId: trucks.ttwId, name: trucks.name, licensePlate: trucks.licensePlate })
      .from(trucks)
      .where(and(eq(trucks.accountId, accountId), eq(trucks.active, true), isNotNull(trucks.ttwId)));
    const mirror = rows.map((row) => ({
      objectNo: row.ttwId!,
      name: row.name,
      licensePlate: row.licensePlate,
    }));
    const added = `TTW-${accountId}-NOUVEAU`;
    if (mirror.some((vehicle) => vehicle.objectNo === added)) return mirror;
    return [...mirror, { objectNo: added, name: 'Plateau neuf - Renault Master', licensePlate: null }];
  };
}
