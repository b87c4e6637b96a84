import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, GeocodeQuery, GeocodeResult } from '@plateau/contracts';
import { suggestAddresses } from './geocode.service.ts';

export const geocodeRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/geocode',
    {
      schema: {
        tags: ['geocode'],
        summary: 'French address suggestions (proxy to the national address API)',
        querystring: GeocodeQuery,
        response: { 200: GeocodeResult, 400: ErrorBody, 502: ErrorBody, 504: ErrorBody },
      },
    },
    async (request) => suggestAddresses(app.config, request.query),
  );
};
