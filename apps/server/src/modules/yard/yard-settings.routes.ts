import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  YardPlaceCreate,
  YardPlaceDto,
  YardSettings,
  YardTariffPeriodSchema,
  YardTariffs,
} from '@plateau/contracts';
import { operatorWrites, requireAdmin } from '../../lib/route-guards.ts';
import { runYardDeadlineAlerts } from './yard-deadline-alerts.ts';
import { createPlace, listPlaces } from './yard-entries.service.ts';
import { loadTariffs, saveTariffPeriod, saveYardSettings } from './yard-tariffs.service.ts';
import { yardReaders } from './yard.routes.ts';

/** The deadline alerts' job runs hourly: the day-before and due alerts go out early on their day. */
export const YARD_ALERTS_JOB = 'yard-deadline-alerts';
const YARD_ALERTS_SECONDS = 3600;

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['yard'];
const adminWrites = [...operatorWrites, requireAdmin];

/** The yard's tariff table and places: read by every operator, edited by the account's administrators. */
export const yardSettingsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/yard/tariffs',
    {
      onRequest: yardReaders,
      schema: {
        tags,
        summary: 'The account’s tariff table by period',
        response: { 200: YardTariffs, ...errors },
      },
    },
    async (request) => loadTariffs(app.db, request.auth.accountId),
  );
  app.put(
    '/api/yard/settings',
    {
      onRequest: adminWrites,
      schema: {
        tags,
        summary: 'The tariff zone and the private storage price',
        body: YardSettings,
        response: { 200: YardTariffs, ...errors },
      },
    },
    async (request) => saveYardSettings(app.db, request.auth, request.body),
  );
  app.put(
    '/api/yard/tariffs',
    {
      onRequest: adminWrites,
      schema: {
        tags,
        summary: 'Saves one period of the tariff table',
        body: YardTariffPeriodSchema,
        response: { 200: YardTariffs, ...errors },
      },
    },
    async (request) => saveTariffPeriod(app.db, request.auth, request.body),
  );
  app.get(
    '/api/yard/places',
    {
      onRequest: yardReaders,
      schema: {
        tags,
        summary: 'The places of the yard and who occupies them',
        querystring: z.object({}).strict(),
        response: { 200: z.array(YardPlaceDto), ...errors },
      },
    },
    async (request) => listPlaces(app.db, request.auth),
  );
  app.post(
    '/api/yard/places',
    {
      onRequest: adminWrites,
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Adds a place to the yard',
        body: YardPlaceCreate,
        response: { 201: YardPlaceDto, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send(await createPlace(app.db, request.auth, request.body)),
  );

  // Tests run the alerts themselves (yard-alerts.test.ts), with the day they choose.
  if (process.env.VITEST || process.env.YARD_ALERTS_SCHEDULE === 'off') return;
  app.addHook('onReady', async () => {
    await app.jobs.every(YARD_ALERTS_JOB, YARD_ALERTS_SECONDS, () => runYardDeadlineAlerts(app));
  });
};
