import { VEHICLE_EVENT_JOB } from '@plateau/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { evaluateVehicleEvent } from '../notifications/event-rules.evaluator.ts';

export interface VehicleEventJob {
  eventId: number;
}

/** The worker of recorded vehicle events: the account's event rules are evaluated against each. */
export const vehicleEventJobs: FastifyPluginAsync = async (app) => {
  app.jobs.define<VehicleEventJob>(VEHICLE_EVENT_JOB, ({ eventId }) => evaluateVehicleEvent(app, eventId), {
    retry: { limit: 3, delaySeconds: 5 },
  });
};
