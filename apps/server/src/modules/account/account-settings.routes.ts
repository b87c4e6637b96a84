import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AverageMinutes, HeadQuarterPlace } from '@plateau/contracts';
import { averageMinutes, headQuarterPlace } from './account-settings.service.ts';

export const accountSettingsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/account/interventionAverageArrivalMinute',
    {
      schema: {
        tags: ['account'],
        summary: 'Average minutes to reach a breakdown (0 when not set)',
        response: { 200: AverageMinutes },
      },
    },
    async (request) => averageMinutes(app.db, request.auth, 'arrival'),
  );

  app.get(
    '/api/account/interventionAverageOnPlaceMinute',
    {
      schema: {
        tags: ['account'],
        summary: 'Average minutes spent on the spot (0 when not set)',
        response: { 200: AverageMinutes },
      },
    },
    async (request) => averageMinutes(app.db, request.auth, 'onPlace'),
  );

  app.get(
    '/api/account/headQuarterPlace',
    {
      schema: {
        tags: ['account'],
        summary: "The account's head-quarter address",
        response: { 200: HeadQuarterPlace },
      },
    },
    async (request) => headQuarterPlace(app.db, request.auth),
  );
};
