import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CONNECTOR_PATH_NAMES,
  ConnectorTestParams,
  ConnectorTestResult,
  ErrorBody,
} from '@plateau/contracts';
import { requireAdmin } from '../../lib/route-guards.ts';
import { testConnector } from './connector-test.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** 'Tester la connexion' of the connectors tab (spec 3 §2); the configurations go through PATCH /api/accounts/{id}. */
export const connectorsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/accounts/:id/connectors/:connector/test',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['accounts'],
        summary: "Checks a connector's credentials (the form's values, else the stored ones); saves nothing",
        params: ConnectorTestParams,
        // Checked per connector by the service (the fields differ).
        body: z.record(z.string(), z.unknown()).optional(),
        response: { 200: ConnectorTestResult, ...errors },
      },
    },
    async (request) =>
      testConnector(
        app,
        request.auth,
        request.params.id,
        CONNECTOR_PATH_NAMES[request.params.connector],
        request.body,
      ),
  );
};
