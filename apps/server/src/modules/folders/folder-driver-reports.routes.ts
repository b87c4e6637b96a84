import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BusinessNature, ErrorBody, FolderDriverReportList, FolderIdParams } from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { listFolderDriverReports } from './folder-driver-reports.service.ts';

export const folderDriverReportsRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/folders/:id/driverReports',
    {
      // As the documents: operators and supervisors; an assisteur has no signatures to read.
      onRequest: requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR, BusinessNature.SUPERVISOR),
      schema: {
        tags: ['folders'],
        summary:
          "The reports the drivers had signed on the spot in the driver app, with the customer's signature",
        params: FolderIdParams,
        response: { 200: FolderDriverReportList, 403: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => listFolderDriverReports(app.db, request.auth, request.params.id),
  );
};
