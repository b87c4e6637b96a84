import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentList,
  ErrorBody,
  TruckIdParams,
  TruckList,
  TruckListQuery,
  TruckMessage,
  TruckMessageText,
  TruckSyncResult,
} from '@plateau/contracts';
import { denyAssisteurWrites, operatorWrites, requireAdmin } from '../../lib/route-guards.ts';
import { synchronizeTrucks } from './fleet-sync.service.ts';
import { setUpDemoWebfleet } from './demo-webfleet.ts';
import { truckListSerializerCompiler } from './truck-list.serializer.ts';
import { listAgents } from './fleet.repository.ts';
import { listAccountTrucks, sendTruckMessage } from './fleet.service.ts';

export const fleetRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  setUpDemoWebfleet(app.truckTerminal, app.db);

  app.get(
    '/api/trucks',
    {
      schema: {
        tags: ['fleet'],
        summary: "The account's trucks",
        querystring: TruckListQuery,
        response: { 200: TruckList, 400: ErrorBody },
      },
      serializerCompiler: truckListSerializerCompiler,
    },
    async (request) => listAccountTrucks(app.db, request.auth, request.query),
  );

  app.get(
    '/api/agents',
    {
      schema: {
        tags: ['fleet'],
        summary: "The account's agents (drivers, technicians)",
        response: { 200: AgentList },
      },
    },
    async (request) => listAgents(app.db, request.auth.accountId),
  );

  app.post(
    '/api/trucks/:id/sendMessage',
    {
      config: { idempotent: true },
      onRequest: denyAssisteurWrites,
      schema: {
        tags: ['fleet'],
        summary: "Send a text message (text/plain body) to a truck's terminal",
        consumes: ['text/plain'],
        params: TruckIdParams,
        body: TruckMessageText,
        response: { 200: TruckMessage, 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) =>
      sendTruckMessage(app.db, app.truckTerminal, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/trucks/synchronize',
    {
      config: { idempotent: true },
      // Operators only: assistance companies read, supervisors act by opening the account. It
      // rewrites the whole fleet, like the other settings: the account's administrators only.
      onRequest: [...operatorWrites, requireAdmin],
      schema: {
        tags: ['fleet'],
        summary: "Reads the account's vehicles from Webfleet: adds, updates, deactivates; answers the count",
        response: { 200: TruckSyncResult, 403: ErrorBody, 502: ErrorBody },
      },
    },
    async (request) => synchronizeTrucks(app.db, app.truckTerminal, request.auth),
  );
};
