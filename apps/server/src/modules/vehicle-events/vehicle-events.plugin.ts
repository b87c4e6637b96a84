import { VEHICLE_EVENT_JOB } from '@plateau/contracts';
import type { FastifyPluginAsync } from 'fastify';

export interface VehicleEventJob {
  eventId: number;
}

/**
 * The worker of recorded vehicle events. The event-rule evaluation (notifications module)
 * plugs in here; until then an event is kept and listed, and no rule fires.
 */
export const vehicleEventJobs: FastifyPluginAsync = async (app) => {
  app.jobs.define<VehicleEventJob>(VEHICLE_EVENT_JOB, async ({ eventId }) => {
    app.log.debug({ eventId }, 'événement véhicule enregistré');
  });
};
