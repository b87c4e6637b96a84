import { VEHICLE_EVENT_JOB } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { vehicleEvents } from '../../db/schema/index.ts';

export type NewVehicleEvent = typeof vehicleEvents.$inferInsert;

/**
 * Keeps an event reported by a vehicle (a connector's poll) or a driver, then queues its
 * evaluation against the account's event rules: the caller (a poll, a request) does not wait
 * for SMS and e-mails, and a failed evaluation does not lose the event.
 */
export async function recordVehicleEvent(app: FastifyInstance, event: NewVehicleEvent): Promise<number> {
  const [row] = await app.db.insert(vehicleEvents).values(event).returning({ id: vehicleEvents.id });
  await app.jobs.send(VEHICLE_EVENT_JOB, { eventId: row!.id });
  return row!.id;
}
