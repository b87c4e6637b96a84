import { EventType } from '@plateau/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { publish } from '../../events/bus.ts';
import type { TruckRow } from './fleet.repository.ts';

/** Tells the account's open vehicle maps where the truck is now (topic TRUCKS_TOPIC). */
export async function publishTruckPosition(tx: DbOrTx, accountId: number, truck: TruckRow): Promise<void> {
  if (truck.positionLatitude === null || truck.positionLongitude === null) return;
  await publish(tx, accountId, {
    folderId: null,
    eventType: EventType.enum.TRUCK_POSITION,
    truck: {
      id: truck.id,
      latitude: truck.positionLatitude,
      longitude: truck.positionLongitude,
      text: truck.positionText,
      dateTime: truck.positionDateTime?.toISOString() ?? null,
    },
  });
}
