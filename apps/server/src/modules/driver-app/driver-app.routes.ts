import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessNature,
  DriverMe,
  DriverMessageList,
  DriverMessageRequest,
  DriverMission,
  DriverMissionList,
  DriverMissionParams,
  DriverPositionsRequest,
  DriverPositionsResult,
  DriverPresenceList,
  DriverReportRequest,
  DriverUndoStepRequest,
  DriverStepRequest,
  DriverWastedTripRequest,
  ErrorBody,
  FolderDocumentList,
  MAX_DOCUMENT_BYTES,
  DriverPhotoQuery,
} from '@plateau/contracts';
import { requireNature } from '../../lib/route-guards.ts';
import { markDriverSeen } from './driver-app.repository.ts';
import {
  getDriverMe,
  getDriverMission,
  getDriverPresence,
  listDriverMessages,
  listDriverMissions,
  reportDriverPositions,
  reportDriverStep,
  undoDriverStep,
  writeDriverMessage,
} from './driver-app.service.ts';
import { driverCashRoutes } from './driver-cash.routes.ts';
import { driverConditionRoutes } from './driver-condition.routes.ts';
import { reportDriverWastedTrip, saveDriverReport, uploadDriverPhoto } from './driver-app-report.service.ts';

const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The driver app's calls (issue 21): `driverApp: true` makes them a CHAUFFEUR's only (plugins/auth.ts),
 * and every other route refuses a CHAUFFEUR. Each call tells the operator the app is alive.
 */
export const driverAppRoutes: FastifyPluginAsync = async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const driver = { driverApp: true } as const;
  app.addHook('preHandler', async (request) => {
    if (request.routeOptions.config.driverApp === true && request.auth)
      await markDriverSeen(app.db, request.auth.userId);
  });
  // Photos arrive as the image itself (the phone compressed it to 2 MP): no multipart to parse.
  app.addContentTypeParser(
    PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: MAX_DOCUMENT_BYTES },
    (_req, body, done) => done(null, body),
  );
  const tags = ['driver-app'];
  await app.register(driverConditionRoutes);
  await app.register(driverCashRoutes);

  app.get(
    '/api/driver/me',
    {
      config: driver,
      schema: {
        tags,
        summary: 'The signed-in driver, their agent and truck',
        response: { 200: DriverMe, ...errors },
      },
    },
    async (request) => getDriverMe(app.db, request.auth),
  );

  app.get(
    '/api/driver/missions',
    {
      config: driver,
      schema: {
        tags,
        summary: "The driver's missions of today and to come, newest first",
        response: { 200: DriverMissionList, ...errors },
      },
    },
    async (request) => listDriverMissions(app.db, request.auth),
  );

  app.get(
    '/api/driver/missions/:id',
    {
      config: driver,
      schema: {
        tags,
        summary: 'One mission of the driver',
        params: DriverMissionParams,
        response: { 200: DriverMission, ...errors },
      },
    },
    async (request) => getDriverMission(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/driver/missions/:id/steps',
    {
      config: { ...driver, idempotent: true },
      schema: {
        tags,
        summary: 'Report a step, dated when the driver pressed it (acknowledging is the step « received »)',
        params: DriverMissionParams,
        body: DriverStepRequest,
        response: { 200: DriverMission, ...errors },
      },
    },
    async (request) => reportDriverStep(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/driver/missions/:id/steps/undo',
    {
      config: { ...driver, idempotent: true },
      schema: {
        tags,
        summary: 'Undo the latest step, within 2 minutes of its recording',
        params: DriverMissionParams,
        body: DriverUndoStepRequest,
        response: { 200: DriverMission, ...errors },
      },
    },
    async (request) => undoDriverStep(app.db, request.auth, request.params.id, request.body.step),
  );

  app.post(
    '/api/driver/missions/:id/positions',
    {
      config: { ...driver, idempotent: true },
      schema: {
        tags,
        summary: "The phone's positions since the last call, oldest first",
        params: DriverMissionParams,
        body: DriverPositionsRequest,
        response: { 200: DriverPositionsResult, ...errors },
      },
    },
    async (request) => reportDriverPositions(app.db, request.auth, request.params.id, request.body),
  );

  app.get(
    '/api/driver/missions/:id/messages',
    {
      config: driver,
      schema: {
        tags,
        summary: 'The conversation with the dispatcher',
        params: DriverMissionParams,
        response: { 200: DriverMessageList, ...errors },
      },
    },
    async (request) => listDriverMessages(app.db, request.auth, request.params.id),
  );

  app.post(
    '/api/driver/missions/:id/messages',
    {
      config: { ...driver, idempotent: true },
      schema: {
        tags,
        summary: 'Write to the dispatcher (the folder’s Message tab)',
        params: DriverMissionParams,
        body: DriverMessageRequest,
        response: { 200: DriverMessageList, ...errors },
      },
    },
    async (request) => writeDriverMessage(app.db, request.auth, request.params.id, request.body),
  );

  app.post(
    '/api/driver/missions/:id/photos',
    {
      config: { ...driver, idempotent: true },
      schema: {
        tags,
        summary: 'A photo of a step (body: the JPEG, PNG or WebP image itself)',
        consumes: PHOTO_TYPES,
        params: DriverMissionParams,
        querystring: DriverPhotoQuery,
        response: { 200: FolderDocumentList, ...errors, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request) =>
      uploadDriverPhoto(app.db, request.auth, request.params.id, {
        ...request.query,
        takenAt: new Date(request.query.takenAt),
        contentType: String(request.headers['content-type']).split(';')[0]!.trim(),
        bytes: request.body as Buffer,
      }),
  );

  app.post(
    '/api/driver/missions/:id/wastedTrip',
    {
      config: { ...driver, idempotent: true },
      schema: {
        tags,
        summary: '« Déplacement pour rien », with its reason',
        params: DriverMissionParams,
        body: DriverWastedTripRequest,
        response: { 200: DriverMission, ...errors },
      },
    },
    async (request) => reportDriverWastedTrip(app.db, request.auth, request.params.id, request.body),
  );

  app.put(
    '/api/driver/missions/:id/report',
    {
      config: { ...driver, idempotent: true },
      bodyLimit: 512 * 1024,
      schema: {
        tags,
        summary: "The report on the spot, with the customer's signature",
        params: DriverMissionParams,
        body: DriverReportRequest,
        response: { 200: DriverMission, ...errors },
      },
    },
    async (request) => saveDriverReport(app.db, request.auth, request.params.id, request.body),
  );

  app.get(
    '/api/driverApp/drivers',
    {
      onRequest: requireNature(BusinessNature.DEPANNEUR, BusinessNature.MISSION),
      schema: {
        tags,
        summary: "The account's drivers: signed in or not, and when their app last called",
        response: { 200: DriverPresenceList, ...errors },
      },
    },
    async (request) => getDriverPresence(app.db, request.auth.accountId),
  );
};
