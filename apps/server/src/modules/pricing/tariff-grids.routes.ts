import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  MotorwayPeriodList,
  TariffGrid,
  TariffGridIdParams,
  TariffGridInput,
  TariffGridList,
  TariffGridUpdate,
} from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { createGrid, listGrids, motorwayPeriods, removeGrid, replaceGrid } from './tariff-grids.service.ts';

/** Operators price their own work: MISSION and DEPANNEUR accounts; only their administrators edit the grids. */
export const pricingOperators = requireNature('MISSION', 'DEPANNEUR');
const adminEdits = [pricingOperators, requireAdmin];
const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['pricing'];

export const tariffGridRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tariff-grids',
    {
      onRequest: pricingOperators,
      schema: {
        tags,
        summary: "The account's tariff grids (contracts and default), by name and period",
        querystring: z.object({}).strict(),
        response: { 200: TariffGridList, 403: ErrorBody },
      },
    },
    async (request) => listGrids(app.db, request.auth.accountId),
  );

  app.get(
    '/api/tariff-grids/motorway',
    {
      onRequest: pricingOperators,
      schema: {
        tags,
        summary: 'The regulated motorway forfait, per period (read-only)',
        response: { 200: MotorwayPeriodList, 403: ErrorBody },
      },
    },
    async () => motorwayPeriods(),
  );

  app.post(
    '/api/tariff-grids',
    {
      config: { idempotent: true },
      onRequest: adminEdits,
      schema: {
        tags,
        summary: 'Adds a tariff grid',
        body: TariffGridInput,
        response: { 200: TariffGrid, ...errors },
      },
    },
    async (request) => createGrid(app.db, request.auth, request.body),
  );

  app.put(
    '/api/tariff-grids/:id',
    {
      onRequest: adminEdits,
      schema: {
        tags,
        summary: 'Rewrites a tariff grid (409 when it changed since it was read)',
        params: TariffGridIdParams,
        body: TariffGridUpdate,
        response: { 200: TariffGrid, ...errors },
      },
    },
    async (request) => replaceGrid(app.db, request.auth, request.params.id, request.body),
  );

  app.delete(
    '/api/tariff-grids/:id',
    {
      onRequest: adminEdits,
      schema: {
        tags,
        summary: 'Deletes a tariff grid',
        params: TariffGridIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeGrid(app.db, request.auth, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
