import { and, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { trucks } from '../../db/schema/index.ts';
import { publishTruckPosition } from '../fleet/truck-position-event.ts';
import { recordVehicleEvent } from '../vehicle-events/vehicle-events.service.ts';
import { webfleetClient } from './connector-clients.ts';
import { applyOrderStates, deliverDriverMessages, type MessagesCursor } from './webfleet-driver-poll.ts';

/** At the first poll, the driving events of the last hour are read. */
const FIRST_LOOK_BACK_MS = 60 * 60_000;

export interface WebfleetCursor extends MessagesCursor {
  /** The latest driving event already recorded (ISO). */
  eventsSince?: string;
  /** The latest order state already read (ISO). */
  ordersSince?: string;
}

/**
 * One Webfleet poll of an account: the vehicles' positions move its trucks (and the live map),
 * the speeding and harsh-driving events are recorded for the event rules, the drivers' messages
 * reach the missions their trucks hold, and the orders' states step the missions forward.
 */
export async function pollWebfleet(
  app: FastifyInstance,
  accountId: number,
  values: Record<string, unknown>,
  cursor: WebfleetCursor,
  now: Date,
): Promise<WebfleetCursor> {
  const client = webfleetClient(app.config, values);
  const since = cursor.eventsSince
    ? new Date(cursor.eventsSince)
    : new Date(now.getTime() - FIRST_LOOK_BACK_MS);
  const lookBack = (iso: string | undefined) =>
    iso ? new Date(iso) : new Date(now.getTime() - FIRST_LOOK_BACK_MS);
  const messagesSince = lookBack(cursor.messagesSince);
  const ordersSince = lookBack(cursor.ordersSince);
  const [positions, events, messages, orders] = await Promise.all([
    client.positions(),
    client.drivingEvents(since),
    client.driverMessages(messagesSince),
    client.orderStates(ordersSince),
  ]);
  const fleet = await app.db
    .select({ id: trucks.id, ttwId: trucks.ttwId })
    .from(trucks)
    .where(and(eq(trucks.accountId, accountId), isNotNull(trucks.ttwId)));
  const truckOf = new Map(fleet.map((truck) => [truck.ttwId!, truck.id]));
  for (const position of positions) {
    const truckId = truckOf.get(position.objectNo);
    if (truckId === undefined) continue;
    await app.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(trucks)
        .set({
          positionLatitude: position.latitude,
          positionLongitude: position.longitude,
          positionDateTime: position.at,
          positionText: position.text,
        })
        // Never backwards: the driver's app may have reported a later position.
        .where(
          and(
            eq(trucks.id, truckId),
            or(isNull(trucks.positionDateTime), lte(trucks.positionDateTime, position.at)),
          ),
        )
        .returning();
      if (moved) await publishTruckPosition(tx, accountId, moved);
    });
  }
  let latest = since;
  for (const event of events) {
    const truckId = truckOf.get(event.objectNo);
    if (event.at > latest) latest = event.at;
    if (truckId === undefined) continue;
    await recordVehicleEvent(app, {
      accountId,
      truckId,
      kind: event.kind,
      source: 'WEBFLEET',
      speed: event.speed,
      severity: event.severity,
      latitude: event.latitude,
      longitude: event.longitude,
      occurredAt: event.at,
    });
  }
  const messagesCursor = await deliverDriverMessages(
    app,
    accountId,
    truckOf,
    messages,
    messagesSince,
    cursor,
  );
  await applyOrderStates(app, accountId, orders);
  const ordersLatest = orders.reduce((at, order) => (order.at > at ? order.at : at), ordersSince);
  return { eventsSince: latest.toISOString(), ...messagesCursor, ordersSince: ordersLatest.toISOString() };
}
