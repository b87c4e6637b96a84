import { eq } from 'drizzle-orm';
import { VEHICLE_EVENT_JOB } from '@plateau/contracts';
import type { FastifyInstance } from 'fastify';
import { missions, vehicleEvents } from '../../db/schema/index.ts';
import { activeMission, type DriverMessageTarget } from '../folders/folder-messages.service.ts';
import { findFolderMissions } from '../folder-core/index.ts';

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

/**
 * A driver's report from the truck (a message received through Nomad, or played by the simulator)
 * as an event for the ON_REPORT_EVENT rules: kept with the mission and the truck the driver is in.
 */
export async function recordDriverReport(
  app: FastifyInstance,
  target: DriverMessageTarget,
  text: string,
  at: Date,
): Promise<number | undefined> {
  // The mission the driver is in; a folder whose truck is not known yet still has its intervention.
  let mission: typeof missions.$inferSelect | undefined;
  if ('missionId' in target)
    [mission] = await app.db.select().from(missions).where(eq(missions.id, target.missionId));
  else {
    const list = await findFolderMissions(app.db, target.folderId);
    mission = activeMission(list) ?? list[0];
  }
  if (!mission) return undefined;
  return recordVehicleEvent(app, {
    accountId: mission.accountId,
    missionId: mission.id,
    truckId: mission.truckId,
    kind: 'REPORT',
    source: 'DRIVER',
    text,
    occurredAt: at,
  });
}
