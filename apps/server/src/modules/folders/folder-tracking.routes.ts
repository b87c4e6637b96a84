import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, FolderIdParams, FolderTracking } from '@plateau/contracts';
import { operatorWrites } from '../../lib/route-guards.ts';
import { getFolderTracking, resendTrackingSms } from './folder-tracking.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The customer's tracking link, shown in the folder (issue 20 §4.13). Operators of the folder only. */
export const folderTrackingRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/folders/:id/tracking',
    {
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary: "The customer's tracking link of the folder, its phone and the latest SMS that carried it",
        params: FolderIdParams,
        response: { 200: FolderTracking, ...errors },
      },
    },
    async (request) => getFolderTracking(app, request.auth, request.params.id),
  );

  app.post(
    '/api/folders/:id/tracking/sms',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary: 'Send the tracking link to the customer again by SMS (« Renvoyer le SMS »)',
        params: FolderIdParams,
        response: { 200: FolderTracking, ...errors },
      },
    },
    async (request) => resendTrackingSms(app, request.auth, request.params.id),
  );
};
