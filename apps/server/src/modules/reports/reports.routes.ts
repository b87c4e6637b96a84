import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BusinessNature, ErrorBody, Folder, FolderIdParams, ReportOrderNoParams } from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { operatorWrites, requireNature } from '../../lib/route-guards.ts';
import { attachTechnicianReport, technicianReportPdf } from './reports.service.ts';
import { sendNomadReport } from './send-report.service.ts';
import { jobSheetPdf } from './job-sheet.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const sendErrors = { ...errors, 502: ErrorBody, 504: ErrorBody };

/** The technician's report: downloaded, or attached to the folder (spec 2 §2 'Document', §7). */
export const reportRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/reports/:orderNo/pdf',
    {
      // Operators and their supervisors; an assisteur has no documents tab (spec 2 §2).
      onRequest: requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR, BusinessNature.SUPERVISOR),
      schema: {
        tags: ['reports'],
        summary: "The technician's intervention report of the folder with this order number (PDF, A4)",
        params: ReportOrderNoParams,
      },
    },
    async (request, reply) => {
      const report = await technicianReportPdf(app.db, request.auth, request.params.orderNo);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(report.filename, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(report.bytes));
    },
  );

  app.get(
    '/api/folders/:id/jobSheet',
    {
      // Whoever reads the folder's documents: operators and their supervisors (issue 20 §1).
      onRequest: requireNature(BusinessNature.MISSION, BusinessNature.DEPANNEUR, BusinessNature.SUPERVISOR),
      schema: {
        tags: ['folders'],
        summary: "The folder's printable job sheet (« Fiche d'intervention », PDF, A4)",
        params: FolderIdParams,
      },
    },
    async (request, reply) => {
      const sheet = await jobSheetPdf(app.db, request.auth, request.params.id);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(sheet.filename, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(sheet.bytes));
    },
  );

  app.post(
    '/api/folders/:id/attachReport',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary: "Attach the technician's report to the folder as a PDF document; answers the folder",
        params: FolderIdParams,
        response: { 200: Folder, ...errors },
      },
    },
    async (request) => attachTechnicianReport(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/folders/:id/sendReport',
    {
      config: { idempotent: true },
      onRequest: operatorWrites,
      schema: {
        tags: ['folders'],
        summary:
          "Send the Nomad report to the assistance company ('Envoyer le rapport Nomad'); answers the folder",
        params: FolderIdParams,
        response: { 200: Folder, ...sendErrors },
      },
    },
    async (request) =>
      sendNomadReport(app.db, app.assistanceCompany, request.auth, request.params.id, app.config.publicUrl),
  );
};
