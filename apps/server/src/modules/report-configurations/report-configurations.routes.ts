import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountIdParams,
  ErrorBody,
  ReportConfiguration,
  ReportConfigurationCreate,
  ReportConfigurationList,
  ReportConfigurationParams,
  ReportConfigurationPatch,
  ReportEmailQuery,
  ReportEmailQueued,
  ReportFileName,
  ReportPeriodQuery,
} from '@plateau/contracts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { requireAdmin } from '../../lib/route-guards.ts';
import {
  createReportConfiguration,
  findOwnReportConfiguration,
  getReportConfigurations,
  patchReportConfiguration,
  removeReportConfiguration,
} from './report-configurations.service.ts';
import {
  generateReport,
  queueReportEmail,
  REPORT_EMAIL_JOB,
  REPORT_SCHEDULE_JOB,
  reportFileName,
  runDueReports,
  runReportEmailJob,
  type ReportEmailJob,
} from './report-delivery.service.ts';
import { XLSX_CONTENT_TYPE } from './report-workbook.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const tags = ['reportConfigurations'];
const BASE = '/api/accounts/:id/reportConfigurations';

/** Scheduled reports (spec 3 §2 report configuration and generation modals, §7): administrators only. */
export const reportConfigurationRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const guard = { onRequest: requireAdmin };

  app.get(
    BASE,
    {
      ...guard,
      schema: {
        tags,
        summary: "The account's report configurations",
        params: AccountIdParams,
        response: { 200: ReportConfigurationList, ...errors },
      },
    },
    async (request) => getReportConfigurations(app.db, request.auth, request.params.id),
  );

  app.post(
    BASE,
    {
      config: { idempotent: true },
      ...guard,
      schema: {
        tags,
        summary: 'Creates a report configuration',
        params: AccountIdParams,
        body: ReportConfigurationCreate,
        response: { 201: ReportConfiguration, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReportConfiguration(app.db, app, request.auth, request.params.id, request.body)),
  );

  app.patch(
    `${BASE}/:reportId`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Changes the fields sent; an empty SFTP password keeps the stored one',
        params: ReportConfigurationParams,
        body: ReportConfigurationPatch,
        response: { 200: ReportConfiguration, ...errors },
      },
    },
    async (request) =>
      patchReportConfiguration(
        app.db,
        app,
        request.auth,
        request.params.id,
        request.params.reportId,
        request.body,
      ),
  );

  app.delete(
    `${BASE}/:reportId`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'Deletes a report configuration',
        params: ReportConfigurationParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeReportConfiguration(app.db, request.auth, request.params.id, request.params.reportId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${BASE}/:reportId/filename`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'The name of the file of a period',
        params: ReportConfigurationParams,
        querystring: ReportPeriodQuery,
        response: { 200: ReportFileName, ...errors },
      },
    },
    async (request) => {
      const row = await findOwnReportConfiguration(
        app.db,
        request.auth,
        request.params.id,
        request.params.reportId,
      );
      return { filename: reportFileName(row.name, request.query) };
    },
  );

  app.get(
    `${BASE}/:reportId/generate`,
    {
      ...guard,
      schema: {
        tags,
        summary: 'The report of a period, an .xlsx file downloaded',
        params: ReportConfigurationParams,
        querystring: ReportPeriodQuery,
      },
    },
    async (request, reply) => {
      const row = await findOwnReportConfiguration(
        app.db,
        request.auth,
        request.params.id,
        request.params.reportId,
      );
      const { filename, content } = await generateReport(app, row, request.query);
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(filename, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .send(content);
    },
  );

  app.post(
    `${BASE}/:reportId/email`,
    {
      config: { idempotent: true },
      ...guard,
      schema: {
        tags,
        summary: 'Generates the report of a period and e-mails it (a job)',
        params: ReportConfigurationParams,
        querystring: ReportEmailQuery,
        response: { 202: ReportEmailQueued, ...errors },
      },
    },
    async (request, reply) => {
      const row = await findOwnReportConfiguration(
        app.db,
        request.auth,
        request.params.id,
        request.params.reportId,
      );
      const { email, ...period } = request.query;
      await queueReportEmail(app, row, period, email);
      return reply.status(202).send({ queued: true as const });
    },
  );

  // An SMTP server that is down now may answer in a minute: the asked-for e-mail is tried again.
  app.jobs.define<ReportEmailJob>(REPORT_EMAIL_JOB, (job) => runReportEmailJob(app, job), {
    retry: { limit: 3, delaySeconds: 30 },
  });
  if (app.config.reports.scheduleSeconds > 0) {
    app.addHook('onReady', async () => {
      await app.jobs.every(REPORT_SCHEDULE_JOB, app.config.reports.scheduleSeconds, async () => {
        await runDueReports(app);
      });
    });
  }
};
