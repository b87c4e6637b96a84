import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBody,
  PersonalDataErasure,
  PersonalDataExport,
  PersonalDataExportParams,
  PersonalDataQuery,
  PersonalDataSearchResult,
  RetentionSettings,
  SmsOptOutBody,
  textField,
} from '@plateau/contracts';
import { requireAdmin, requireNature } from '../../lib/route-guards.ts';
import { contentDisposition } from '../../lib/content-disposition.ts';
import { Unauthorized } from '../../lib/errors.ts';
import { erasePerson } from './erase.service.ts';
import {
  exportFile,
  exportStatus,
  latestExports,
  PERSONAL_DATA_EXPORT_JOB,
  runExport,
  startExport,
} from './export.service.ts';
import { personQueryOf, searchPerson } from './personal-data.service.ts';
import { applyRetentionEverywhere, readRetention, saveRetention } from './retention.service.ts';
import { checkInboundKey, markOptOut, receiveInboundSms } from './sms-opt-out.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody };
const actorOf = (auth: { accountId: number; userId: number }) => ({
  accountId: auth.accountId,
  userId: auth.userId,
});

export const RETENTION_JOB = 'personal-data.retention';
const DAY_SECONDS = 24 * 3600;

/** Personal data (issue 23): find, export and erase a person; retention; SMS opt-outs. */
export const personalDataRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['personal-data'];
  const onRequest = requireAdmin;

  app.get(
    '/api/personal-data/search',
    {
      onRequest,
      schema: {
        tags,
        querystring: PersonalDataQuery,
        response: { 200: PersonalDataSearchResult, ...errors },
      },
    },
    async (request) => searchPerson(app.db, actorOf(request.auth), request.query.q),
  );

  app.post(
    '/api/personal-data/erase',
    {
      config: { idempotent: true },
      onRequest,
      schema: { tags, body: PersonalDataQuery, response: { 200: PersonalDataErasure, ...errors } },
    },
    async (request) =>
      erasePerson(app.db, actorOf(request.auth), request.body.q, personQueryOf(request.body.q)),
  );

  app.post(
    '/api/personal-data/exports',
    {
      config: { idempotent: true },
      onRequest,
      schema: { tags, body: PersonalDataQuery, response: { 202: PersonalDataExport, ...errors } },
    },
    async (request, reply) => {
      personQueryOf(request.body.q);
      return reply.status(202).send(await startExport(app, actorOf(request.auth), request.body.q));
    },
  );

  app.get(
    '/api/personal-data/exports',
    { onRequest, schema: { tags, response: { 200: z.array(PersonalDataExport), ...errors } } },
    async (request) => latestExports(app.db, request.auth.accountId),
  );

  app.get(
    '/api/personal-data/exports/:id',
    {
      onRequest,
      schema: { tags, params: PersonalDataExportParams, response: { 200: PersonalDataExport, ...errors } },
    },
    async (request) => exportStatus(app.db, request.auth.accountId, request.params.id),
  );

  app.get(
    '/api/personal-data/exports/:id/file',
    { onRequest, schema: { tags, params: PersonalDataExportParams, produces: ['application/zip'] } },
    async (request, reply) => {
      const file = await exportFile(app.db, request.auth.accountId, request.params.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(file.filename, 'attachment'))
        .send(file.content);
    },
  );

  app.get(
    '/api/personal-data/retention',
    { onRequest, schema: { tags, response: { 200: RetentionSettings, ...errors } } },
    async (request) => readRetention(app.db, request.auth.accountId),
  );

  app.put(
    '/api/personal-data/retention',
    { onRequest, schema: { tags, body: RetentionSettings, response: { 200: RetentionSettings, ...errors } } },
    async (request) => saveRetention(app.db, actorOf(request.auth), request.body),
  );

  app.post(
    '/api/sms-opt-outs',
    {
      config: { idempotent: true },
      onRequest: requireNature('MISSION', 'DEPANNEUR'),
      schema: {
        tags,
        summary: 'Mark a number « ne plus envoyer de SMS »',
        body: SmsOptOutBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markOptOut(app.db, actorOf(request.auth), request.body.phone);
      return reply.status(204).send(null);
    },
  );

  // The SMS provider's inbound callback (a reply such as STOP); the key in its URL is the server's.
  app.post(
    '/api/public/sms/inbound',
    {
      config: { public: true },
      schema: {
        tags,
        querystring: z.object({ key: textField(100) }).strict(),
        body: z.object({ from: textField(30), message: textField(1000) }),
        response: { 200: z.object({ optedOutAccounts: z.number().int() }), 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request) => {
      if (!checkInboundKey(app.config.tokenSecret, request.query.key))
        throw new Unauthorized('Clé non valide');
      return { optedOutAccounts: await receiveInboundSms(app.db, request.body.from, request.body.message) };
    },
  );

  app.jobs.define<{ exportId: number }>(PERSONAL_DATA_EXPORT_JOB, ({ exportId }) =>
    runExport(app.db, exportId),
  );
  // Tests apply the retention themselves (retention.test.ts); a server runs it once a day.
  if (!process.env.VITEST && process.env.RETENTION_SCHEDULE !== 'off') {
    app.addHook('onReady', async () => {
      await app.jobs.every(RETENTION_JOB, DAY_SECONDS, () => applyRetentionEverywhere(app.db));
    });
  }
};
