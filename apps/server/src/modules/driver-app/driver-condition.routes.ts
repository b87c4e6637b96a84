import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ConditionStageParams,
  DriverMissionParams,
  ErrorBody,
  MissionVehicleCondition,
  VehicleConditionRequest,
} from '@plateau/contracts';
import { getDriverCondition, saveDriverCondition } from './driver-condition.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The driver app's procès-verbal of pickup and delivery (issue 33); registered by driverAppRoutes. */
export const driverConditionRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['driver-app'];

  app.get(
    '/api/driver/missions/:id/condition',
    {
      config: { driverApp: true },
      schema: {
        tags,
        summary: 'The PV screen: required photos, slots filled, the pickup and delivery PVs',
        params: DriverMissionParams,
        response: { 200: MissionVehicleCondition, ...errors },
      },
    },
    async (request) => getDriverCondition(app.db, request.auth, request.params.id),
  );

  app.put(
    '/api/driver/missions/:id/condition/:stage',
    {
      config: { driverApp: true, idempotent: true },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary:
          'The PV of pickup or delivery, signed by the customer or « absent » (sent again, it replaces)',
        params: ConditionStageParams,
        body: VehicleConditionRequest,
        response: { 200: MissionVehicleCondition, ...errors },
      },
    },
    async (request) =>
      saveDriverCondition(app, request.auth, request.params.id, request.params.stage, request.body),
  );
};
